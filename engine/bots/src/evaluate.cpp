#include "bots/evaluate.h"

#include "bots/set_terms.h"
#include "core/queries.h"
#include "core/rules.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

namespace inno {

namespace {
struct SeatView {
    IconCounts icons{};
    int score = 0, achievements = 0, highestTop = 0, topSum = 0, colors = 0, hand = 0, handAges = 0;
    double splayValue = 0;
    std::array<int, 4> splayedPiles{};  // piles of two or more cards, by splay
    std::array<std::uint8_t, kAges + 1> heldByAge{};  // achievement cards held, by age (a duplicate costs more)
};

SeatView view(const GameState& s, int seat, const EvalWeights& w, const SetTermsInPlay& sets) {
    const PlayerState p = s.player(seat);
    SeatView v;
    v.icons = boardIcons(p);
    for (const PileView& pile : p.board()) {
        if (pile.cards.empty()) continue;
        const int a = facts(pile.cards.front()).age;
        v.highestTop = std::max(v.highestTop, a);
        v.topSum += a;
        ++v.colors;
        if (pile.cards.size() >= 2) {
            v.splayValue += w.splay[static_cast<int>(pile.splay)];
            ++v.splayedPiles[static_cast<int>(pile.splay)];
        }
    }
    v.score = scoreTotal(p);  // the score pile, plus what a set adds to it (visible bonuses)
    for (CardId c : p.hand()) v.handAges += facts(c).age;
    v.hand = static_cast<int>(p.hand().size());
    // Cards a set keeps beside the hand, valued like cards in hand.
    for (const SetTermsEntry* e : sets) e->terms->heldLikeHand(p, v.hand, v.handAges);
    v.achievements = achievementTotal(s, seat);  // with the marks that count as achievements now
    for (CardId c : p.achievements()) ++v.heldByAge[age(c)];
    return v;
}

std::array<bool, kAges + 1> availableAges(const GameState& s) {
    std::array<bool, kAges + 1> available{};
    for (CardId c : s.availableAchievements()) available[facts(c).age] = true;
    return available;
}

// Standard achievements the seat could claim now (canAchieve, with the seat's figures read once).
int eligibleCount(const SeatView& me, const std::array<bool, kAges + 1>& available) {
    int eligible = 0;
    for (int a = 1; a <= std::min(me.highestTop, 9); ++a)
        if (available[a] && me.score >= pointsToAchieve(a, me.heldByAge[a])) ++eligible;
    return eligible;
}

// A demand of the core's kind (affecting the opponents with fewer featured icons); a set's own kind of demand (an
// Artifacts compel affects those who could share) is that set's term (bots/set_terms.h).
bool ordinaryDemand(const CardFacts& f) { return (f.demandKinds & (1u << Effect::Demand)) != 0; }

// Under the distant rule a seat two or more places away shares a dogma only with at least twice the activator's
// featured icons, and obeys its demands only when the activator shows more than twice its own.
bool distantSeats(const GameState& s, int a, int b) { return ringDistance(s.options, a, b) >= 2; }

// Dogma control: each top card of the seat that no opponent would share (with the usual rule, whose featured
// icon the seat shows more of than every opponent).
template <class F>
void forEachControlledTop(const GameState& s, int seat, const std::array<SeatView, kMaxPlayers>& v, F f) {
    const bool distantRule = largeRule(s.options) == LargeGame::Distant;
    for (const PileView& pile : s.player(seat).board()) {
        if (pile.cards.empty()) continue;
        const CardFacts& top = facts(pile.cards.front());
        const int icon = static_cast<int>(top.dogmaIcon);
        const int mine = v[seat].icons[icon];
        bool shared = mine == 0;
        for (int q = 0; q < s.playerCount() && !shared; ++q)
            if (areOpponents(s, seat, q))
                shared = distantRule && distantSeats(s, seat, q) ? v[q].icons[icon] >= 2 * mine : v[q].icons[icon] >= mine;
        if (!shared) f(top);
    }
}

// Threats: each opposing top demand card whose demands the seat would have to obey (with the usual rule, whose
// featured icon its owner shows more of than the seat).
template <class F>
void forEachThreat(const GameState& s, int seat, const std::array<SeatView, kMaxPlayers>& v, F f) {
    const bool distantRule = largeRule(s.options) == LargeGame::Distant;
    for (int q = 0; q < s.playerCount(); ++q) {
        if (!areOpponents(s, seat, q)) continue;
        const bool doubled = distantRule && distantSeats(s, q, seat);
        for (const PileView& pile : s.player(q).board()) {
            if (pile.cards.empty()) continue;
            const CardFacts& top = facts(pile.cards.front());
            const int icon = static_cast<int>(top.dogmaIcon);
            if (ordinaryDemand(top) && (doubled ? v[q].icons[icon] > 2 * v[seat].icons[icon] : v[q].icons[icon] > v[seat].icons[icon]))
                f(top);
        }
    }
}

}  // namespace

namespace {
// Every seat's own value (before comparing with the opponents).
void seatValues(const GameState& s, std::array<double, kMaxPlayers>& value, const EvalWeights& w) {
    const int n = s.playerCount();
    std::array<SeatView, kMaxPlayers> v;
    int maxTop = 0;
    const SetTermsInPlay sets = setTermsInPlay(s.options);
    for (int p = 0; p < n; ++p) {
        v[p] = view(s, p, w, sets);
        maxTop = std::max(maxTop, v[p].highestTop);
    }
    const std::array<bool, kAges + 1> available = availableAges(s);
    const double scoreWeight = w.score + w.lateScore * std::max(0, maxTop - 6);

    for (int p = 0; p < n; ++p) {
        const SeatView& me = v[p];
        double x = w.achievement * me.achievements + scoreWeight * me.score;
        const int eligible = eligibleCount(me, available);
        if (eligible > 0) x += w.eligible + w.eligibleMore * (eligible - 1);
        x += w.highestTop * me.highestTop + w.topSum * me.topSum + w.colors * me.colors + me.splayValue;
        int icons = 0;
        for (Icon i : kResourceIcons) icons += me.icons[static_cast<int>(i)];
        x += w.icon * icons;
        x += w.handCard * std::min(me.hand, 6) + w.handAge * std::min(me.handAges, 30);
        // Dogma control and threats: featured icons compared with the opponents'.
        forEachControlledTop(s, p, v, [&](const CardFacts& f) { x += w.control * f.age * (ordinaryDemand(f) ? 1.5 : 1.0); });
        forEachThreat(s, p, v, [&](const CardFacts& f) { x -= w.threat * f.age; });
        // The sets' terms, in registration order.
        for (const SetTermsEntry* e : sets) x += e->terms->value(s, p, weightsOf(w, *e));
        value[p] = x;
    }
}

double relative(const GameState& s, const std::array<double, kMaxPlayers>& value, int player) {
    const int n = s.playerCount();
    // Team values add up partners; compare with the strongest opposing seat or team.
    auto teamValue = [&](int p) {
        double t = 0;
        for (int q = 0; q < n; ++q)
            if (teamOf(s, q) == teamOf(s, p)) t += value[q];
        return t;
    };
    const double mine = teamValue(player);
    double best = -1e300;
    for (int q = 0; q < n; ++q)
        if (areOpponents(s, player, q)) best = std::max(best, teamValue(q));
    if (best < -1e299) best = 0;
    return mine - best;
}

// Three seats or more, each for itself: the multinomial counterpart of the two-seat logistic curve.
bool everySeatForItself(const GameState& s) { return everySeatForItself(s.options); }

void softmax(const GameState& s, const std::array<double, kMaxPlayers>& value, std::array<double, kMaxPlayers>& out,
             const EvalWeights& w) {
    const int n = s.playerCount();
    const double top = *std::max_element(value.begin(), value.begin() + n);
    double sum = 0;
    for (int p = 0; p < n; ++p) sum += out[p] = std::exp((value[p] - top) / w.temperature);
    for (int p = 0; p < n; ++p) out[p] /= sum;
}

double overValue(const GameState& s, int player) {
    if (!(s.winners & (1u << player))) return 0.0;
    for (int q = 0; q < s.playerCount(); ++q)
        if ((s.winners & (1u << q)) && areOpponents(s, player, q)) return 0.5;
    return 1.0;
}
}  // namespace

namespace {
constexpr std::array<const char*, kBaseEvalTerms> kBaseTermNames{
    "achievement", "score",     "lateScore", "eligible", "eligibleMore", "highestTop", "topSum",  "colors",
    "splayLeft",   "splayRight", "splayUp",  "icon",     "handCard",     "handAge",    "control", "threat"};
}  // namespace

std::vector<const char*> evalTermNames() {
    std::vector<const char*> names(kBaseTermNames.begin(), kBaseTermNames.end());
    for (const SetTermsEntry& e : registeredSetTerms())
        for (const char* name : e.terms->termNames()) names.push_back(name);
    return names;
}

bool everySeatForItself(const Options& table) { return table.playerCount >= 3 && !table.teams; }

const EvalWeights& defaultWeights() {
    static const EvalWeights w;
    return w;
}

std::vector<double> termWeights(const EvalWeights& w) {
    std::vector<double> out{w.achievement, w.score,    w.lateScore, w.eligible, w.eligibleMore, w.highestTop,
                            w.topSum,      w.colors,   w.splay[1],  w.splay[2], w.splay[3],     w.icon,
                            w.handCard,    w.handAge,  w.control,   w.threat};
    out.insert(out.end(), w.sets.begin(), w.sets.begin() + setTermCount());
    return out;
}

std::vector<double> evaluationTerms(const GameState& s, int seat) {
    std::array<SeatView, kMaxPlayers> v;
    int maxTop = 0;
    const SetTermsInPlay sets = setTermsInPlay(s.options);
    for (int p = 0; p < s.playerCount(); ++p) {
        v[p] = view(s, p, defaultWeights(), sets);
        maxTop = std::max(maxTop, v[p].highestTop);
    }
    const SeatView& me = v[seat];
    const int eligible = eligibleCount(me, availableAges(s));
    std::vector<double> t(static_cast<std::size_t>(kBaseEvalTerms + setTermCount()), 0.0);
    t[0] = me.achievements;
    t[1] = me.score;
    t[2] = me.score * std::max(0, maxTop - 6);
    t[3] = eligible > 0 ? 1 : 0;
    t[4] = std::max(0, eligible - 1);
    t[5] = me.highestTop;
    t[6] = me.topSum;
    t[7] = me.colors;
    for (int kind = 1; kind <= 3; ++kind) t[7 + kind] = me.splayedPiles[kind];
    for (Icon i : kResourceIcons) t[11] += me.icons[static_cast<int>(i)];
    t[12] = std::min(me.hand, 6);
    t[13] = std::min(me.handAges, 30);
    forEachControlledTop(s, seat, v, [&](const CardFacts& f) { t[14] += f.age * (ordinaryDemand(f) ? 1.5 : 1.0); });
    forEachThreat(s, seat, v, [&](const CardFacts& f) { t[15] -= f.age; });
    for (const SetTermsEntry* e : sets)
        e->terms->terms(s, seat, std::span<double>(t).subspan(static_cast<std::size_t>(kBaseEvalTerms + e->firstTerm),
                                                              static_cast<std::size_t>(e->termCount)));
    return t;
}

double evaluate(const GameState& s, int player, const EvalWeights& w) {
    std::array<double, kMaxPlayers> value{};
    seatValues(s, value, w);
    return relative(s, value, player);
}

void winProbabilities(const GameState& s, std::array<double, kMaxPlayers>& out, const EvalWeights& w) {
    if (s.over()) {
        for (int p = 0; p < s.playerCount(); ++p) out[p] = overValue(s, p);
        return;
    }
    std::array<double, kMaxPlayers> value{};
    seatValues(s, value, w);
    if (!everySeatForItself(s)) {
        for (int p = 0; p < s.playerCount(); ++p)
            out[p] = 1.0 / (1.0 + std::exp(-relative(s, value, p) / w.temperature));
        return;
    }
    softmax(s, value, out, w);
}

double winProbability(const GameState& s, int player, const EvalWeights& w) {
    if (s.over()) return overValue(s, player);
    if (everySeatForItself(s)) {
        std::array<double, kMaxPlayers> value{}, out{};
        seatValues(s, value, w);
        softmax(s, value, out, w);
        return out[player];
    }
    return 1.0 / (1.0 + std::exp(-evaluate(s, player, w) / w.temperature));
}

}  // namespace inno
