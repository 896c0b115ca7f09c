// innovation-cli bench: the engine's speed on one thread, as the bots' searches use it.
#include "commands.h"
#include "expansion_options.h"

#include "bots/determinize.h"
#include "bots/evaluate.h"
#include "bots/random_answer.h"
#include "core/engine.h"
#include "core/rules.h"
#include "core/setup.h"

#include <QCommandLineParser>
#include <QTextStream>

#include <boost/json.hpp>

#include <chrono>
#include <ctime>

namespace {
using Clock = std::chrono::steady_clock;
double since(Clock::time_point t0) { return std::chrono::duration<double>(Clock::now() - t0).count(); }
// CPU time of this thread: on a shared machine it measures the engine, not the neighbours.
double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

// A position some way into a random game, for the micro-measurements.
inno::GameState midGame(const inno::Options& options, std::uint64_t seed, int units) {
    for (;; ++seed) {
        inno::GameState s = inno::newGameState(options, seed);
        inno::RandomSource src(seed);
        try {
            inno::Engine e(s, src, nullptr);
            for (int u = 0; u < units && !s.over(); ++u) e.runUnit();
        } catch (const inno::GameEnded&) {
            continue;
        }
        if (!s.over()) return s;
    }
}
}  // namespace

int runBenchCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Measures, on one thread: random games per second and decisions per second (random answers, inline, no\n"
        "events), the time to copy a game state, to sample the hidden cards for a bot, and to evaluate a position.");
    parser.addHelpOption();
    QCommandLineOption secondsOpt("seconds", "Seconds of random games.", "S", "5");
    QCommandLineOption playersOpt("players", "Players per game.", "N", "2");
    QCommandLineOption seedOpt("seed", "First seed.", "S", "1");
    QCommandLineOption jsonOpt("json", "Print the results as JSON.");
    QCommandLineOption gamesOnlyOpt("games-only", "Only the random games (for profiling).");
    QCommandLineOption gamesOpt("games", "Exactly N random games instead of --seconds (the same games every run, for profilers).", "N");
    const ExpansionOptions expansions;
    QCommandLineOption largeOpt("large", "The large-game rule (five players need parley or distant).", "RULE", "none");
    parser.addOptions({secondsOpt, gamesOpt, playersOpt, seedOpt, jsonOpt, gamesOnlyOpt, largeOpt});
    expansions.addTo(parser);
    parser.process(args);
    QTextStream out(stdout);
    const double seconds = std::max(0.1, parser.value(secondsOpt).toDouble());
    const int players = std::clamp(parser.value(playersOpt).toInt(), 2, inno::kMaxPlayers);
    const std::uint64_t seed = parser.value(seedOpt).toULongLong();
    const std::uint64_t gameCount = parser.isSet(gamesOpt) ? std::max(1ULL, parser.value(gamesOpt).toULongLong()) : 0;

    // 1. Random games, inline, as the playouts run them.
    inno::Options options;
    options.playerCount = players;
    options.sets = expansions.sets(parser);
    options.setOptions = expansions.setOptions(parser, options.sets);
    options.largeGame = inno::parseLargeGame(parser.value(largeOpt).toStdString()).value_or(inno::LargeGame::None);
    if (auto why = inno::setupError(options); !why.empty()) {
        QTextStream(stderr) << "innovation-cli bench: " << QString::fromStdString(why) << "\n";
        return 2;
    }
    std::uint64_t games = 0, decisions = 0, failed = 0;
    const auto t0 = Clock::now();
    const double cpu0 = threadCpuSeconds();
    double elapsed = 0;
    for (std::uint64_t g = 0;; ++g) {
        if (gameCount != 0 ? g == gameCount : (g & 63) == 0 && (elapsed = since(t0)) >= seconds) break;
        inno::GameState s = inno::newGameState(options, seed + g);
        inno::RandomSource src(seed + g);
        try {
            inno::Engine e(s, src, nullptr);
            while (!s.over()) e.runUnit();
        } catch (const inno::GameEnded&) {
        } catch (const std::exception&) {
            ++failed;
        }
        decisions += src.answered;
        ++games;
    }
    const double cpu = threadCpuSeconds() - cpu0;
    if (gameCount != 0) elapsed = since(t0);

    if (parser.isSet(gamesOnlyOpt)) {
        out << games << ExpansionOptions::label(options.sets) << " games, " << decisions << " decisions in " << elapsed
            << " s: " << games / elapsed << " games/s (" << games / cpu << " per CPU second), " << failed
            << " stopped by an error\n";
        return 0;
    }

    // 2. Copying a state.
    const inno::GameState mid = midGame(options, seed, 20);
    const int copies = 2'000'000;
    double t1 = threadCpuSeconds();
    std::uint64_t sink = 0;
    {
        inno::GameState tmp;
        for (int i = 0; i < copies; ++i) {
            tmp = mid;
            sink += tmp.changes;
            asm volatile("" : : "g"(&tmp) : "memory");
        }
    }
    const double copyNs = (threadCpuSeconds() - t1) * 1e9 / copies;

    // 3. Sampling the hidden cards: per sample, and per decision (reconcile the tracker, lay out the slots).
    inno::CardTracker tracker(mid.current);
    tracker.reset(mid);
    std::mt19937_64 rng(seed);
    const int samples = 500'000;
    double t2 = threadCpuSeconds();
    {
        inno::Sampler sampler(mid, tracker);
        inno::GameState tmp;
        for (int i = 0; i < samples; ++i) {
            sampler.sampleInto(tmp, rng);
            sink += tmp.rng();
        }
    }
    const double sampleNs = (threadCpuSeconds() - t2) * 1e9 / samples;
    const int setups = 100'000;
    double t3 = threadCpuSeconds();
    for (int i = 0; i < setups; ++i) {
        tracker.reconcile(mid);
        inno::Sampler sampler(mid, tracker);
        sink += static_cast<std::uint64_t>(i);
    }
    const double setupNs = (threadCpuSeconds() - t3) * 1e9 / setups;

    // 4. Evaluating a position.
    const int evals = 1'000'000;
    double t4 = threadCpuSeconds();
    double acc = 0;
    for (int i = 0; i < evals; ++i) acc += inno::evaluate(mid, i & 1);
    const double evalNs = (threadCpuSeconds() - t4) * 1e9 / evals;
    sink += static_cast<std::uint64_t>(acc);

    const boost::json::object doc{{"players", players},
                                  {"expansions", ExpansionOptions::label(options.sets).trimmed().toStdString()},
                                  {"seconds", elapsed},
                                  {"games", games},
                                  {"failedGames", failed},
                                  {"gamesPerSecond", games / elapsed},
                                  {"cpuSeconds", cpu},
                                  {"gamesPerCpuSecond", games / cpu},
                                  {"decisionsPerCpuSecond", decisions / cpu},
                                  {"decisions", decisions},
                                  {"decisionsPerSecond", decisions / elapsed},
                                  {"decisionsPerGame", games ? double(decisions) / games : 0.0},
                                  {"stateBytes", static_cast<int>(sizeof(inno::GameState))},
                                  {"stateCopyNs", copyNs},
                                  {"resampleNs", sampleNs},
                                  {"samplerSetupNs", setupNs},
                                  {"evaluateNs", evalNs},
                                  {"checksum", sink & 0xFFFF}};
    if (parser.isSet(jsonOpt)) {
        out << QString::fromStdString(boost::json::serialize(doc)) << "\n";
        return 0;
    }
    out << "random " << players << "-player " << ExpansionOptions::label(options.sets).trimmed() << (options.sets > 1 ? " " : "") << "games on one thread for " << QString::number(elapsed, 'f', 1) << " s:\n";
    out << "  " << games << " games (" << failed << " stopped by an error), "
        << QString::number(games / elapsed, 'f', 0) << " games/s\n";
    out << "  per CPU second of this thread (" << QString::number(cpu, 'f', 1) << " s; differs from the wall clock "
        << "when the machine is shared): " << QString::number(games / cpu, 'f', 0) << " games/s, "
        << QString::number(decisions / cpu, 'f', 0) << " decisions/s\n";
    out << "  " << decisions << " decisions, " << QString::number(decisions / elapsed, 'f', 0) << " decisions/s, "
        << QString::number(games ? double(decisions) / games : 0.0, 'f', 1) << " per game\n";
    out << "CPU time per operation:\n";
    out << "state: " << sizeof(inno::GameState) << " bytes, copy " << QString::number(copyNs, 'f', 0) << " ns\n";
    out << "resample hidden cards: " << QString::number(sampleNs, 'f', 0) << " ns per sample, "
        << QString::number(setupNs / 1000, 'f', 1) << " us per decision to set up\n";
    out << "evaluate a position: " << QString::number(evalNs, 'f', 0) << " ns\n";
    return 0;
}
