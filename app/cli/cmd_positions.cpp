// innovation-cli positions: the evaluation's terms at every action of games between hard bots, with who won, for
// fitting the evaluation's weights (scripts/fit-evaluation.py).
#include "commands.h"

#include "bot_table.h"

#include "bots/evaluate.h"
#include "core/setup.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <atomic>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

namespace {
using Terms = std::array<double, inno::kEvalTermCount>;

// Notes the terms (mover's minus opponent's) at every action; stops a game at 4,000 answers as a loop.
class Recorder final : public BotTable {
public:
    using BotTable::BotTable;
    std::vector<std::pair<int, Terms>> rows;

    struct TooLong {};

private:
    void beforeDecision(const inno::GameState& s, const inno::Prompt& p) override {
        if (++answers_ > 4000) throw TooLong{};
        if (p.kind != inno::PromptKind::Action) return;
        const Terms mine = inno::evaluationTerms(s, p.player), theirs = inno::evaluationTerms(s, 1 - p.player);
        Terms d;
        for (int k = 0; k < inno::kEvalTermCount; ++k) d[k] = mine[k] - theirs[k];
        rows.emplace_back(p.player, d);
    }
    int answers_ = 0;
};

// One game's rows as text, or nothing if it did not finish.
std::string playGame(std::uint64_t seed, int iterations) {
    inno::Options options;
    options.playerCount = 2;
    inno::GameState s = inno::newGameState(options, seed);
    inno::BotBudget budget = inno::defaultBudget(inno::BotLevel::Hard);
    budget.samples = iterations;
    std::vector<std::unique_ptr<inno::Bot>> bots;
    for (int seat = 0; seat < 2; ++seat) bots.push_back(inno::makeBot(inno::BotLevel::Hard, seat, seed * 2 + seat, budget));
    Recorder recorder(std::move(bots));
    try {
        recorder.play(s);
    } catch (const Recorder::TooLong&) {  // a loop: the game is left out
        return {};
    } catch (const std::exception& e) {  // a bot's answer the rules refused: a bug, said and left out
        std::cerr << "positions: game " << seed << " stopped: " << e.what() << "\n";
        return {};
    }
    if (!s.over()) return {};
    std::ostringstream os;
    for (const auto& [mover, terms] : recorder.rows) {
        const bool won = s.winners & (1u << mover), otherWon = s.winners & (1u << (1 - mover));
        os << seed << ' ' << (won && otherWon ? 0.5 : won ? 1.0 : 0.0);
        for (double x : terms) os << ' ' << x;
        os << '\n';
    }
    return os.str();
}
}  // namespace

int runPositionsCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays two-player games between hard bots and prints one line per action: the deal's seed, the outcome for\n"
        "the seat to act (1 won, 0.5 shared, 0 lost) and each evaluation term, that seat's minus its opponent's.\n"
        "Before them: a header naming the terms, and the hard and expert weights of the terms (`weights LEVEL ...`).\n"
        "scripts/fit-evaluation.py fits the evaluation's weights to them.");
    parser.addHelpOption();
    QCommandLineOption gamesOpt("games", "Number of games.", "N", "100");
    QCommandLineOption seedOpt("seed", "Seed of the first deal (game g plays deal S+g).", "S", "1000");
    QCommandLineOption iterationsOpt("iterations", "The hard bots' tree iterations per action.", "N", "2000");
    QCommandLineOption threadsOpt("threads", "Games played at once.", "T",
                                  QString::number(std::max(1u, std::thread::hardware_concurrency())));
    parser.addOptions({gamesOpt, seedOpt, iterationsOpt, threadsOpt});
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
    // The header names the terms; two lines give the weights the bots use now, for comparison with a fit.
    std::ostringstream head;
    head << "seed outcome";
    for (const char* name : inno::kEvalTermNames) head << ' ' << name;
    for (const auto& [level, weights] : {std::pair{"hard", inno::EvalWeights{}}, std::pair{"expert", inno::expertWeights()}}) {
        head << "\nweights " << level;
        for (double x : inno::termWeights(weights)) head << ' ' << x;
    }
    head << '\n';
    std::fputs(head.str().c_str(), stdout);
    std::mutex m;
    std::atomic<int> next{0};
    auto work = [&] {
        for (int g = next++; g < games; g = next++) {
            const std::string rows = playGame(seed + static_cast<qulonglong>(g), iterations);
            std::lock_guard lock(m);
            std::fputs(rows.c_str(), stdout);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < std::min(threads, games); ++t) pool.emplace_back(work);
    for (auto& t : pool) t.join();
    std::fflush(stdout);
    return 0;
}
