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

#include <optional>
#include <vector>

namespace inno {

class CardTracker {
public:
    struct Slot {
        CardId card = kNoCard;  // kNoCard: the seat does not know which card this is
        std::uint8_t age = 0;   // the age everyone sees; a City's age + kAges (a card's type is public too)
    };
    // The public "age" of a card as the slots record it: its age, or its age + kAges for a City.
    static int publicAge(CardId c);
    static constexpr int kPublicAges = 2 * kAges;
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
    // The mirrored list of a hidden place: Hand, Score or Achievement of a player (player -1 with Achievement:
    // the achievements still available), Deck of an age (top first), or Removed.
    const Slots& list(Zone zone, int player, int age = 0) const;
    // Where the seat knows a hidden card to be (never a board: boards are open), if it does.
    std::optional<Location> knownLocation(CardId c) const;
    // The cards the seat knows in another player's hand (or score pile), ascending.
    CardList knownCards(Zone zone, int player) const;
    bool knows(CardId c) const { return knownLocation(c).has_value(); }

    // Every mirrored list in one fixed order (hands, scores, achievements of seats 0..3, available achievements,
    // decks 1..10, removed, City piles 1..10), for sampling.
    template <typename F>
    void forEachList(F&& f) const {
        for (int p = 0; p < kMaxPlayers; ++p) f(hands_[p], Zone::Hand, p, 0);
        for (int p = 0; p < kMaxPlayers; ++p) f(scores_[p], Zone::Score, p, 0);
        for (int p = 0; p < kMaxPlayers; ++p) f(achievements_[p], Zone::Achievement, p, 0);
        f(available_, Zone::Achievement, -1, 0);
        for (int a = 1; a <= kAges; ++a) f(decks_[a - 1], Zone::Deck, -1, a);
        f(removed_, Zone::Removed, -1, 0);
        for (int a = 1; a <= kAges; ++a) f(cityDecks_[a - 1], Zone::Deck, -1, kAges + a);
    }

    // Forgets every identity of one public age in the hidden places (used when the sample cannot be made consistent).
    void forgetAge(int age);

private:
    Slots* list(Place p, int age);
    void takeVisible(Slots& from, CardId c, bool isDeck);
    Slot takeHidden(Slots& from, int age, bool isDeck);
    void forget(CardId c);
    void place(Slots* to, Slot slot, bool atBottom);
    bool observeSearch(const Event& e);


    int seat_;
    std::array<Slots, kMaxPlayers> hands_, scores_, achievements_;
    Slots available_, removed_;
    std::array<Slots, kAges> decks_;
    std::array<Slots, kAges> cityDecks_;
    // Cities: the cards a search icon revealed from the top of a base pile and not drawn yet, in reveal order.
    std::vector<CardId> searched_;
};

}  // namespace inno
