#include "sets/cities/cities_terms.h"

#include "bots/tracker.h"
#include "cities/city_rules.h"
#include "core/event.h"
#include "core/queries.h"

#include <algorithm>
#include <array>

namespace inno::cities {

namespace {
// What the engine's score and achievement totals do not say about a seat. A flag counts while no opponent shows
// more cards of its color, so a tie is one opposing meld or splay from losing it, and a flag behind by one card is
// one of ours from counting again. A City in hand is worth more than a base card, and holding none with a hand
// card of a missing color means the next Meld action draws one.
struct CitiesCounts {
    int flagsAtRisk = 0, flagsInReach = 0, citiesInHand = 0, drawReady = 0;
};

CitiesCounts citiesCounts(const GameState& s, int seat) {
    const PlayerState me = s.player(seat);
    CitiesCounts k;
    int citiesInHand = 0;
    for (CardId c : me.hand()) citiesInHand += isCity(c) ? 1 : 0;
    k.citiesInHand = std::min(citiesInHand, 2);
    if (citiesInHand == 0)
        for (CardId c : me.hand())
            if (me.pile(facts(c).color).empty()) {
                k.drawReady = 1;
                break;
            }
    if (me.constantCards() == 0) return k;
    const int mark = flagMark();
    for (const PileView& pile : me.board()) {
        if (pile.cards.empty()) continue;
        const int flags = pileMarks(pile, mark);
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

enum Term { FlagAtRisk, FlagInReach, CityInHand, CityDrawReady, kTerms };
constexpr std::array<const char*, kTerms> kNames{"flagAtRisk", "flagInReach", "cityInHand", "cityDrawReady"};
constexpr std::array<double, kTerms> kHandSet{
    12.0,  // a counting flag whose color an opponent shows as many cards of (one card from lost)
    5.0,   // a flag not counting because an opponent shows just one card more of its color
    2.5,   // a City in hand (melded, it brings its immediate icons and six icons)
    1.5,   // no City in hand and a hand card of a color missing on the board: a Meld action draws one
};

class CitiesTerms final : public SetTerms {
public:
    SetId set() const override { return cities::set(); }
    std::span<const char* const> termNames() const override { return kNames; }
    std::span<const double> handSetWeights() const override { return kHandSet; }

    // With the hand-set weights (multiples of a half) the sum is exact in any order: two-seat games value
    // positions to the last bit as they did when the flags were added up pile by pile.
    double value(const GameState& s, int seat, std::span<const double> w) const override {
        const CitiesCounts k = citiesCounts(s, seat);
        return w[CityInHand] * k.citiesInHand + w[CityDrawReady] * k.drawReady - w[FlagAtRisk] * k.flagsAtRisk +
               w[FlagInReach] * k.flagsInReach;
    }
    void terms(const GameState& s, int seat, std::span<double> t) const override {
        const CitiesCounts k = citiesCounts(s, seat);
        t[FlagAtRisk] = -k.flagsAtRisk;
        t[FlagInReach] = k.flagsInReach;
        t[CityInHand] = k.citiesInHand;
        t[CityDrawReady] = k.drawReady;
    }

    // A Meld action that adds a color draws a City unless one is in hand already; melding a City brings its
    // immediate icons (a draw, a splay, a search).
    double meldActionValue(const GameState&, const PlayerState& ps, CardId card) const override {
        double v = isCity(card) ? 3 : 0;
        const CardSpan hand = ps.hand();
        const bool cityInHand = std::any_of(hand.begin(), hand.end(), [&](CardId c) { return c != card && isCity(c); });
        if (ps.pile(facts(card).color).empty() && !cityInHand) v += 3;
        return v;
    }
    // Endorse is a Dogma action with the activator's effects and the demands twice, paid by tucking a card.
    double setActionValue(const GameState&, const Choice& o) const override { return 8 + 3.5 * facts(o.a).age; }

    // A City's search icon reveals the top cards of a base pile (to everyone), draws those with the searched icon
    // (shown) and returns the others to the bottom in ascending title order (the moves themselves hidden). The
    // reveals say where the cards are (on top of the pile, in order, not in the searcher's hand) and the rule
    // says in which order the returned ones arrive, so every one of them stays known. The tracker follows the
    // cards revealed and not drawn yet, in reveal order.
    std::optional<Trigger> trackedCause() const override { return trigger(Cause::Search); }
    bool observeTracked(CardTracker& t, const Event& e) const override {
        std::vector<CardId>& searched = t.followed();
        if (e.kind == EventKind::CardRevealed && e.card != kNoCard && facts(e.card).set == kMainSet) {
            CardTracker::Slots& deck = t.supplySlots(kMainSet, age(e.card));
            const std::size_t at = searched.size();
            searched.push_back(e.card);
            t.forget(e.card);
            if (at < deck.size() && deck[at].age == CardTracker::publicAge(e.card)) deck[at].card = e.card;
            return true;
        }
        if (e.kind == EventKind::CardMoved && e.move == Move::Drawn && e.card != kNoCard) {
            searched.erase(std::remove(searched.begin(), searched.end(), e.card), searched.end());
            std::sort(searched.begin(), searched.end(), [](CardId a, CardId b) { return title(a) < title(b); });
            return false;  // an ordinary shown move
        }
        if (e.kind == EventKind::CardMoved && e.move == Move::Returned && e.card == kNoCard &&
            e.from.zone == Zone::Deck && !searched.empty()) {
            std::sort(searched.begin(), searched.end(), [](CardId a, CardId b) { return title(a) < title(b); });
            const CardId shown = searched.front();
            searched.erase(searched.begin());
            CardTracker::Slots& deck = t.supplySlots(kMainSet, e.age);
            t.takeVisible(deck, shown, true);
            t.place(&deck, {shown, static_cast<std::uint8_t>(e.age)}, true);
            return true;
        }
        return false;
    }
};
}  // namespace

const SetTerms& botTerms() {
    static const CitiesTerms terms;
    return terms;
}

}  // namespace inno::cities
