#include "bots/evaluate.h"

#include "core/queries.h"
#include "core/rules.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif

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
    int echoEffects = 0, bonus = 0, forecast = 0;  // Echoes only
    double splayValue = 0;
    std::array<int, 4> splayedPiles{};  // piles of two or more cards, by splay
    std::array<std::uint8_t, kAges + 1> heldByAge{};  // achievement cards held, by age (a duplicate costs more)
};

// `echoTerms`: count the Echoes terms too (only weights that weigh them, or the terms for fitting, need them: the
// board walk is skipped in every other bot's look-ahead).
SeatView view(const GameState& s, int seat, const EvalWeights& w, bool echoTerms) {
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
#if INNOVATION_WITH_ECHOES
    // Echoes: the forecast holds cards to come (promoted after a meld), valued like cards in hand.
    if (echoes::inPlay(s.options)) {
        for (CardId c : p.zone(echoes::forecastZone())) ++v.hand, ++v.forecast, v.handAges += facts(c).age;
        if (echoTerms) {
            for (const PileView& pile : p.board()) v.echoEffects += pileMarks(pile, echoes::echoMark());
            v.bonus = bonusPoints(p);
        }
    }
#endif
    v.achievements = achievementTotal(s, seat);  // with the flags and fountains that count now in Cities games
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
            if (top.hasDemand && (doubled ? v[q].icons[icon] > 2 * v[seat].icons[icon] : v[q].icons[icon] > v[seat].icons[icon]))
                f(top);
        }
    }
}

// Cities of Destiny: what the engine's score and achievement totals do not say about a seat. A flag counts while
// no opponent shows more cards of its color, so a tie is one opposing meld or splay from losing it, and a flag
// behind by one card is one of ours from counting again. A City in hand is worth more than a base card, and
// holding none with a hand card of a missing color means the next Meld action draws one.
#if INNOVATION_WITH_CITIES
struct CitiesCounts {
    int flagsAtRisk = 0, flagsInReach = 0, citiesInHand = 0, drawReady = 0;
};

CitiesCounts citiesCounts(const GameState& s, int seat) {
    const PlayerState me = s.player(seat);
    CitiesCounts k;
    int citiesInHand = 0;
    for (CardId c : me.hand()) citiesInHand += cities::isCity(c) ? 1 : 0;
    k.citiesInHand = std::min(citiesInHand, 2);
    if (citiesInHand == 0)
        for (CardId c : me.hand())
            if (me.pile(facts(c).color).empty()) {
                k.drawReady = 1;
                break;
            }
    if (me.constantCards() == 0) return k;
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
        if (theirs == mine) k.flagsAtRisk += flags;
        else if (theirs == mine + 1) k.flagsInReach += flags;
    }
    return k;
}

// With the hand-set Cities weights (multiples of a half) the sum is exact in any order: two-seat games value
// positions to the last bit as they did when the flags were added up pile by pile.
double citiesTerms(const GameState& s, int seat, const EvalWeights& w) {
    const CitiesCounts k = citiesCounts(s, seat);
    return w.cityInHand * k.citiesInHand + w.cityDrawReady * k.drawReady - w.flagAtRisk * k.flagsAtRisk +
           w.flagInReach * k.flagsInReach;
}
#endif
}  // namespace

namespace {
// Every seat's own value (before comparing with the opponents).
void seatValues(const GameState& s, std::array<double, kMaxPlayers>& value, const EvalWeights& w) {
    const int n = s.playerCount();
    std::array<SeatView, kMaxPlayers> v;
    int maxTop = 0;
    const bool echoTerms = w.echoEffect != 0 || w.bonus != 0;
    for (int p = 0; p < n; ++p) {
        v[p] = view(s, p, w, echoTerms);
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
#if INNOVATION_WITH_ECHOES
        if (echoes::inPlay(s.options))
            x += w.echoEffect * me.echoEffects + w.bonus * me.bonus + w.forecastCard * me.forecast;
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

const std::array<const char*, kEvalTermCount> kEvalTermNames{
    "achievement", "score",     "lateScore", "eligible", "eligibleMore", "highestTop", "topSum",  "colors",
    "splayLeft",   "splayRight", "splayUp",  "icon",     "handCard",     "handAge",    "control", "threat",
    "flagAtRisk",  "flagInReach", "cityInHand", "cityDrawReady", "echoEffect", "bonus", "forecastCard"};

bool everySeatForItself(const Options& table) { return table.playerCount >= 3 && !table.teams; }

std::array<double, kEvalTermCount> termWeights(const EvalWeights& w) {
    return {w.achievement, w.score,    w.lateScore, w.eligible, w.eligibleMore, w.highestTop, w.topSum,  w.colors,
            w.splay[1],    w.splay[2], w.splay[3],  w.icon,     w.handCard,     w.handAge,    w.control, w.threat,
            w.flagAtRisk,  w.flagInReach, w.cityInHand, w.cityDrawReady, w.echoEffect, w.bonus, w.forecastCard};
}

std::array<double, kEvalTermCount> evaluationTerms(const GameState& s, int seat) {
    std::array<SeatView, kMaxPlayers> v;
    int maxTop = 0;
    for (int p = 0; p < s.playerCount(); ++p) {
        v[p] = view(s, p, EvalWeights{}, true);
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
#if INNOVATION_WITH_CITIES
    if (cities::inPlay(s.options)) {
        const CitiesCounts k = citiesCounts(s, seat);
        t[16] = -k.flagsAtRisk;
        t[17] = k.flagsInReach;
        t[18] = k.citiesInHand;
        t[19] = k.drawReady;
    }
#endif
#if INNOVATION_WITH_ECHOES
    if (echoes::inPlay(s.options)) {
        t[20] = me.echoEffects;
        t[21] = me.bonus;
        t[22] = me.forecast;
    }
#endif
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
