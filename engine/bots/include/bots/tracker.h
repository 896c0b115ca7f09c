// Card tracking: what one seat knows about the hidden cards, built only from the events it may see.
//
// Boards are open information and are read from the game state. Every hidden place (hands, score piles,
// achievements, the ten decks, the box of removed cards) is mirrored as a list of slots: each slot has the age
// everyone can see and, when this seat has seen the card go there, its identity. A deck is mirrored in order
// (top first), so a card seen returned to the bottom of a deck is recognised when it is drawn again, by anyone.
// When a card leaves a place without being shown and the seat cannot tell which of several slots it was, the
// identities it can no longer place are forgotten: the tracker never claims more than the seat could know.
//
// The bots use it to sample the hidden cards; the client can use it to show a player the cards they tracked.
#pragma once

#include "core/event.h"
#include "core/state.h"
#include "core/card_set.h"

#include <optional>
#include <vector>

namespace inno {

class CardTracker {
public:
    struct Slot {
        CardId card = kNoCard;  // kNoCard: the seat does not know which card this is
        std::uint8_t age = 0;   // the public "age" everyone sees: the card's age and set (publicAge)
        bool operator==(const Slot&) const = default;
    };
    // The public "age" of a card as the slots record it: its age, plus kAges times its set (a card's set is
    // public too), so that the main set's cards keep their age.
    static int publicAge(CardId c);
    static constexpr int publicAge(int set, int age) { return age + set * kAges; }
    static constexpr int kPublicAges = kMaxSets * kAges;
    using Slots = std::vector<Slot>;

    // A tracker for `seat` (-1: a spectator), assuming a freshly dealt game until told otherwise.
    explicit CardTracker(int seat = -1);

    int seat() const { return seat_; }

    // Starts from a position: reads only what the seat may see of it (ages and counts of hidden cards, boards,
    // its own hand and score pile).
    void reset(const GameState& s);
    // Starts from a freshly dealt game (every deck full but for the nine achievements set aside).
    void resetNewGame();
    // One event, already redacted for this seat.
    void observe(const Event& e);
    // Checks the mirrored places against the counts and ages `s` shows to everyone, and the seat's own hand and
    // score pile against what it sees; a place that disagrees (a tracker started mid-game) is rebuilt from what
    // may be seen of it. Reads nothing hidden from the seat.
    void reconcile(const GameState& s);

    // --- what the seat knows ---
    // The mirrored list of a hidden place: Hand, Score, Achievement or an extra zone of a player (player -1 with
    // Achievement: the achievements still available), Deck of a public age (top first), or Removed.
    const Slots& list(Zone zone, int player, int age = 0) const;
    // Where the seat knows a hidden card to be (never a board: boards are open), if it does.
    std::optional<Location> knownLocation(CardId c) const;
    // The cards the seat knows in another player's hand (or score pile), ascending.
    CardList knownCards(Zone zone, int player) const;
    bool knows(CardId c) const { return knownLocation(c).has_value(); }

    // Every mirrored list in one fixed order (hands, scores, achievements of every seat, available achievements,
    // the main set's piles 1..10, removed, the other sets' piles, the extra zones of every seat), each with the
    // state's list it mirrors, for sampling.
    template <typename F>
    void forEachList(F&& f) const {
        for (int p = 0; p < kMaxPlayers; ++p) f(hands_[p], lists::hand(p));
        for (int p = 0; p < kMaxPlayers; ++p) f(scores_[p], lists::score(p));
        for (int p = 0; p < kMaxPlayers; ++p) f(achievements_[p], lists::achievements(p));
        f(available_, lists::kAvailable);
        for (int a = 1; a <= kAges; ++a) f(supply_[kMainSet][a - 1], lists::supply(kMainSet, a));
        f(removed_, lists::kRemoved);
        for (int set = 1; set < kMaxSets; ++set)
            for (int a = 1; a <= kAges; ++a) f(supply_[set][a - 1], lists::supply(static_cast<SetId>(set), a));
        for (int p = 0; p < kMaxPlayers; ++p)
            for (int z = 0; z < kExtraZones; ++z) f(zones_[p][z], lists::extra(p, extraZone(z)));
    }
    static Zone extraZone(int z) { return static_cast<Zone>(static_cast<int>(Zone::Extra1) + z); }

    bool operator==(const CardTracker&) const = default;

    // Forgets every identity of one public age in the hidden places (used when the sample cannot be made consistent).
    void forgetAge(int age);

    // --- for a card set's rule of its own cause (SetTerms::observeTracked in set_terms.h) ---
    // The mirrored supply pile of a set and age (top first).
    Slots& supplySlots(SetId set, int age) { return supply_[set][age - 1]; }
    // Forgets where the seat believed `c` to be.
    void forget(CardId c);
    // Takes a shown card out of `from` (the top slot of a deck of its age when not known there).
    void takeVisible(Slots& from, CardId c, bool isDeck);
    void place(Slots* to, Slot slot, bool atBottom);
    // Cards the set's rule follows from one event of its cause to the next (in the order it keeps them); cleared
    // when an event of another cause comes.
    std::vector<CardId>& followed() { return followed_; }

private:
    Slots* list(Place p, int age);
    Slot takeHidden(Slots& from, int age, bool isDeck);
    bool observeSetCause(const Event& e);


    int seat_;
    std::array<Slots, kMaxPlayers> hands_, scores_, achievements_;
    std::array<std::array<Slots, kExtraZones>, kMaxPlayers> zones_;
    Slots available_, removed_;
    std::array<std::array<Slots, kAges>, kMaxSets> supply_;  // per set and age
    std::vector<CardId> followed_;  // followed(): what a set's rule follows between the events of its cause
};

}  // namespace inno
