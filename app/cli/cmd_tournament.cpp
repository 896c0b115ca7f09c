// innovation-cli tournament: bots against each other on fixed deals, every deal played with every seat rotation.
#include "commands.h"
#include "expansion_options.h"

#include "bot_table.h"
#include "net/host/protocol.h"
#include "tournament_journal.h"

#include "bots/bot.h"
#include "bots/policy.h"
#include "core/engine.h"
#include "core/rules.h"
#include "core/setup.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <boost/json.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <mutex>
#include <thread>

namespace {
using Clock = std::chrono::steady_clock;

using tournament::GameResult;

struct CapReached {};

std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}
std::uint64_t digestAnswer(std::uint64_t digest, const inno::Answer& a) {
    digest = mix(digest ^ (a.size() + 0x100));
    for (std::uint8_t i : a) digest = mix(digest ^ i);
    return digest;
}

// Stops a game at the answer cap and notes every decision's answer and time.
class Table final : public BotTable {
public:
    Table(std::vector<std::unique_ptr<inno::Bot>> bots, GameResult& r, int cap)
        : BotTable(std::move(bots)), r_(r), cap_(cap) {}

private:
    void beforeDecision(const inno::GameState&, const inno::Prompt&) override {
        if (++r_.answers > cap_) throw CapReached{};
    }
    void afterDecision(const inno::Prompt& p, const inno::Answer& a, float ms, float cpuMs) override {
        r_.digest = digestAnswer(r_.digest, a);
        const int bot = r_.botAt[p.player];
        r_.decisionMs[bot].push_back(ms);
        r_.cpuMs[bot].push_back(cpuMs);
        if (p.kind == inno::PromptKind::Action) r_.actionMs[bot].push_back(ms), r_.actionCpuMs[bot].push_back(cpuMs);
    }

    GameResult& r_;
    int cap_;
};

GameResult playGame(const std::vector<inno::BotLevel>& levels, inno::LargeGame largeGame, inno::SetMask sets,
                    std::uint8_t setOptions, std::uint64_t seed,
                    int deal, int rotation, int cap, int timeLimitMs) {
    const int n = static_cast<int>(levels.size());
    GameResult r;
    r.decisionMs.resize(n);
    r.actionMs.resize(n);
    r.cpuMs.resize(n);
    r.actionCpuMs.resize(n);
    inno::Options options;
    options.playerCount = n;
    options.largeGame = largeGame;
    options.sets = sets;
    options.setOptions = setOptions;
    inno::GameState s = inno::newGameState(options, seed + static_cast<std::uint64_t>(deal));
    std::vector<std::unique_ptr<inno::Bot>> bots;
    for (int seat = 0; seat < n; ++seat) {
        const int bot = (seat + rotation) % n;
        r.botAt[seat] = bot;
        bots.push_back(inno::makeBot(levels[bot], seat, mix(seed * 1000003u + deal * 101u + rotation * 11u + seat)));
        if (timeLimitMs > 0) bots.back()->setTimeLimitMs(timeLimitMs);
    }
    Table table(std::move(bots), r, cap);
    try {
        table.play(s);
    } catch (const CapReached&) {
        r.capped = true;
    } catch (const std::exception& e) {
        r.error = e.what();
    }
    r.winners = s.over() ? s.winners : 0;
    r.turns = s.turnNumber;
    return r;
}

double percentile(std::vector<float> v, double q) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, static_cast<std::size_t>(std::ceil(q * v.size())) - (q > 0 ? 1 : 0));
    return v[i];
}

// Wilson score interval, 95%.
std::pair<double, double> wilson(double p, double n) {
    if (n <= 0) return {0, 1};
    const double z = 1.959963984540054, z2 = z * z;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

struct Standing {
    std::string_view bot;
    int wins = 0, losses = 0, draws = 0;
    double winRate = 0, wilsonLow = 0, wilsonHigh = 0;
    int decisions = 0;
    double decisionMsP50 = 0, decisionMsP99 = 0;
    int actionDecisions = 0;
    double actionMsP50 = 0, actionMsP99 = 0;
    double cpuMsP50 = 0, cpuMsP99 = 0;  // processor time per decision
    double actionCpuMsP50 = 0, actionCpuMsP99 = 0;
};

// A game stopped by the answer cap or by an error.
struct Problem {
    int deal = 0, rotation = 0;
    std::uint64_t seed = 0;
    std::string what;
};

struct Summary {
    std::vector<Standing> bots;
    int games = 0, deals = 0, threads = 0, answerCap = 0, cappedGames = 0, failedGames = 0;
    int resumedGames = 0;  // taken from a journal: `seconds` is the time of the others only
    inno::SetMask sets = 1;
    std::string largeGame;
    std::uint64_t seed = 0, digest = 0;
    double meanTurns = 0, meanAnswers = 0, seconds = 0;
    std::vector<Problem> problems;
};

std::string hexDigest(std::uint64_t d) { return QString::number(d, 16).rightJustified(16, '0').toStdString(); }

std::string summaryJson(const Summary& s) {
    namespace bj = boost::json;
    bj::array bots;
    for (std::size_t b = 0; b < s.bots.size(); ++b) {
        const Standing& t = s.bots[b];
        bots.push_back(bj::object{{"bot", t.bot},
                                  {"index", b},
                                  {"wins", t.wins},
                                  {"losses", t.losses},
                                  {"draws", t.draws},
                                  {"winRate", t.winRate},
                                  {"wilsonLow", t.wilsonLow},
                                  {"wilsonHigh", t.wilsonHigh},
                                  {"decisions", t.decisions},
                                  {"decisionMsP50", t.decisionMsP50},
                                  {"decisionMsP99", t.decisionMsP99},
                                  {"actionDecisions", t.actionDecisions},
                                  {"actionMsP50", t.actionMsP50},
                                  {"actionMsP99", t.actionMsP99},
                                  {"cpuMsP50", t.cpuMsP50},
                                  {"cpuMsP99", t.cpuMsP99},
                                  {"actionCpuMsP50", t.actionCpuMsP50},
                                  {"actionCpuMsP99", t.actionCpuMsP99}});
    }
    bj::array problems;
    for (const Problem& p : s.problems)
        problems.push_back(bj::object{{"deal", p.deal}, {"rotation", p.rotation}, {"seed", p.seed}, {"problem", p.what}});
    return bj::serialize(bj::object{{"bots", std::move(bots)},
                                    {"games", s.games},
                                    {"deals", s.deals},
                                    {"seed", s.seed},
                                    {"expansions", ExpansionOptions::label(s.sets).trimmed().toStdString()},
                                    {"large", s.largeGame},
                                    {"answersDigest", hexDigest(s.digest)},
                                    {"threads", s.threads},
                                    {"answerCap", s.answerCap},
                                    {"cappedGames", s.cappedGames},
                                    {"failedGames", s.failedGames},
                                    {"meanTurns", s.meanTurns},
                                    {"meanAnswers", s.meanAnswers},
                                    {"seconds", s.seconds},
                                    {"resumedGames", s.resumedGames},
                                    {"simulationsRefused", inno::simulationsRefusedByTheRules()},
                                    {"problems", std::move(problems)}});
}

void printSummary(QTextStream& out, const Summary& s) {
    const int n = static_cast<int>(s.bots.size());
    out << s.games << ExpansionOptions::label(s.sets) << " games (" << s.deals << " deals x " << n << " seat rotations), seed " << s.seed << ", " << s.threads
        << " threads, " << QString::number(s.seconds, 'f', 1) << " s";
    if (s.resumedGames > 0) out << " (" << s.resumedGames << " games taken from the journal)";
    out << "\n";
    out << QString("%1 %2 %3 %4 %5  %6  %7  %8  %9\n")
               .arg("bot", -10)
               .arg("wins", 5)
               .arg("losses", 6)
               .arg("draws", 5)
               .arg("win rate", 8)
               .arg("Wilson 95%", -13)
               .arg("decision ms p50/p99", -20)
               .arg("action ms p50/p99", -20)
               .arg("cpu ms p50/p99 (actions)");
    for (int b = 0; b < n; ++b) {
        const Standing& t = s.bots[b];
        out << QString("%1 %2 %3 %4 %5  %6  %7  %8  %9\n")
                   .arg(inno::net::qstring(t.bot) + (n > 1 ? "#" + QString::number(b + 1) : ""), -10)
                   .arg(t.wins, 5)
                   .arg(t.losses, 6)
                   .arg(t.draws, 5)
                   .arg(QString::number(100 * t.winRate, 'f', 1) + "%", 8)
                   .arg(QString("[%1, %2]")
                            .arg(QString::number(100 * t.wilsonLow, 'f', 1))
                            .arg(QString::number(100 * t.wilsonHigh, 'f', 1)),
                        -13)
                   .arg(QString::number(t.decisionMsP50, 'f', 2) + " / " + QString::number(t.decisionMsP99, 'f', 2), -20)
                   .arg(QString::number(t.actionMsP50, 'f', 2) + " / " + QString::number(t.actionMsP99, 'f', 2), -20)
                   .arg(QString::number(t.cpuMsP50, 'f', 2) + " / " + QString::number(t.cpuMsP99, 'f', 2) + " (" +
                        QString::number(t.actionCpuMsP50, 'f', 2) + " / " + QString::number(t.actionCpuMsP99, 'f', 2) + ")");
    }
    out << "mean game length: " << QString::number(s.meanTurns, 'f', 1) << " turns, "
        << QString::number(s.meanAnswers, 'f', 1) << " answers\n";
    out << "games that hit the answer cap (" << s.answerCap << "): " << s.cappedGames << "; games that failed: " << s.failedGames
        << "\n";
    out << "answers digest: " << QString::fromStdString(hexDigest(s.digest)) << "\n";
    if (const auto refused = inno::simulationsRefusedByTheRules())
        out << "simulations inside the bots that the rules refused (dropped, this run): " << refused << "\n";
    for (const Problem& p : s.problems)
        out << "  deal " << p.deal << " rotation " << p.rotation << ": " << QString::fromStdString(p.what) << "\n";
}
}  // namespace

int runTournamentCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Plays bots against each other. Each deal (seed S+d) is played once with every seat rotation, so every bot\n"
        "sits in every seat of every deal. Prints wins, losses, draws (shared victories), the win rate (a draw\n"
        "counts one half) with its Wilson 95% interval, the mean game length, per-decision times (wall clock, and the\n"
        "processor time of the deciding thread, which a loaded machine does not inflate) and the games\n"
        "that hit the answer cap (a loop) or failed. The answers digest folds every answer of every game in\n"
        "order: two runs with the same digest played the same games. With --journal a long tournament can be\n"
        "stopped and started again, here or on another machine, and reports as one unbroken run would.");
    parser.addHelpOption();
    QCommandLineOption botsOpt("bots", "Two to five levels (one per seat): random, easy, medium, hard, expert.",
                               "A,B[,C,D,E]", "easy,random");
    QCommandLineOption largeOpt("large",
                                "The large-game rule for four or five bots: none, parley or distant (five bots need "
                                "parley or distant).",
                                "RULE", "none");
    QCommandLineOption gamesOpt("games", "Number of games (rounded up to whole deals).", "N", "20");
    QCommandLineOption seedOpt("seed", "Seed of the first deal.", "S", "1");
    QCommandLineOption threadsOpt("threads", "Games played at once.", "T",
                                  QString::number(std::max(1u, std::thread::hardware_concurrency())));
    QCommandLineOption capOpt("cap", "Answers after which a game is stopped as a loop.", "N", "4000");
    QCommandLineOption timeOpt("time-limit-ms", "Wall-clock cap per decision (0: iterations only).", "MS", "0");
    QCommandLineOption jsonOpt("json", "Print the results as JSON.");
    QCommandLineOption quietOpt("quiet", "No progress on stderr.");
    QCommandLineOption journalOpt("journal",
                                  "Write each finished game to FILE, and first take the games an earlier run of the same "
                                  "tournament wrote there: a stopped run started again goes on where it stopped.",
                                  "FILE");
    const ExpansionOptions expansions;
    QCommandLineOption requireOpt("require-win-rate",
                                  "Exit with status 1 unless the first bot's win rate reaches R (for CI).", "R", "0");
    parser.addOptions({botsOpt, largeOpt, gamesOpt, seedOpt, threadsOpt, capOpt, timeOpt, jsonOpt, quietOpt, journalOpt, requireOpt});
    expansions.addTo(parser);
    parser.process(args);
    QTextStream out(stdout), err(stderr);

    std::vector<inno::BotLevel> levels;
    QStringList names = parser.value(botsOpt).split(',', Qt::SkipEmptyParts);
    for (const QString& name : names) {
        auto l = inno::parseBotLevel(name.trimmed().toStdString());
        if (!l) {
            err << "innovation-cli tournament: unknown bot level '" << name << "'\n";
            return 2;
        }
        levels.push_back(*l);
    }
    if (levels.size() < 2 || levels.size() > inno::kMaxPlayers) {
        err << "innovation-cli tournament: --bots needs two to five levels\n";
        return 2;
    }
    const auto largeGame = inno::parseLargeGame(parser.value(largeOpt).toStdString());
    if (!largeGame) {
        err << "innovation-cli tournament: --large must be none, parley or distant\n";
        return 2;
    }
    inno::Options checked;
    checked.playerCount = static_cast<int>(levels.size());
    checked.largeGame = *largeGame;
    if (auto why = inno::setupError(checked); !why.empty()) {
        err << "innovation-cli tournament: " << QString::fromStdString(why) << "\n";
        return 2;
    }
    const int n = static_cast<int>(levels.size());
    const int games = std::max(1, parser.value(gamesOpt).toInt());
    const int deals = (games + n - 1) / n;
    const int total = deals * n;
    const std::uint64_t seed = parser.value(seedOpt).toULongLong();
    const int threads = std::max(1, parser.value(threadsOpt).toInt());
    const int cap = std::max(10, parser.value(capOpt).toInt());
    const int timeLimit = std::max(0, parser.value(timeOpt).toInt());
    const inno::SetMask sets = expansions.sets(parser);
    const std::uint8_t setOptions = expansions.setOptions(parser, sets);

    std::vector<GameResult> results(static_cast<std::size_t>(total));
    tournament::Journal journal;
    if (parser.isSet(journalOpt)) {
        QStringList levelNames;
        for (inno::BotLevel l : levels) levelNames << QString::fromUtf8(inno::botLevelName(l).data(), inno::botLevelName(l).size());
        const tournament::TournamentKey key{levelNames.join(',').toStdString(), std::string(inno::largeGameName(*largeGame)),
                                            ExpansionOptions::label(sets).trimmed().toStdString(), seed, cap, timeLimit};
        if (auto why = journal.open(parser.value(journalOpt).toStdString(), key, results); !why.empty()) {
            err << "innovation-cli tournament: " << QString::fromStdString(why) << "\n";
            return 2;
        }
        if (!parser.isSet(quietOpt) && journal.resumed() > 0)
            err << "  " << journal.resumed() << "/" << total << " games taken from " << parser.value(journalOpt) << "\n", err.flush();
    }
    std::atomic<int> next{0}, finished{journal.resumed()};
    std::mutex printMutex;
    const auto t0 = Clock::now();
    auto worker = [&] {
        for (int g; (g = next++) < total;) {
            if (results[g].played()) continue;  // taken from the journal
            GameResult r = playGame(levels, *largeGame, sets, setOptions, seed, g / n, g % n, cap, timeLimit);
            std::lock_guard lock(printMutex);
            journal.append(g, r);
            results[g] = std::move(r);
            const int f = ++finished;
            if (!parser.isSet(quietOpt)) {
                // Running standings of the first bot over the games finished so far.
                int w = 0, l = 0, d = 0;
                for (const GameResult& x : results) {
                    if (!x.played()) continue;
                    int seat = 0;
                    while (x.botAt[seat] != 0) ++seat;
                    const int winners = std::popcount(static_cast<unsigned>(x.winners));
                    if (x.capped || !x.error.empty() || ((x.winners >> seat) & 1 && winners > 1)) ++d;
                    else if ((x.winners >> seat) & 1) ++w;
                    else ++l;
                }
                err << "  " << f << "/" << total << " games; " << parser.value(botsOpt).section(',', 0, 0) << ": " << w
                    << " won, " << l << " lost, " << d << " drawn\n";
                err.flush();
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 0; t < std::min(threads, total); ++t) pool.emplace_back(worker);
    for (auto& t : pool) t.join();
    const double seconds = std::chrono::duration<double>(Clock::now() - t0).count();

    struct Tally {
        int wins = 0, losses = 0, draws = 0;
        std::vector<float> ms, actionMs, cpuMs, actionCpuMs;
    };
    std::vector<Tally> tally(n);
    Summary summary;
    summary.games = total;
    summary.deals = deals;
    summary.seed = seed;
    summary.sets = sets;
    summary.largeGame = parser.value(largeOpt).toStdString();
    summary.threads = threads;
    summary.answerCap = cap;
    summary.seconds = seconds;
    summary.resumedGames = journal.resumed();
    double turns = 0, answers = 0;
    int counted = 0;
    for (int g = 0; g < total; ++g) {
        const GameResult& r = results[g];
        summary.digest = mix(summary.digest ^ r.digest);
        for (int b = 0; b < n; ++b) {
            tally[b].ms.insert(tally[b].ms.end(), r.decisionMs[b].begin(), r.decisionMs[b].end());
            tally[b].actionMs.insert(tally[b].actionMs.end(), r.actionMs[b].begin(), r.actionMs[b].end());
            tally[b].cpuMs.insert(tally[b].cpuMs.end(), r.cpuMs[b].begin(), r.cpuMs[b].end());
            tally[b].actionCpuMs.insert(tally[b].actionCpuMs.end(), r.actionCpuMs[b].begin(), r.actionCpuMs[b].end());
        }
        if (r.capped || !r.error.empty()) {
            (r.capped ? summary.cappedGames : summary.failedGames)++;
            summary.problems.push_back({g / n, g % n, seed + g / n, r.capped ? std::string("answer cap") : r.error});
            for (int b = 0; b < n; ++b) ++tally[b].draws;  // an unfinished game counts as a draw for everyone
            continue;
        }
        turns += r.turns;
        answers += r.answers;
        ++counted;
        const int winnersCount = std::popcount(static_cast<unsigned>(r.winners));
        for (int seat = 0; seat < n; ++seat) {
            Tally& t = tally[r.botAt[seat]];
            if (!(r.winners & (1u << seat))) ++t.losses;
            else if (winnersCount == 1) ++t.wins;
            else ++t.draws;
        }
    }
    summary.meanTurns = counted ? turns / counted : 0.0;
    summary.meanAnswers = counted ? answers / counted : 0.0;

    for (int b = 0; b < n; ++b) {
        const Tally& t = tally[b];
        const double rate = (t.wins + 0.5 * t.draws) / total;
        auto [lo, hi] = wilson(rate, total);
        summary.bots.push_back({inno::botLevelName(levels[b]), t.wins, t.losses, t.draws, rate, lo, hi,
                                static_cast<int>(t.ms.size()), percentile(t.ms, 0.5), percentile(t.ms, 0.99),
                                static_cast<int>(t.actionMs.size()), percentile(t.actionMs, 0.5),
                                percentile(t.actionMs, 0.99), percentile(t.cpuMs, 0.5), percentile(t.cpuMs, 0.99),
                                percentile(t.actionCpuMs, 0.5), percentile(t.actionCpuMs, 0.99)});
    }
    if (parser.isSet(jsonOpt)) out << QString::fromStdString(summaryJson(summary)) << "\n";
    else printSummary(out, summary);
    // A game stopped by the answer cap is a bot stuck in a loop: a defect, like a failed game.
    const double required = parser.value(requireOpt).toDouble();
    const Standing& first = summary.bots.front();
    const bool rateOk = first.winRate >= required;
    if (!rateOk)
        err << "innovation-cli tournament: " << inno::net::qstring(first.bot) << " won less than "
            << QString::number(100 * required, 'f', 1) << "%\n";
    return summary.failedGames == 0 && summary.cappedGames == 0 && rateOk ? 0 : 1;
}
