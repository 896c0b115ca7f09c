#include "bots/tracker.h"

#include "core/queries.h"

#include <algorithm>

namespace inno {

int CardTracker::publicAge(CardId c) { return age(c) + (isCity(c) ? kAges : 0); }

namespace {
using AgeCounts = std::array<int, CardTracker::kPublicAges + 1>;
AgeCounts agesOf(const CardList& cards) {
    AgeCounts n{};
    for (CardId c : cards) ++n[CardTracker::publicAge(c)];
    return n;
}
AgeCounts agesOf(const CardTracker::Slots& slots) {
    AgeCounts n{};
    for (const auto& s : slots) ++n[s.age];
    return n;
}
CardTracker::Slots unknownSlots(const CardList& cards) {
    CardTracker::Slots out;
    out.reserve(cards.size());
    for (CardId c : cards) out.push_back({kNoCard, static_cast<std::uint8_t>(CardTracker::publicAge(c))});
    return out;
}
CardTracker::Slots knownSlots(const CardList& cards) {
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
    available_.clear();
    removed_.clear();
    for (auto& d : cityDecks_) d.clear();  // a Cities game is reconciled with its position
    std::array<int, kAges + 1> perAge{};
    for (const CardDef& c : allCards()) ++perAge[c.age];
    for (int a = 1; a <= kAges; ++a) {
        decks_[a - 1].assign(static_cast<std::size_t>(perAge[a] - (a <= 9 ? 1 : 0)),
                             Slot{kNoCard, static_cast<std::uint8_t>(a)});
        if (a <= 9) available_.push_back({kNoCard, static_cast<std::uint8_t>(a)});
    }
}

void CardTracker::reset(const GameState& s) {
    for (int p = 0; p < kMaxPlayers; ++p) {
        const PlayerState& ps = s.player(p);
        const bool own = p == seat_;
        hands_[p] = own ? knownSlots(ps.hand) : unknownSlots(ps.hand);
        scores_[p] = own ? knownSlots(ps.score) : unknownSlots(ps.score);
        achievements_[p] = unknownSlots(ps.achievements);
    }
    available_ = unknownSlots(s.availableAchievements);
    removed_ = unknownSlots(s.removed);
    for (int a = 1; a <= kAges; ++a) decks_[a - 1] = unknownSlots(s.deck(a));
    for (int a = 1; a <= kAges; ++a) cityDecks_[a - 1] = unknownSlots(s.cityDeck(a));
}

void CardTracker::reconcile(const GameState& s) {
    // Cards on boards are open: any belief that they are hidden somewhere is stale.
    for (int p = 0; p < s.playerCount(); ++p)
        for (const Pile& pile : s.player(p).board)
            for (CardId c : pile.cards) forget(c);
    auto check = [&](Slots& mine, const CardList& theirs, bool ordered) {
        bool same = ordered ? mine.size() == theirs.size() : agesOf(mine) == agesOf(theirs);
        if (!same) mine = unknownSlots(theirs);
    };
    for (int p = 0; p < kMaxPlayers; ++p) {
        const PlayerState& ps = s.player(p);
        if (p == seat_) {
            for (CardId c : ps.hand) forget(c);
            for (CardId c : ps.score) forget(c);
            hands_[p] = knownSlots(ps.hand);
            scores_[p] = knownSlots(ps.score);
        } else {
            check(hands_[p], ps.hand, false);
            check(scores_[p], ps.score, false);
        }
        check(achievements_[p], ps.achievements, false);
    }
    check(available_, s.availableAchievements, false);
    check(removed_, s.removed, false);
    for (int a = 1; a <= kAges; ++a) check(decks_[a - 1], s.deck(a), true);
    for (int a = 1; a <= kAges; ++a) check(cityDecks_[a - 1], s.cityDeck(a), true);
}

CardTracker::Slots* CardTracker::list(Place p, int a) {
    switch (p.zone) {
    case Zone::Deck:
        return a >= 1 && a <= kAges ? &decks_[a - 1] : a > kAges && a <= kPublicAges ? &cityDecks_[a - kAges - 1] : nullptr;
    case Zone::Hand: return p.player >= 0 ? &hands_[p.player] : nullptr;
    case Zone::Score: return p.player >= 0 ? &scores_[p.player] : nullptr;
    case Zone::Achievement: return p.player >= 0 ? &achievements_[p.player] : &available_;
    case Zone::Removed: return &removed_;
    case Zone::Board: return nullptr;
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
    wipe(available_);
    wipe(removed_);
    for (auto& d : decks_) wipe(d);
    for (auto& d : cityDecks_) wipe(d);
}

void CardTracker::forgetAge(int a) {
    auto wipe = [a](Slots& l) {
        for (auto& s : l)
            if (s.age == a) s.card = kNoCard;
    };
    for (auto* group : {&hands_, &scores_, &achievements_})
        for (auto& l : *group) wipe(l);
    wipe(available_);
    wipe(removed_);
    for (auto& d : decks_) wipe(d);
    for (auto& d : cityDecks_) wipe(d);
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
    int known = 0, unknowns = 0;
    for (const auto& s : from)
        if (s.age == a) (s.card == kNoCard ? unknowns : known)++;
    if (known + unknowns == 0) return unknown;
    if (known == 1 && unknowns == 0) {
        auto it = std::find_if(from.begin(), from.end(), [a](const Slot& s) { return s.age == a; });
        Slot s = *it;
        from.erase(it);
        return s;
    }
    // Which slot left cannot be told: take one, forget the identities of those that might have gone.
    auto it = std::find_if(from.begin(), from.end(), [a](const Slot& s) { return s.age == a && s.card == kNoCard; });
    if (it == from.end()) it = std::find_if(from.begin(), from.end(), [a](const Slot& s) { return s.age == a; });
    from.erase(it);
    for (auto& s : from)
        if (s.age == a) s.card = kNoCard;
    return unknown;
}

void CardTracker::place(Slots* to, Slot slot, bool atBottom) {
    if (!to) return;
    if (atBottom)
        to->push_back(slot);
    else
        to->insert(to->begin(), slot);
}

// A City's search icon reveals the top cards of a base pile (to everyone), draws those with the searched icon
// (shown) and returns the others to the bottom in ascending title order (the moves themselves hidden). The
// reveals say where the cards are (on top of the pile, in order, not in the searcher's hand) and the rule
// says in which order the returned ones arrive, so every one of them stays known.
bool CardTracker::observeSearch(const Event& e) {
    if (e.trigger != Trigger::Search) {
        searched_.clear();
        return false;
    }
    if (e.kind == EventKind::CardRevealed && e.card != kNoCard && !isCity(e.card)) {
        Slots& deck = decks_[age(e.card) - 1];
        const std::size_t at = searched_.size();
        searched_.push_back(e.card);
        forget(e.card);
        if (at < deck.size() && deck[at].age == publicAge(e.card)) deck[at].card = e.card;
        return true;
    }
    if (e.kind == EventKind::CardMoved && e.move == Move::Drawn && e.card != kNoCard) {
        searched_.erase(std::remove(searched_.begin(), searched_.end(), e.card), searched_.end());
        std::sort(searched_.begin(), searched_.end(), [](CardId a, CardId b) { return title(a) < title(b); });
        return false;  // an ordinary shown move
    }
    if (e.kind == EventKind::CardMoved && e.move == Move::Returned && e.card == kNoCard &&
        e.from.zone == Zone::Deck && !searched_.empty()) {
        std::sort(searched_.begin(), searched_.end(), [](CardId a, CardId b) { return title(a) < title(b); });
        Event shown = e;
        shown.card = searched_.front();
        searched_.erase(searched_.begin());
        Slots& deck = decks_[e.age - 1];
        takeVisible(deck, shown.card, true);
        place(&deck, {shown.card, static_cast<std::uint8_t>(e.age)}, true);
        return true;
    }
    return false;
}

void CardTracker::observe(const Event& e) {
    if (e.trigger != Trigger::None || !searched_.empty()) [[unlikely]]
        if (observeSearch(e)) return;
    switch (e.kind) {
    case EventKind::CardMoved: {
        if (e.from.zone == Zone::Board && e.to.zone == Zone::Board) return;
        const int a = e.age + (e.city ? kAges : 0);
        Slots* from = list(e.from, a);
        Slots* to = list(e.to, a);
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
    forEachList([&](const Slots& l, Zone z, int p, int) {
        for (const auto& s : l)
            if (s.card == c) found = Location{z, static_cast<std::int8_t>(p)};
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
