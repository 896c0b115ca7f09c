#include "bots/evaluate.h"

#include "core/queries.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif

#include <algorithm>
#include <cmath>
#include <vector>

namespace inno {

namespace {
struct SeatView {
    IconCounts icons{};
    int score = 0, achievements = 0, highestTop = 0, topSum = 0, colors = 0, hand = 0, handAges = 0;
    double splayValue = 0;
    std::array<int, 4> splayedPiles{};  // piles of two or more cards, by splay
};

SeatView view(const GameState& s, int seat, const EvalWeights& w) {
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
    v.score = scoreTotal(p);  // the score pile, plus visible bonuses in Cities games
    for (CardId c : p.hand()) v.handAges += facts(c).age;
    v.hand = static_cast<int>(p.hand().size());
    v.achievements = achievementTotal(s, seat);  // with the flags and fountains that count now in Cities games
    return v;
}

std::array<bool, kAges + 1> availableAges(const GameState& s) {
    std::array<bool, kAges + 1> available{};
    for (CardId c : s.availableAchievements()) available[facts(c).age] = true;
    return available;
}

// Standard achievements the seat could claim now.
int eligibleCount(const SeatView& me, const std::array<bool, kAges + 1>& available) {
    int eligible = 0;
    for (int a = 1; a <= std::min(me.highestTop, 9); ++a)
        if (available[a] && me.score >= 5 * a) ++eligible;
    return eligible;
}

// Dogma control: each top card of the seat whose featured icon it shows more of than every opponent.
template <class F>
void forEachControlledTop(const GameState& s, int seat, const std::array<SeatView, kMaxPlayers>& v, F f) {
    for (const PileView& pile : s.player(seat).board()) {
        if (pile.cards.empty()) continue;
        const CardFacts& top = facts(pile.cards.front());
        const int mine = v[seat].icons[static_cast<int>(top.dogmaIcon)];
        int best = 0;
        for (int q = 0; q < s.playerCount(); ++q)
            if (areOpponents(s, seat, q)) best = std::max(best, v[q].icons[static_cast<int>(top.dogmaIcon)]);
        if (mine > best) f(top);
    }
}

// Threats: each opposing top demand card whose featured icon its owner shows more of than the seat.
template <class F>
void forEachThreat(const GameState& s, int seat, const std::array<SeatView, kMaxPlayers>& v, F f) {
    for (int q = 0; q < s.playerCount(); ++q) {
        if (!areOpponents(s, seat, q)) continue;
        for (const PileView& pile : s.player(q).board()) {
            if (pile.cards.empty()) continue;
            const CardFacts& top = facts(pile.cards.front());
            if (top.hasDemand &&
                v[q].icons[static_cast<int>(top.dogmaIcon)] > v[seat].icons[static_cast<int>(top.dogmaIcon)])
                f(top);
        }
    }
}

// Cities of Destiny: what the engine's score and achievement totals do not say about a seat. A flag counts while
// no opponent shows more cards of its color, so a tie is one opposing meld or splay from losing it, and a flag
// behind by one card is one of ours from counting again. A City in hand is worth more than a base card, and
// holding none with a hand card of a missing color means the next Meld action draws one.
#if INNOVATION_WITH_CITIES
double citiesTerms(const GameState& s, int seat, const EvalWeights& w) {
    const PlayerState me = s.player(seat);
    double x = 0;
    int citiesInHand = 0;
    for (CardId c : me.hand()) citiesInHand += cities::isCity(c) ? 1 : 0;
    x += w.cityInHand * std::min(citiesInHand, 2);
    if (citiesInHand == 0)
        for (CardId c : me.hand())
            if (me.pile(facts(c).color).empty()) {
                x += w.cityDrawReady;
                break;
            }
    if (me.constantCards() == 0) return x;
    const int flagMark = cities::flagMark();
    for (const PileView& pile : me.board()) {
        if (pile.cards.empty()) continue;
        const int flags = pileMarks(pile, flagMark);
        if (flags == 0) continue;
        const Color col = facts(pile.cards.front()).color;
        const int mine = visibleCardCount(pile);
        int theirs = 0;
        for (int q = 0; q < s.playerCount(); ++q)
            if (areOpponents(s, seat, q)) theirs = std::max(theirs, visibleCardCount(s.pile(q, col)));
        if (theirs == mine) x -= w.flagAtRisk * flags;
        else if (theirs == mine + 1) x += w.flagInReach * flags;
    }
    return x;
}
#endif
}  // namespace

namespace {
// Every seat's own value (before comparing with the opponents).
void seatValues(const GameState& s, std::array<double, kMaxPlayers>& value, const EvalWeights& w) {
    const int n = s.playerCount();
    std::array<SeatView, kMaxPlayers> v;
    int maxTop = 0;
    for (int p = 0; p < n; ++p) {
        v[p] = view(s, p, w);
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
        forEachControlledTop(s, p, v, [&](const CardFacts& f) { x += w.control * f.age * (f.hasDemand ? 1.5 : 1.0); });
        forEachThreat(s, p, v, [&](const CardFacts& f) { x -= w.threat * f.age; });
#if INNOVATION_WITH_CITIES
        if (cities::inPlay(s.options)) x += citiesTerms(s, p, w);
#endif
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

double overValue(const GameState& s, int player) {
    if (!(s.winners & (1u << player))) return 0.0;
    for (int q = 0; q < s.playerCount(); ++q)
        if ((s.winners & (1u << q)) && areOpponents(s, player, q)) return 0.5;
    return 1.0;
}
}  // namespace

const std::array<const char*, kEvalTermCount> kEvalTermNames{
    "achievement", "score",     "lateScore", "eligible", "eligibleMore", "highestTop", "topSum",  "colors",
    "splayLeft",   "splayRight", "splayUp",  "icon",     "handCard",     "handAge",    "control", "threat"};

std::array<double, kEvalTermCount> termWeights(const EvalWeights& w) {
    return {w.achievement, w.score,    w.lateScore, w.eligible, w.eligibleMore, w.highestTop, w.topSum,  w.colors,
            w.splay[1],    w.splay[2], w.splay[3],  w.icon,     w.handCard,     w.handAge,    w.control, w.threat};
}

std::array<double, kEvalTermCount> evaluationTerms(const GameState& s, int seat) {
    std::array<SeatView, kMaxPlayers> v;
    int maxTop = 0;
    for (int p = 0; p < s.playerCount(); ++p) {
        v[p] = view(s, p, EvalWeights{});
        maxTop = std::max(maxTop, v[p].highestTop);
    }
    const SeatView& me = v[seat];
    const int eligible = eligibleCount(me, availableAges(s));
    std::array<double, kEvalTermCount> t{};
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
    forEachControlledTop(s, seat, v, [&](const CardFacts& f) { t[14] += f.age * (f.hasDemand ? 1.5 : 1.0); });
    forEachThreat(s, seat, v, [&](const CardFacts& f) { t[15] -= f.age; });
    return t;
}

EvalWeights expertWeights() {
    EvalWeights w;
    w.achievement = 14.5;
    w.score = 0.95;
    w.lateScore = -0.2;  // late in the game a score lead counts for less: the decks, not the score, end most games
    w.eligible = 11.6;
    w.eligibleMore = 4.5;
    w.highestTop = 2.5;
    w.topSum = 0.8;
    w.colors = 0.53;
    w.splay[1] = 0.18;
    w.splay[2] = 1.71;
    w.splay[3] = 5.0;
    w.icon = -0.08;  // icons count through control, threats and splays; on their own they predicted nothing
    w.handCard = 0.39;
    w.handAge = 0.39;
    w.control = 0.37;
    w.threat = -0.22;
    return w;
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
    for (int p = 0; p < s.playerCount(); ++p)
        out[p] = 1.0 / (1.0 + std::exp(-relative(s, value, p) / w.temperature));
}

double winProbability(const GameState& s, int player, const EvalWeights& w) {
    if (s.over()) return overValue(s, player);
    return 1.0 / (1.0 + std::exp(-evaluate(s, player, w) / w.temperature));
}

}  // namespace inno
