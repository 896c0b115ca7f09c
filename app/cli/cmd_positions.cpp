// innovation-cli positions: the evaluation's terms of every seat at every action of games between hard (or medium)
// bots, with who won, for fitting the evaluation's weights (scripts/fit-evaluation.py).
#include "commands.h"
#include "expansion_options.h"

#include "bot_table.h"
#include "positions_journal.h"

#include "bots/evaluate.h"
#include "core/rules.h"
#include "core/setup.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <atomic>
#include <bit>
#include <iostream>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>

namespace {
using Terms = std::vector<double>;  // the base game's terms, then every registered set's (evaluate.h)

// Notes every seat's terms at every action; stops a game at 4,000 answers as a loop.
class Recorder final : public BotTable {
public:
    using BotTable::BotTable;
    std::vector<std::vector<Terms>> positions;  // per action, per seat

    struct TooLong {};

private:
    void beforeDecision(const inno::GameState& s, const inno::Prompt& p) override {
        if (++answers_ > 4000) throw TooLong{};
        if (p.kind != inno::PromptKind::Action) return;
        std::vector<Terms>& seats = positions.emplace_back();
        for (int seat = 0; seat < s.playerCount(); ++seat) seats.push_back(inno::evaluationTerms(s, seat));
    }
    int answers_ = 0;
};

// One game's rows as text, or nothing if it did not finish: a line per seat at each action, with the seat's
// share of the victory (1 alone, 1/k shared by k seats, 0 lost).
std::string playGame(const inno::Options& options, std::uint64_t seed, inno::BotLevel level, int iterations) {
    inno::GameState s = inno::newGameState(options, seed);
    inno::BotBudget budget = inno::defaultBudget(level);
    if (level == inno::BotLevel::Hard) budget.samples = iterations;
    const int n = options.playerCount;
    std::vector<std::unique_ptr<inno::Bot>> bots;
    for (int seat = 0; seat < n; ++seat)
        bots.push_back(inno::makeBot(level, seat, seed * static_cast<std::uint64_t>(n) + seat, budget));
    Recorder recorder(std::move(bots));
    try {
        recorder.play(s);
    } catch (const Recorder::TooLong&) {  // a loop: the game is left out
        return {};
    } catch (const std::exception& e) {  // a bot's answer the rules refused: a bug, said and left out
        std::cerr << "positions: game " << seed << " stopped: " << e.what() << "\n";
        return {};
    }
    if (!s.over() || s.winners == 0) return {};
    const int winners = std::popcount(static_cast<unsigned>(s.winners));
    std::ostringstream os;
    for (std::size_t k = 0; k < recorder.positions.size(); ++k)
        for (int seat = 0; seat < n; ++seat) {
            os << seed << ' ' << k << ' ' << ((s.winners >> seat) & 1 ? 1.0 / winners : 0.0);
            for (double x : recorder.positions[k][static_cast<std::size_t>(seat)]) os << ' ' << x;
            os << '\n';
        }
    return os.str();
}
}  // namespace

int runPositionsCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays games between hard bots and prints, at every action, one line per seat: the deal's seed, the\n"
        "action's number in the game, the seat's share of the victory (1 won alone, 1/k shared by k seats, 0 lost)\n"
        "and the seat's evaluation terms. Before them: a header naming the terms, and the hard and expert weights\n"
        "of the terms and their temperatures for this table (`weights LEVEL ...`, `temperature LEVEL T`), and a\n"
        "line `# positions ...` naming the table, the bots and the first deal. The games come in the order of their\n"
        "deals, each closed by a line `# game SEED` (`# game SEED left out` for one that looped or failed).\n"
        "With --journal FILE the lines go to FILE instead, and a run that was stopped goes on after the last\n"
        "closed game: the same command, with as many or more games, ends with the file an unbroken run writes.\n"
        "scripts/fit-evaluation.py fits the weights to them.");
    parser.addHelpOption();
    QCommandLineOption gamesOpt("games", "Number of games.", "N", "100");
    QCommandLineOption seedOpt("seed", "Seed of the first deal (game g plays deal S+g).", "S", "1000");
    QCommandLineOption iterationsOpt("iterations", "The hard bots' tree iterations per action.", "N", "2000");
    QCommandLineOption levelOpt("level", "The bots' level: hard or medium.", "LEVEL", "hard");
    QCommandLineOption journalOpt("journal", "Write the lines to FILE, going on after the games it already holds.",
                                  "FILE");
    QCommandLineOption threadsOpt("threads", "Games played at once.", "T",
                                  QString::number(std::max(1u, std::thread::hardware_concurrency())));
    QCommandLineOption playersOpt("players", "Seats at the table (2 to 5; no teams).", "N", "2");
    QCommandLineOption largeOpt("large", "The large-game rule for four or five seats: none, parley or distant.", "RULE",
                                "none");
    const ExpansionOptions expansions;
    parser.addOptions({gamesOpt, seedOpt, iterationsOpt, levelOpt, journalOpt, threadsOpt, playersOpt, largeOpt});
    expansions.addTo(parser);
    parser.process(args);
    bool ok1 = false, ok2 = false, ok3 = false, ok4 = false;
    const int games = parser.value(gamesOpt).toInt(&ok1);
    const qulonglong seed = parser.value(seedOpt).toULongLong(&ok2);
    const int iterations = parser.value(iterationsOpt).toInt(&ok3);
    const int threads = parser.value(threadsOpt).toInt(&ok4);
    if (!ok1 || !ok2 || !ok3 || !ok4 || games < 1 || iterations < 1 || threads < 1) {
        QTextStream(stderr) << "innovation-cli positions: --games, --seed, --iterations and --threads take positive numbers\n";
        return 2;
    }
    const auto level = inno::parseBotLevel(parser.value(levelOpt).toStdString());
    if (level != inno::BotLevel::Hard && level != inno::BotLevel::Medium) {
        QTextStream(stderr) << "innovation-cli positions: --level must be hard or medium\n";
        return 2;
    }
    inno::Options options;
    options.playerCount = parser.value(playersOpt).toInt();
    options.sets = expansions.sets(parser);
    options.setOptions = expansions.setOptions(parser, options.sets);
    const auto large = inno::parseLargeGame(parser.value(largeOpt).toStdString());
    if (!large) {
        QTextStream(stderr) << "innovation-cli positions: --large must be none, parley or distant\n";
        return 2;
    }
    options.largeGame = *large;
    if (auto why = inno::setupError(options); !why.empty()) {
        QTextStream(stderr) << "innovation-cli positions: " << QString::fromStdString(why) << "\n";
        return 2;
    }
    // The header names the terms; two lines give the weights the bots use now, for comparison with a fit.
    std::ostringstream head;
    head << "seed position outcome";
    for (const char* name : inno::evalTermNames()) head << ' ' << name;
    for (const auto& [level, weights] :
         {std::pair{"hard", inno::handSetWeights(options)}, std::pair{"expert", inno::expertWeights(options)}}) {
        head << "\nweights " << level;
        for (double x : inno::termWeights(weights)) head << ' ' << x;
        head << "\ntemperature " << level << ' ' << weights.temperature;
    }
    // What makes two runs write the same lines (the number of games aside: a journal can be extended).
    const std::string expansionsInPlay = ExpansionOptions::label(options.sets).toStdString();
    head << "\n# positions players " << options.playerCount << " large " << parser.value(largeOpt).toStdString()
         << " sets" << (expansionsInPlay.empty() ? std::string(" base") : expansionsInPlay) << " options " << int(options.setOptions)
         << " level " << inno::botLevelName(*level);
    if (*level == inno::BotLevel::Hard) head << " iterations " << iterations;
    head << " seed " << seed << '\n';
    PositionsJournal journal;
    const bool journaled = parser.isSet(journalOpt);
    if (journaled) {
        if (auto why = journal.open(parser.value(journalOpt).toStdString(), head.str()); !why.empty()) {
            QTextStream(stderr) << "innovation-cli positions: " << QString::fromStdString(why) << "\n";
            return 2;
        }
    } else {
        std::fputs(head.str().c_str(), stdout);
    }
    const int resumed = journal.closedGames();
    // Games finish in any order on several threads; each is written once every game before it is.
    std::mutex m;
    std::map<int, std::string> waiting;
    int nextToWrite = resumed;
    std::atomic<int> next{resumed};
    auto work = [&] {
        for (int g = next++; g < games; g = next++) {
            const qulonglong deal = seed + static_cast<qulonglong>(g);
            std::string rows = playGame(options, deal, *level, iterations);
            rows += closingLine(deal, rows.empty());
            std::lock_guard lock(m);
            waiting.emplace(g, std::move(rows));
            for (auto it = waiting.begin(); it != waiting.end() && it->first == nextToWrite; it = waiting.erase(it)) {
                if (journaled)
                    journal.append(it->second);
                else
                    std::fputs(it->second.c_str(), stdout);
                ++nextToWrite;
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < std::min(threads, games - resumed); ++t) pool.emplace_back(work);
    for (auto& t : pool) t.join();
    std::fflush(stdout);
    if (journaled)
        QTextStream(stderr) << "positions: " << journal.closedGames() << " games in " << parser.value(journalOpt)
                            << " (" << resumed << " were there before), " << journal.leftOut() << " left out, "
                            << journal.rows() / options.playerCount << " positions\n";
    return 0;
}
