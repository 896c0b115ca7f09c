// innovation-cli soak: many games with random answers, checking the state's invariants after every answer.
#include "commands.h"
#include "expansion_options.h"

#include "bots/random_answer.h"
#include "core/engine.h"
#include "core/invariants.h"
#include "core/rules.h"
#include "core/setup.h"

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QTextStream>

namespace {
constexpr std::uint64_t kAnswerCap = 20000;

struct SoakFailure {
    std::string why;
};

// Answers at random, checking the position before every answer.
class CheckingSource final : public inno::AnswerSource {
public:
    explicit CheckingSource(std::uint64_t seed) : random_(seed) {}
    inno::Answer answer(const inno::GameState& s, const inno::Prompt& p) override {
        if (auto problem = inno::checkInvariants(s); !problem.empty()) throw SoakFailure{problem};
        if (random_.answered >= kAnswerCap)
            throw SoakFailure{"no end after " + std::to_string(kAnswerCap) + " answers"};
        return random_.answer(s, p);
    }
    std::uint64_t answered() const { return random_.answered; }

private:
    inno::RandomSource random_;
};
}  // namespace

int runSoakCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays games with random answers and checks after every answer that each card is in exactly one place,\n"
        "piles of fewer than two cards are unsplayed and score totals match, each expansion's piles hold only its\n"
        "own cards of their age; every game must end.");
    parser.addHelpOption();
    QCommandLineOption games("games", "Number of games.", "N", "1000");
    QCommandLineOption seed("seed", "First seed; game i uses seed S+i.", "S", "1");
    QCommandLineOption players("players",
                               "Players per game (0: cycle through 2, 3, 4 and the team game; with --large, through 4 "
                               "and 5).",
                               "P", "0");
    const ExpansionOptions expansions;
    QCommandLineOption large("large", "The large-game rule: none, parley or distant.", "RULE", "none");
    parser.addOptions({games, seed, players, large});
    expansions.addTo(parser);
    parser.process(args);
    QTextStream out(stdout);
    const qulonglong n = parser.value(games).toULongLong();
    const qulonglong first = parser.value(seed).toULongLong();
    const int fixedPlayers = parser.value(players).toInt();
    const auto largeGame = inno::parseLargeGame(parser.value(large).toStdString());
    if (!largeGame) {
        QTextStream(stderr) << "innovation-cli soak: --large must be none, parley or distant\n";
        return 2;
    }
    QElapsedTimer timer;
    timer.start();
    qulonglong failed = 0, answers = 0;
    for (qulonglong i = 0; i < n; ++i) {
        const std::uint64_t gameSeed = first + i;
        inno::Options options;
        const int variant = static_cast<int>(gameSeed % 4);
        const bool isLarge = *largeGame != inno::LargeGame::None;
        if (fixedPlayers >= 2 && fixedPlayers <= inno::kMaxPlayers)
            options.playerCount = fixedPlayers;
        else
            options.playerCount = isLarge ? 4 + static_cast<int>(gameSeed % 2) : (variant == 3 ? 4 : 2 + variant);
        options.teams = fixedPlayers == 0 && !isLarge && variant == 3 && (gameSeed / 4) % 2 == 0;
        options.sets = expansions.sets(parser);
        options.setOptions = expansions.setOptions(parser, options.sets);
        options.largeGame = *largeGame;
        if (auto why = inno::setupError(options); !why.empty()) {
            QTextStream(stderr) << "innovation-cli soak: " << QString::fromStdString(why) << "\n";
            return 2;
        }
        inno::GameState s = inno::newGameState(options, gameSeed);
        CheckingSource source(gameSeed * 2654435761u + 1);
        inno::Engine engine(s, source, nullptr);
        const qulonglong failedBefore = failed;
        try {
            while (!s.over()) engine.runUnit();
        } catch (const inno::GameEnded&) {
        } catch (const SoakFailure& f) {
            ++failed;
            out << "FAIL seed " << gameSeed << " (" << options.playerCount << " players"
                << (options.teams ? ", teams" : "") << ExpansionOptions::label(options.sets).replace(" ", ", ")
                << (isLarge ? ", " + QString::fromStdString(std::string(inno::largeGameName(options.largeGame))) : QString())
                << "): " << QString::fromStdString(f.why) << "\n";
        } catch (const std::exception& e) {
            ++failed;
            out << "FAIL seed " << gameSeed << " (" << options.playerCount << " players"
                << (options.teams ? ", teams" : "") << ExpansionOptions::label(options.sets).replace(" ", ", ")
                << (isLarge ? ", " + QString::fromStdString(std::string(inno::largeGameName(options.largeGame))) : QString()) << "): error: " << e.what()
                << "\n";
        }
        if (failed == failedBefore && !s.over()) {
            ++failed;
            out << "FAIL seed " << gameSeed << ": the game did not end\n";
        }
        if (auto problem = inno::checkInvariants(s); !problem.empty()) {
            ++failed;
            out << "FAIL seed " << gameSeed << " at the end: " << QString::fromStdString(problem) << "\n";
        }
        answers += source.answered();
    }
    const double seconds = timer.elapsed() / 1000.0;
    out << n << " games, " << answers << " answers in " << QString::number(seconds, 'f', 1) << " s\n";
    out << (n - failed) << " passed, " << failed << " failed\n";
    return failed == 0 ? 0 : 1;
}
