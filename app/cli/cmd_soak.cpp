// innovation-cli soak: many games with random answers, checking the state's invariants after every answer.
#include "commands.h"

#include "bots/random_answer.h"
#include "core/engine.h"
#include "core/invariants.h"
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
        "piles of fewer than two cards are unsplayed and score totals match, City piles hold only Cities of their\n"
        "age; every game must end.");
    parser.addHelpOption();
    QCommandLineOption games("games", "Number of games.", "N", "1000");
    QCommandLineOption seed("seed", "First seed; game i uses seed S+i.", "S", "1");
    QCommandLineOption players("players", "Players per game (0: cycle through 2, 3, 4 and the team game).", "P", "0");
    QCommandLineOption cities("cities", "Games with the Cities of Destiny expansion.");
    parser.addOptions({games, seed, players, cities});
    parser.process(args);
    QTextStream out(stdout);
    const qulonglong n = parser.value(games).toULongLong();
    const qulonglong first = parser.value(seed).toULongLong();
    const int fixedPlayers = parser.value(players).toInt();
    QElapsedTimer timer;
    timer.start();
    qulonglong failed = 0, answers = 0;
    for (qulonglong i = 0; i < n; ++i) {
        const std::uint64_t gameSeed = first + i;
        inno::Options options;
        const int variant = static_cast<int>(gameSeed % 4);
        options.playerCount = fixedPlayers >= 2 && fixedPlayers <= 4 ? fixedPlayers : (variant == 3 ? 4 : 2 + variant);
        options.teams = fixedPlayers == 0 && variant == 3 && (gameSeed / 4) % 2 == 0;
        options.cities = parser.isSet(cities);
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
                << (options.teams ? ", teams" : "") << (options.cities ? ", Cities" : "")
                << "): " << QString::fromStdString(f.why) << "\n";
        } catch (const std::exception& e) {
            ++failed;
            out << "FAIL seed " << gameSeed << " (" << options.playerCount << " players"
                << (options.teams ? ", teams" : "") << (options.cities ? ", Cities" : "") << "): error: " << e.what()
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
