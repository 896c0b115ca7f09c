// innovation-cli review: the game review of a saved game for one seat (bots/review.h), as text or JSON; the same
// figures on every run.
#include "commands.h"

#include "bots/review.h"
#include "core/notation.h"
#include "json/json_io.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>

#include <boost/json.hpp>

#include <chrono>
#include <cmath>
#include <ctime>

namespace {
namespace bj = boost::json;

double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + ts.tv_nsec * 1e-9;
}

// A chance as printed: four decimals, so that the text and the JSON agree and stay short.
double rounded(double x) { return std::round(x * 10000.0) / 10000.0; }

QString percent(double x) { return x < 0 ? QStringLiteral("-") : QString::number(x * 100.0, 'f', 1) + "%"; }

QString words(const inno::Prompt& p, const inno::Answer& a, const inno::Names& names) {
    QStringList parts;
    for (const std::string& t : inno::answerTexts(p, a, names)) parts << QString::fromStdString(t);
    return parts.isEmpty() ? QStringLiteral("nothing") : parts.join(", ");
}

bj::array textsJson(const inno::Prompt& p, const inno::Answer& a, const inno::Names& names) {
    bj::array out;
    for (const std::string& t : inno::answerTexts(p, a, names)) out.emplace_back(t);
    return out;
}

bj::value chanceJson(double x) { return x < 0 ? bj::value(nullptr) : bj::value(rounded(x)); }

bj::object reviewJson(const inno::Game& game, const inno::GameReview& r, std::uint64_t seed) {
    const inno::Names& names = game.names();
    const int seats = static_cast<int>(names.size());
    bj::object o;
    o["seat"] = names[static_cast<std::size_t>(r.seat)];
    o["seed"] = seed;
    bj::array points;
    for (const inno::ReviewPoint& p : r.points) {
        bj::array chances;
        for (int s = 0; s < seats; ++s) chances.emplace_back(rounded(p.chances[static_cast<std::size_t>(s)]));
        points.push_back(bj::object{{"position", p.position},
                                    {"turn", p.turn},
                                    {"decidedBy", p.decidedBy < 0 ? bj::value(nullptr)
                                                                  : bj::value(names[static_cast<std::size_t>(p.decidedBy)])},
                                    {"chances", std::move(chances)}});
    }
    o["points"] = std::move(points);
    bj::array decisions;
    for (const inno::ReviewDecision& d : r.decisions)
        decisions.push_back(bj::object{{"position", d.position},
                                       {"turn", d.turn},
                                       {"played", textsJson(d.prompt, d.played, names)},
                                       {"expert", textsJson(d.prompt, d.expert, names)},
                                       {"playedChance", chanceJson(d.playedChance)},
                                       {"expertChance", chanceJson(d.expertChance)},
                                       {"drop", rounded(d.drop())}});
    o["decisions"] = std::move(decisions);
    bj::array worst;
    for (std::size_t i : r.worst) worst.emplace_back(r.decisions[i].position);
    o["worst"] = std::move(worst);
    return o;
}

void printText(QTextStream& out, const inno::Game& game, const inno::GameReview& r, std::uint64_t seed) {
    const inno::Names& names = game.names();
    const int seats = static_cast<int>(names.size());
    out << "Review for " << QString::fromStdString(names[static_cast<std::size_t>(r.seat)]) << " (seed " << seed
        << "): " << r.points.size() << " positions, " << r.decisions.size() << " decisions\n";
    out << "Win chances after every decision:\nposition turn decided-by";
    for (const std::string& n : names) out << " " << QString::fromStdString(n);
    out << "\n";
    for (const inno::ReviewPoint& p : r.points) {
        out << p.position << " " << p.turn << " "
            << (p.decidedBy < 0 ? QStringLiteral("-") : QString::fromStdString(names[static_cast<std::size_t>(p.decidedBy)]));
        for (int s = 0; s < seats; ++s) out << " " << percent(p.chances[static_cast<std::size_t>(s)]);
        out << "\n";
    }
    out << "Decisions (position, turn: played -> chance; the Expert's -> chance):\n";
    for (const inno::ReviewDecision& d : r.decisions)
        out << d.position << ", turn " << d.turn << ": " << words(d.prompt, d.played, names) << " -> "
            << percent(d.playedChance) << "; " << words(d.prompt, d.expert, names) << " -> " << percent(d.expertChance)
            << "\n";
    out << "The " << r.worst.size() << " decision(s) that cost most:\n";
    for (std::size_t i : r.worst) {
        const inno::ReviewDecision& d = r.decisions[i];
        out << d.position << ", turn " << d.turn << ": " << words(d.prompt, d.played, names) << " "
            << percent(d.playedChance) << " instead of " << words(d.prompt, d.expert, names) << " "
            << percent(d.expertChance) << " (-" << QString::number(d.drop() * 100.0, 'f', 1) << " points)\n";
    }
}
}  // namespace

int runReviewCommand(const QStringList& args) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        "Reviews a saved game for one seat: the Expert's estimate of every seat's chance to win after each decision,\n"
        "using only what that seat could see; for each of its own decisions what it chose and what the Expert would\n"
        "have chosen, with the chance after each; and the three decisions that cost it most. The figures are the same\n"
        "on every run.");
    parser.addHelpOption();
    parser.addPositionalArgument("FILE", "A saved game (.json).");
    const inno::ReviewSettings defaults;
    QCommandLineOption seatOpt("seat", "The seat to review, by its player's name.", "NAME");
    QCommandLineOption jsonOpt("json", "Print the review as JSON.");
    QCommandLineOption graphOpt("graph-samples", "Samples of the hidden cards per position of the graph.", "N",
                                QString::number(defaults.graphSamples));
    QCommandLineOption actionOpt("action-iterations", "Tree-search iterations at each of the seat's actions.", "N",
                                 QString::number(defaults.actionIterations));
    QCommandLineOption playedOpt("played-iterations",
                                 "Iterations valuing the seat's action where the Expert chose another.", "N",
                                 QString::number(defaults.playedIterations));
    QCommandLineOption innerOpt("inner-samples", "Samples each answer to a choice inside an action is played out in.",
                                "N", QString::number(defaults.innerSamples));
    QCommandLineOption seedOpt("seed", "Seed the review's random streams with S instead of the game's own seed (to see "
                                       "how far the estimates move).", "S");
    QCommandLineOption timingOpt("timing", "Print the CPU time the review took (on standard error).");
    parser.addOptions({seatOpt, jsonOpt, graphOpt, actionOpt, playedOpt, innerOpt, seedOpt, timingOpt});
    parser.process(args);
    QTextStream err(stderr);
    if (parser.positionalArguments().size() != 1 || !parser.isSet(seatOpt)) {
        err << "innovation-cli review: give one saved game and --seat NAME\n";
        return 2;
    }
    inno::ReviewSettings settings;
    bool ok = true;
    for (auto [opt, field] : {std::pair{&graphOpt, &settings.graphSamples}, std::pair{&actionOpt, &settings.actionIterations},
                              std::pair{&playedOpt, &settings.playedIterations}, std::pair{&innerOpt, &settings.innerSamples}}) {
        bool valid = false;
        *field = parser.value(*opt).toInt(&valid);
        ok = ok && valid && *field >= 1 && *field <= 1'000'000;
    }
    if (!ok) {
        err << "innovation-cli review: budgets must be whole numbers from 1 to 1000000\n";
        return 2;
    }
    const QString path = parser.positionalArguments().front();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        err << "innovation-cli review: cannot read " << path << "\n";
        return 1;
    }
    const inno::json::Loaded loaded = inno::json::loadGame(file.readAll().toStdString());
    if (!loaded.game) {
        err << "innovation-cli review: " << path << ": " << QString::fromStdString(loaded.error) << "\n";
        return 1;
    }
    const inno::Game& game = *loaded.game;
    int seat = -1;
    QStringList names;
    for (std::size_t s = 0; s < game.names().size(); ++s) {
        names << QString::fromStdString(game.names()[s]);
        if (names.back() == parser.value(seatOpt)) seat = static_cast<int>(s);
    }
    if (seat < 0) {
        err << "innovation-cli review: no seat named '" << parser.value(seatOpt) << "' (the players are "
            << names.join(", ") << ")\n";
        return 2;
    }
    settings.seed = inno::reviewSeed(game);
    if (parser.isSet(seedOpt)) {
        bool valid = false;
        settings.seed = parser.value(seedOpt).toULongLong(&valid);
        if (!valid) {
            err << "innovation-cli review: --seed must be a whole number\n";
            return 2;
        }
    }
    const double cpu0 = threadCpuSeconds();
    std::string error;
    const auto review = inno::reviewGame(game, seat, settings, {}, nullptr, &error);
    const double cpu = threadCpuSeconds() - cpu0;
    if (!review) {
        err << "innovation-cli review: " << QString::fromStdString(error) << "\n";
        return 1;
    }
    QTextStream out(stdout);
    if (parser.isSet(jsonOpt))
        out << QString::fromStdString(bj::serialize(reviewJson(game, *review, settings.seed))) << "\n";
    else
        printText(out, game, *review, settings.seed);
    if (parser.isSet(timingOpt)) {
        int actions = 0;
        for (const inno::ReviewDecision& d : review->decisions) actions += d.prompt.kind == inno::PromptKind::Action;
        err << "review: " << game.answers().size() << " answers, " << review->decisions.size() << " decisions of "
            << names[seat] << " (" << actions << " actions) in " << QString::number(cpu, 'f', 2) << " s CPU\n";
    }
    return 0;
}
