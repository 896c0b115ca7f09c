#include "bots/tracker.h"

#include "bots/set_terms.h"
#include "core/queries.h"

#include <algorithm>

namespace inno {

int CardTracker::publicAge(CardId c) {
    const CardFacts& f = facts(c);
    return publicAge(f.set, f.age);
}

namespace {
using AgeCounts = std::array<int, CardTracker::kPublicAges + 1>;
AgeCounts agesOf(CardSpan cards) {
    AgeCounts n{};
    for (CardId c : cards) ++n[CardTracker::publicAge(c)];
    return n;
}
AgeCounts agesOf(const CardTracker::Slots& slots) {
    AgeCounts n{};
    for (const auto& s : slots) ++n[s.age];
    return n;
}
// What every seat may know of a hidden place: the ages, and the cards whose backs name them (knownToAll).
CardTracker::Slots unknownSlots(CardSpan cards) {
    CardTracker::Slots out;
    out.reserve(cards.size());
    for (CardId c : cards) out.push_back({knownToAll(c) ? c : kNoCard, static_cast<std::uint8_t>(CardTracker::publicAge(c))});
    return out;
}
// The cards among `items` whose backs name them (knownToAll), sorted; `cardOf` reads an item's card.
template <class Items, class CardOf>
CardList namedToAll(const Items& items, CardOf cardOf) {
    CardList out;
    for (const auto& item : items)
        if (const CardId c = cardOf(item); c != kNoCard && knownToAll(c)) [[unlikely]]
            out.push_back(c);
    std::sort(out.begin(), out.end());
    return out;
}
// A slot no hidden move can have emptied: its card is named by every move of it.
bool namedByEveryMove(const CardTracker::Slot& s) { return s.card != kNoCard && knownToAll(s.card); }
// The causes whose events a set's rule reads (SetTerms::trackedCause), asked once: the first event with a cause
// comes after the card sets are registered.
struct TrackedCause {
    Trigger trigger;
    const SetTerms* rule;
};
const std::vector<TrackedCause>& trackedCauses() {
    static const std::vector<TrackedCause> causes = [] {
        std::vector<TrackedCause> out;
        for (const SetTermsEntry& e : registeredSetTerms())
            if (const std::optional<Trigger> t = e.terms->trackedCause()) out.push_back({*t, e.terms});
        return out;
    }();
    return causes;
}
CardTracker::Slots knownSlots(CardSpan cards) {
    CardTracker::Slots out;
    out.reserve(cards.size());
    for (CardId c : cards) out.push_back({c, static_cast<std::uint8_t>(CardTracker::publicAge(c))});
    return out;
}
}  // namespace

CardTracker::CardTracker(int seat) : seat_(seat) { resetNewGame(); }

void CardTracker::resetNewGame() {
    for (auto* group : {&hands_, &scores_, &achievements_})
        for (auto& l : *group) l.clear();
    for (auto& seat : zones_)
        for (auto& z : seat) z.clear();
    available_.clear();
    removed_.clear();
    for (auto& set : supply_)  // an expansion's piles are reconciled with the position
        for (auto& d : set) d.clear();
    std::array<int, kAges + 1> perAge{};
    for (const CardDef& c : cardsOf(kMainSet)) ++perAge[c.age];
    for (int a = 1; a <= kAges; ++a) {
        supply_[kMainSet][a - 1].assign(static_cast<std::size_t>(perAge[a] - (a <= 9 ? 1 : 0)),
                             Slot{kNoCard, static_cast<std::uint8_t>(a)});
        if (a <= 9) available_.push_back({kNoCard, static_cast<std::uint8_t>(a)});
    }
}

void CardTracker::reset(const GameState& s) {
    for (int p = 0; p < kMaxPlayers; ++p) {
        const PlayerState ps = s.player(p);
        const bool own = p == seat_;
        hands_[p] = own ? knownSlots(ps.hand()) : unknownSlots(ps.hand());
        scores_[p] = own ? knownSlots(ps.score()) : unknownSlots(ps.score());
        achievements_[p] = unknownSlots(ps.achievements());
        for (int z = 0; z < kExtraZones; ++z)
            zones_[p][z] = own ? knownSlots(ps.zone(extraZone(z))) : unknownSlots(ps.zone(extraZone(z)));
    }
    available_ = unknownSlots(s.availableAchievements());
    removed_ = unknownSlots(s.removed());
    for (int set = 0; set < kMaxSets; ++set)
        for (int a = 1; a <= kAges; ++a) supply_[set][a - 1] = unknownSlots(s.supply(static_cast<SetId>(set), a));
}

void CardTracker::reconcile(const GameState& s) {
    // Cards on boards are open: any belief that they are hidden somewhere is stale.
    for (int p = 0; p < s.playerCount(); ++p)
        for (const PileView& pile : s.player(p).board())
            for (CardId c : pile.cards) forget(c);
    auto check = [&](Slots& mine, CardSpan theirs, bool ordered) {
        bool same = ordered ? mine.size() == theirs.size()
                            : agesOf(mine) == agesOf(theirs) &&
                                namedToAll(mine, [](const Slot& x) { return x.card; }) == namedToAll(theirs, [](CardId c) { return c; });
        if (!same) mine = unknownSlots(theirs);
    };
    for (int p = 0; p < kMaxPlayers; ++p) {
        const PlayerState ps = s.player(p);
        if (p == seat_) {
            for (CardId c : ps.hand()) forget(c);
            for (CardId c : ps.score()) forget(c);
            hands_[p] = knownSlots(ps.hand());
            scores_[p] = knownSlots(ps.score());
            for (int z = 0; z < kExtraZones; ++z) {
                for (CardId c : ps.zone(extraZone(z))) forget(c);
                zones_[p][z] = knownSlots(ps.zone(extraZone(z)));
            }
        } else {
            check(hands_[p], ps.hand(), false);
            check(scores_[p], ps.score(), false);
            for (int z = 0; z < kExtraZones; ++z) check(zones_[p][z], ps.zone(extraZone(z)), false);
        }
        check(achievements_[p], ps.achievements(), false);
    }
    check(available_, s.availableAchievements(), false);
    check(removed_, s.removed(), false);
    for (int set = 0; set < kMaxSets; ++set)
        for (int a = 1; a <= kAges; ++a) check(supply_[set][a - 1], s.supply(static_cast<SetId>(set), a), true);
}

CardTracker::Slots* CardTracker::list(Place p, int a) {
    switch (p.zone) {
    case Zone::Deck: return a >= 1 && a <= kPublicAges ? &supply_[(a - 1) / kAges][(a - 1) % kAges] : nullptr;
    case Zone::Hand: return p.player >= 0 ? &hands_[p.player] : nullptr;
    case Zone::Score: return p.player >= 0 ? &scores_[p.player] : nullptr;
    case Zone::Achievement: return p.player >= 0 ? &achievements_[p.player] : &available_;
    case Zone::Removed: return &removed_;
    case Zone::Board:
    case Zone::Common: return nullptr;
    case Zone::Extra1:
    case Zone::Extra2:
        return p.player >= 0 ? &zones_[p.player][static_cast<int>(p.zone) - static_cast<int>(Zone::Extra1)] : nullptr;
    }
    return nullptr;
}

const CardTracker::Slots& CardTracker::list(Zone zone, int player, int a) const {
    return *const_cast<CardTracker*>(this)->list({zone, static_cast<std::int8_t>(player)}, a);
}

void CardTracker::forget(CardId c) {
    auto wipe = [c](Slots& l) {
        for (auto& s : l)
            if (s.card == c) s.card = kNoCard;
    };
    for (auto* group : {&hands_, &scores_, &achievements_})
        for (auto& l : *group) wipe(l);
    for (auto& seat : zones_)
        for (auto& z : seat) wipe(z);
    wipe(available_);
    wipe(removed_);
    for (auto& set : supply_)
        for (auto& d : set) wipe(d);
}

void CardTracker::forgetAge(int a) {
    auto wipe = [a](Slots& l) {
        for (auto& s : l)
            if (s.age == a) s.card = kNoCard;
    };
    for (auto* group : {&hands_, &scores_, &achievements_})
        for (auto& l : *group) wipe(l);
    for (auto& seat : zones_)
        for (auto& z : seat) wipe(z);
    wipe(available_);
    wipe(removed_);
    for (auto& set : supply_)
        for (auto& d : set) wipe(d);
}

void CardTracker::takeVisible(Slots& from, CardId c, bool isDeck) {
    auto it = std::find_if(from.begin(), from.end(), [c](const Slot& s) { return s.card == c; });
    if (it == from.end()) {
        const int a = publicAge(c);
        if (isDeck) {
            if (!from.empty() && from.front().age == a) it = from.begin();
        } else {
            it = std::find_if(from.begin(), from.end(), [a](const Slot& s) { return s.age == a && s.card == kNoCard; });
            if (it == from.end())
                it = std::find_if(from.begin(), from.end(), [a](const Slot& s) { return s.age == a; });
        }
    }
    if (it != from.end()) from.erase(it);
    forget(c);
}

CardTracker::Slot CardTracker::takeHidden(Slots& from, int a, bool isDeck) {
    const Slot unknown{kNoCard, static_cast<std::uint8_t>(a)};
    if (isDeck) {
        if (from.empty()) return unknown;
        Slot s = from.front();
        from.erase(from.begin());
        return s;
    }
    // A card every seat knows never leaves unnamed, so its slot is not among those that might have gone.
    auto mightHaveGone = [a](const Slot& s) { return s.age == a && !namedByEveryMove(s); };
    int known = 0, unknowns = 0;
    for (const auto& s : from)
        if (mightHaveGone(s)) (s.card == kNoCard ? unknowns : known)++;
    if (known + unknowns == 0) return unknown;
    if (known == 1 && unknowns == 0) {
        auto it = std::find_if(from.begin(), from.end(), mightHaveGone);
        Slot s = *it;
        from.erase(it);
        return s;
    }
    // Which slot left cannot be told: take one, forget the identities of those that might have gone.
    auto it = std::find_if(from.begin(), from.end(), [a](const Slot& s) { return s.age == a && s.card == kNoCard; });
    if (it == from.end()) it = std::find_if(from.begin(), from.end(), mightHaveGone);
    from.erase(it);
    for (auto& s : from)
        if (mightHaveGone(s)) s.card = kNoCard;
    return unknown;
}

void CardTracker::place(Slots* to, Slot slot, bool atBottom) {
    if (!to) return;
    if (atBottom)
        to->push_back(slot);
    else
        to->insert(to->begin(), slot);
}

// An event of a set's own cause that tells the seat more than the event alone: the rule of the set whose cause
// it is (SetTerms::observeTracked), if it has one. Any other cause ends what a set's rule followed.
bool CardTracker::observeSetCause(const Event& e) {
    for (const TrackedCause& cause : trackedCauses())
        if (e.trigger == cause.trigger) return cause.rule->observeTracked(*this, e);
    followed_.clear();
    return false;
}

void CardTracker::observe(const Event& e) {
    if (e.trigger != Trigger::None || !followed_.empty()) [[unlikely]]
        if (observeSetCause(e)) return;
    switch (e.kind) {
    case EventKind::CardMoved: {
        if (e.from.zone == Zone::Board && e.to.zone == Zone::Board) return;
        const int a = publicAge(e.set, e.age);
        Slots* from = list(e.from, a);
        Slots* to = list(e.to, a);
        // A card that only counts among achievements lies apart from the achievement cards, face up.
        if (e.card != kNoCard && facts(e.card).onlyCounts) [[unlikely]] {
            if (e.from.zone == Zone::Achievement) from = nullptr;
            if (e.to.zone == Zone::Achievement) to = nullptr;
        }
        Slot moving{e.card, static_cast<std::uint8_t>(a)};
        if (e.card != kNoCard) {
            if (from) takeVisible(*from, e.card, e.from.zone == Zone::Deck);
            else forget(e.card);
        } else if (from) {
            moving = takeHidden(*from, a, e.from.zone == Zone::Deck);
        }
        // Order matters only in decks, where returned cards go to the bottom.
        place(to, moving, e.to.zone == Zone::Deck);
        return;
    }
    case EventKind::CardShown: {
        // A card looked at on top of a supply pile: the seat that looked knows that pile's top card.
        if (e.card == kNoCard || e.from.zone != Zone::Deck) return;
        Slots* pile = list(e.from, publicAge(e.card));
        if (!pile || pile->empty() || pile->front().age != publicAge(e.card)) return;
        forget(e.card);
        pile->front().card = e.card;
        return;
    }
    case EventKind::CardRevealed: {
        if (e.card == kNoCard || e.player < 0 || knows(e.card)) return;
        Slots& hand = hands_[e.player];
        auto it = std::find_if(hand.begin(), hand.end(),
                               [&](const Slot& s) { return s.card == kNoCard && s.age == publicAge(e.card); });
        if (it != hand.end()) it->card = e.card;
        return;
    }
    default: return;
    }
}

std::optional<Location> CardTracker::knownLocation(CardId c) const {
    std::optional<Location> found;
    forEachList([&](const Slots& l, ListId list) {
        for (const auto& s : l)
            if (s.card == c) found = locationOf(list);
    });
    return found;
}

CardList CardTracker::knownCards(Zone zone, int player) const {
    CardList out;
    for (const auto& s : list(zone, player))
        if (s.card != kNoCard) out.push_back(s.card);
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace inno
