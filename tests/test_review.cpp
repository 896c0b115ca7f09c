// The game review (bots/review.h): honest (the same review for two games that differ only in cards the seat could
// not know), reproducible (the same figures on every run and from the saved game), and its three worst decisions
// really the three largest drops.
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#include "bots/bot.h"
#include "bots/determinize.h"
#include "bots/resume.h"
#include "bots/review.h"
#include "bots/tracker.h"
#include "core/game.h"
#include "core/replay.h"
#include "json/json_io.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace inno;

namespace {

// A game between medium bots (each seeing only its own seat), played through the Game API like a table does.
Game botGame(const Options& options, std::uint64_t seed) {
    GameSetup setup;
    setup.players = {"Ada", "Babbage", "Curie", "Dijkstra"};
    setup.players.resize(static_cast<std::size_t>(options.playerCount));
    setup.options = options;
    setup.seed = seed;
    Game g = Game::start(setup);
    std::vector<std::unique_ptr<Bot>> bots;
    for (int seat = 0; seat < options.playerCount; ++seat)
        bots.push_back(makeBot(BotLevel::Medium, seat, seed * 31 + static_cast<std::uint64_t>(seat)));
    std::size_t seen = 0;
    for (int guard = 0; !g.over() && guard < 4000; ++guard) {
        for (; seen < g.events().size(); ++seen)
            for (int seat = 0; seat < options.playerCount; ++seat)
                bots[static_cast<std::size_t>(seat)]->observe(redactFor(g.events()[seen], seat));
        const Prompt p = *g.prompt();
        const UnitSoFar unit{g.unitStart(), g.unitAnswers()};
        if (!g.answer(bots[p.player]->decide(g.state(), p, &unit)).empty()) break;
    }
    return g;
}

// Budgets small enough for a test; the figures mean the same, only rougher.
ReviewSettings smallSettings(std::uint64_t seed) {
    ReviewSettings s;
    s.graphSamples = 8;
    s.actionIterations = 300;
    s.playedIterations = 150;
    s.innerSamples = 24;
    s.seed = seed;
    return s;
}

// A permutation, among cards of the same public age, of every card `seat` never saw in all of `g`: never named
// in an event it saw, never on a board, never its own.
CardMap unknownToSeat(const Game& g, int seat, std::mt19937_64& rng, int& moved) {
    std::array<bool, kMaxCards> seen{};
    for (const Event& e : g.events())
        if (const Event r = redactFor(e, seat); r.card != kNoCard) seen[r.card] = true;
    const GameState& s = g.state();
    for (int p = 0; p < s.playerCount(); ++p)
        for (const PileView& pile : s.player(p).board())
            for (CardId c : pile.cards) seen[c] = true;
    for (CardId c : s.player(seat).hand()) seen[c] = true;
    for (CardId c : s.player(seat).score()) seen[c] = true;
    std::array<std::vector<CardId>, CardTracker::kPublicAges + 1> groups;
    for (CardId c = 0; c < static_cast<CardId>(everyCard().size()); ++c)
        if (!seen[c] && s.inGame(c)) groups[CardTracker::publicAge(c)].push_back(c);
    CardMap sigma;
    for (std::size_t c = 0; c < sigma.size(); ++c) sigma[c] = static_cast<CardId>(c);
    moved = 0;
    for (const auto& group : groups) {
        std::vector<CardId> shuffled = group;
        std::shuffle(shuffled.begin(), shuffled.end(), rng);
        for (std::size_t i = 0; i < group.size(); ++i) {
            sigma[group[i]] = shuffled[i];
            moved += group[i] != shuffled[i];
        }
    }
    return sigma;
}

// `g` with every card renamed through `sigma`: its start rewritten and each answer picking the renamed options, for
// as long as that can be followed.
Game renamed(const Game& g, const CardMap& sigma) {
    Game out = Game::fromPosition(g.names(), mapCards(g.initial(), sigma));
    Game at = *g.withAnswers(0);
    for (const Answer& a : g.answers()) {
        if (!at.prompt() || !out.prompt()) break;
        const auto mapped = answerPicking(*out.prompt(), picksOf(*at.prompt(), a), sigma);
        if (!mapped || !out.answer(*mapped).empty()) break;
        at.answer(a);
    }
    return out;
}

// The first position at which `seat` could tell the two games apart (its view or the events it saw differ).
std::size_t divergence(const Game& a, const Game& b, int seat) {
    const auto ra = GameReplay::build(a), rb = GameReplay::build(b);
    const std::size_t n = std::min(ra->positions(), rb->positions());
    for (std::size_t k = 0; k < n; ++k)
        if (!(ra->viewAt(k, seat) == rb->viewAt(k, seat)) || ra->eventsUpTo(k, seat) != rb->eventsUpTo(k, seat))
            return k;
    return n;
}

bool sameDecision(const ReviewDecision& x, const ReviewDecision& y) {
    return x.position == y.position && x.turn == y.turn && x.prompt == y.prompt && x.played == y.played &&
           x.expert == y.expert && x.playedChance == y.playedChance && x.expertChance == y.expertChance;
}

bool sameReview(const GameReview& x, const GameReview& y) {
    if (x.seat != y.seat || x.worst != y.worst || x.points.size() != y.points.size() ||
        x.decisions.size() != y.decisions.size())
        return false;
    for (std::size_t k = 0; k < x.points.size(); ++k)
        if (x.points[k].chances != y.points[k].chances || x.points[k].decidedBy != y.points[k].decidedBy ||
            x.points[k].turn != y.points[k].turn)
            return false;
    for (std::size_t i = 0; i < x.decisions.size(); ++i)
        if (!sameDecision(x.decisions[i], y.decisions[i])) return false;
    return true;
}

int seatsChoices(const Game& g, int seat) {
    int n = 0;
    Game at = *g.withAnswers(0);
    for (const Answer& a : g.answers()) {
        const Prompt& p = *at.prompt();
        const bool single = p.options.empty() || (p.kind == PromptKind::Order ? p.options.size() == 1
                                                  : p.options.size() == 1 && p.min >= std::min<int>(p.max, p.options[0].count));
        n += p.player == seat && !single;
        at.answer(a);
    }
    return n;
}

// Two-seat games of every kind the build has: a base game, and a Cities game when the build includes the expansion.
std::vector<Options> twoSeatGames() {
    std::vector<Options> out{Options{}};
#if INNOVATION_WITH_CITIES
    out.push_back(cities::withCities(Options{}));
#endif
    return out;
}
}  // namespace

class TestReview : public QObject {
    Q_OBJECT
private slots:
    // What a player checks first: a point after every decision, chances in [0, 1], the final point exact, a
    // decision for each of the seat's real choices with legal answers, and progress that ends at 1.
    void reviewCoversTheWholeGame() {
        const Game g = botGame(Options{}, 11);
        QVERIFY(g.over());
        const int seat = 0;
        std::vector<double> fractions;
        std::size_t pointsAtFirstReport = 0;
        const auto r = reviewGame(g, seat, smallSettings(5), [&](double f, const GameReview& sofar) {
            if (fractions.empty()) pointsAtFirstReport = sofar.points.size();
            fractions.push_back(f);
        });
        QVERIFY(r.has_value());
        QCOMPARE(r->points.size(), g.answers().size() + 1);
        QCOMPARE(pointsAtFirstReport, r->points.size());  // the graph comes first, whole
        for (std::size_t k = 0; k < r->points.size(); ++k) {
            QCOMPARE(r->points[k].position, k);
            for (int p = 0; p < 2; ++p) QVERIFY(r->points[k].chances[p] >= 0 && r->points[k].chances[p] <= 1);
        }
        const ReviewPoint& last = r->points.back();
        for (int p = 0; p < 2; ++p) QCOMPARE(last.chances[p], (g.state().winners & (1u << p)) ? 1.0 : 0.0);
        QCOMPARE(static_cast<int>(r->decisions.size()), seatsChoices(g, seat));
        int actions = 0, inner = 0, estimated = 0;
        for (const ReviewDecision& d : r->decisions) {
            QVERIFY(validate(d.prompt, d.played).empty());
            QVERIFY(validate(d.prompt, d.expert).empty());
            QCOMPARE(d.played, g.answers()[d.position]);
            QCOMPARE(static_cast<int>(d.prompt.player), seat);
            (d.prompt.kind == PromptKind::Action ? actions : inner)++;
            estimated += d.estimated();
            if (d.estimated()) QVERIFY(d.playedChance <= 1 && d.expertChance <= 1);
            if (d.played == d.expert && d.estimated()) QCOMPARE(d.drop(), 0.0);
        }
        QVERIFY(actions >= 10);
        QVERIFY(inner >= 3);
        QVERIFY(estimated >= static_cast<int>(r->decisions.size()) * 3 / 4);
        QVERIFY(std::is_sorted(fractions.begin(), fractions.end()));
        QCOMPARE(fractions.back(), 1.0);
        QCOMPARE(fractions.size(), r->decisions.size() + 1);

        // An unfinished game has no decision at its last position; a conceded one ends with the concession.
        const Game part = *g.withAnswers(40);
        const auto rp = reviewGame(part, seat, smallSettings(5));
        QVERIFY(rp.has_value());
        QCOMPARE(rp->points.size(), std::size_t{41});
        QVERIFY(rp->decisions.empty() || rp->decisions.back().position < 40);
        Game conceded = part;
        QVERIFY(conceded.concede(1).empty());
        const auto rc = reviewGame(conceded, seat, smallSettings(5));
        QVERIFY(rc.has_value());
        QCOMPARE(rc->points.size(), std::size_t{42});
        QCOMPARE(rc->points.back().decidedBy, 1);
        QCOMPARE(rc->points.back().chances[0], 1.0);
        QCOMPARE(rc->points.back().chances[1], 0.0);
    }

    // The three worst decisions are the three largest drops above zero, largest first.
    void worstAreTheLargestDrops() {
        int checked = 0;
        for (std::uint64_t seed : {11u, 12u, 13u}) {
            const Game g = botGame(Options{}, seed);
            for (int seat = 0; seat < 2; ++seat) {
                const auto r = reviewGame(g, seat, smallSettings(seed));
                QVERIFY(r.has_value());
                std::vector<double> drops;
                for (const ReviewDecision& d : r->decisions)
                    if (d.drop() > 0) drops.push_back(d.drop());
                std::sort(drops.rbegin(), drops.rend());
                QCOMPARE(r->worst.size(), std::min<std::size_t>(3, drops.size()));
                for (std::size_t i = 0; i < r->worst.size(); ++i) QCOMPARE(r->decisions[r->worst[i]].drop(), drops[i]);
                checked += drops.size() > 3;
            }
        }
        QVERIFY2(checked >= 4, "too few reviews with more than three drops to choose from");
        // Ties keep the earlier decision; nothing that did not cost is listed.
        std::vector<ReviewDecision> ds(5);
        const double played[] = {0.4, 0.3, 0.5, 0.3, 0.6};
        for (std::size_t i = 0; i < ds.size(); ++i) ds[i].playedChance = played[i], ds[i].expertChance = 0.5;
        QCOMPARE(worstDecisions(ds), (std::vector<std::size_t>{1, 3, 0}));
        QCOMPARE(worstDecisions(ds, 5), (std::vector<std::size_t>{1, 3, 0}));
    }

    // Two runs, and a run from the saved game, give the same figures; another seed gives other samples.
    void reviewIsReproducible() {
        for (const Options& o : twoSeatGames()) {
            const Game g = botGame(o, 21);
            const auto a = reviewGame(g, 1, smallSettings(reviewSeed(g)));
            const auto b = reviewGame(g, 1, smallSettings(reviewSeed(g)));
            QVERIFY(a && b);
            QVERIFY(sameReview(*a, *b));
            const json::Loaded loaded = json::loadGame(json::saveGame(g));
            QVERIFY(loaded.game.has_value());
            QCOMPARE(reviewSeed(*loaded.game), reviewSeed(g));
            const auto c = reviewGame(*loaded.game, 1, smallSettings(reviewSeed(*loaded.game)));
            QVERIFY(c && sameReview(*a, *c));
            const auto d = reviewGame(g, 1, smallSettings(reviewSeed(g) + 1));
            QVERIFY(d && !sameReview(*a, *d));
        }
    }

    // Honest: rename every card the seat could not know (the other hands, the decks, the achievements) and replay
    // the same choices; up to where the seat could tell the games apart, its review is the same, graph and all.
    void reviewIgnoresWhatTheSeatCannotKnow() {
        Options three;
        three.playerCount = 3;
        int compared = 0, actions = 0, inner = 0, othersHandsDiffered = 0;
        std::vector<std::pair<Options, std::uint64_t>> games;
        for (const Options& o : twoSeatGames()) games.emplace_back(o, 31 + games.size());
        games.emplace_back(three, 33);
        for (const auto& [o, seed] : games) {
            const Game g = botGame(o, seed);
            const int seat = static_cast<int>(seed % static_cast<std::uint64_t>(o.playerCount));
            std::mt19937_64 rng(seed);
            int moved = 0;
            const CardMap sigma = unknownToSeat(g, seat, rng, moved);
            // Only cards of the sets in play count (a base game's review never sees a City): a whole game leaves a
            // seat blind to a dozen or more of them.
            QVERIFY2(moved >= 12, qPrintable(QString("only %1 cards renamed").arg(moved)));
            const Game other = renamed(g, sigma);
            const std::size_t apart = divergence(g, other, seat);
            const auto replayA = GameReplay::build(g), replayB = GameReplay::build(other);
            QVERIFY2(apart >= g.answers().size() / 2,
                     qPrintable(QString("the seat tells the games apart at %1 of %2").arg(apart).arg(g.answers().size())));
            const auto a = reviewGame(g, seat, smallSettings(99));
            const auto b = reviewGame(other, seat, smallSettings(99));
            QVERIFY(a && b);
            for (std::size_t k = 0; k < apart && k < a->points.size() && k < b->points.size(); ++k)
                QVERIFY2(a->points[k].chances == b->points[k].chances,
                         qPrintable(QString("seed %1: the graph at %2 depends on hidden cards").arg(seed).arg(k)));
            for (std::size_t i = 0; i < a->decisions.size() && i < b->decisions.size(); ++i) {
                // A decision counts up to the point the games diverge: its own position and the next (where the
                // choice was answered) must both look the same to the seat.
                if (a->decisions[i].position + 1 >= apart) break;
                QVERIFY2(sameDecision(a->decisions[i], b->decisions[i]),
                         qPrintable(QString("seed %1: the decision at %2 depends on hidden cards")
                                        .arg(seed)
                                        .arg(a->decisions[i].position)));
                ++compared;
                const GameState sa = replayA->gameAt(a->decisions[i].position).state();
                const GameState sb = replayB->gameAt(a->decisions[i].position).state();
                bool decksDiffer = false;
                for (int age = 1; age <= kAges; ++age) decksDiffer |= !std::ranges::equal(sa.deck(age), sb.deck(age));
                QVERIFY(decksDiffer);
                bool othersDiffer = false;
                for (int p = 0; p < o.playerCount; ++p)
                    othersDiffer |= p != seat && (!std::ranges::equal(sa.player(p).hand(), sb.player(p).hand()) ||
                                                  !std::ranges::equal(sa.player(p).score(), sb.player(p).score()));
                othersHandsDiffered += othersDiffer;
                (a->decisions[i].prompt.kind == PromptKind::Action ? actions : inner)++;
            }
        }
        QVERIFY2(othersHandsDiffered >= 10, qPrintable(QString("%1 of %2").arg(othersHandsDiffered).arg(compared)));
        QVERIFY(compared >= 40);
        QVERIFY(actions >= 20);
        QVERIFY(inner >= 5);
    }

    // Cancelling stops the review; a seat that does not exist is a clear error.
    void reviewStopsAndRefuses() {
        const Game g = botGame(Options{}, 11);
        std::atomic<bool> cancel{false};
        int reports = 0;
        const auto r = reviewGame(g, 0, smallSettings(1), [&](double, const GameReview&) {
            ++reports;
            cancel = true;
        }, &cancel);
        QVERIFY(!r.has_value());
        QCOMPARE(reports, 1);
        std::string error;
        QVERIFY(!reviewGame(g, 2, smallSettings(1), {}, nullptr, &error));
        QVERIFY(error.find("seat") != std::string::npos);
        QVERIFY(!reviewGame(g, -1, smallSettings(1), {}, nullptr, &error));
    }
};

QTEST_GUILESS_MAIN(TestReview)
#include "test_review.moc"
