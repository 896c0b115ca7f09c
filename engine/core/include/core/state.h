// The whole game as a plain value: copy it to fork a game, compare it to check a replay.
//
// Every card of a game lies in exactly one list (a pile, a hand, a score pile, a supply pile, ...). The lists are
// stored back to back in one array holding exactly the cards of the sets in play, so a base game's state stays
// small and copies fast whatever expansions the program knows. Lists are read as CardSpan views; only the engine
// (and the code that builds positions) moves cards between them.
#pragma once

#include "core/types.h"

#include <random>
#include <vector>

namespace inno {

// The rule for games of four or five seats without teams: none (first edition, four seats only), the parley
// rules (Ultimate) or the distant-player rule (from an expansion's rulebook). Who counts as distant is decided in
// rules.h.
enum class LargeGame : std::uint8_t { None, Parley, Distant };
std::string_view largeGameName(LargeGame g);
std::optional<LargeGame> parseLargeGame(std::string_view s);

struct Options {
    int playerCount = 2;
    bool teams = false;             // 4 players only: seats 1+3 against 2+4
    bool extraAchievement = false;  // one more achievement needed to win
    LargeGame largeGame = LargeGame::None;  // ignored with teams
    SetMask sets = 1u << kMainSet;  // the card sets in play, a bit per SetId (card_set.h); the main set always
    // The sets' own options that are on, a bit per option in registration order (CardSetDef::options): an
    // option is only valid with its set in play (setupError).
    std::uint8_t setOptions = 0;
    bool has(SetId set) const { return sets & (1u << set); }
    bool hasOption(int option) const { return setOptions & (1u << option); }
    int expansions() const;  // card sets in play besides the main one
    bool operator==(const Options&) const = default;
};

// A board pile as the state holds it: a view, valid until the state changes.
struct Pile;
struct PileView {
    CardSpan cards;  // top card first
    Splay splay = Splay::None;
    PileView() = default;
    PileView(CardSpan c, Splay s) : cards(c), splay(s) {}
    PileView(const Pile& p);  // NOLINT: a view of a pile held by value
    bool empty() const { return cards.empty(); }
    std::size_t size() const { return cards.size(); }
    CardId top() const { return cards.empty() ? kNoCard : cards.front(); }
    CardId bottom() const { return cards.empty() ? kNoCard : cards.back(); }
};

// A board pile held by value (a seat's view of a table, a position being built).
struct Pile {
    CardList cards;  // top card first
    Splay splay = Splay::None;
    Pile() = default;
    Pile(CardList c, Splay s) : cards(std::move(c)), splay(s) {}
    Pile(const PileView& v) : cards(v.cards), splay(v.splay) {}  // NOLINT: a copy of a state's pile
    bool empty() const { return cards.empty(); }
    CardId top() const { return cards.empty() ? kNoCard : cards.front(); }
    CardId bottom() const { return cards.empty() ? kNoCard : cards.back(); }
    bool operator==(const Pile&) const = default;
};
inline PileView::PileView(const Pile& p) : cards(p.cards), splay(p.splay) {}

// The lists of a state, numbered: the main set's supply piles, the available achievements, the removed cards and
// the common zone, then per seat its five piles, hand, score pile, achievements, the achievements that only count
// (cards whose set says so, CardDef::onlyCounts: no rule about achievement cards sees them) and extra zones, then
// the other sets' supply piles.
// Moving a card shifts every list between its old and its new one, so the lists that trade cards most (the main
// piles, the achievements, hands, boards and score piles) sit together.
using ListId = std::uint8_t;
namespace lists {
constexpr int kPerSeat = kColors + 4 + kExtraZones;
constexpr ListId kAvailable = kAges;
constexpr ListId kRemoved = kAvailable + 1;
constexpr ListId kCommon = kRemoved + 1;                        // the table's common zone (Zone::Common)
constexpr int kSeats = kCommon + 1;                             // where the seats' lists begin
constexpr int kOtherSupply = kSeats + kMaxPlayers * kPerSeat;   // where the other sets' piles begin
constexpr int kCount = kOtherSupply + (kMaxSets - 1) * kAges;
constexpr ListId pile(int seat, Color c) { return static_cast<ListId>(kSeats + seat * kPerSeat + static_cast<int>(c)); }
constexpr ListId hand(int seat) { return static_cast<ListId>(kSeats + seat * kPerSeat + kColors); }
constexpr ListId score(int seat) { return static_cast<ListId>(kSeats + seat * kPerSeat + kColors + 1); }
constexpr ListId achievements(int seat) { return static_cast<ListId>(kSeats + seat * kPerSeat + kColors + 2); }
constexpr ListId countedAchievements(int seat) { return static_cast<ListId>(kSeats + seat * kPerSeat + kColors + 3); }
constexpr ListId extra(int seat, Zone z) {
    return static_cast<ListId>(kSeats + seat * kPerSeat + kColors + 4 + (static_cast<int>(z) - static_cast<int>(Zone::Extra1)));
}
constexpr ListId supply(SetId set, int age) {
    return static_cast<ListId>(set == 0 ? age - 1 : kOtherSupply + (set - 1) * kAges + age - 1);
}
constexpr bool isSupply(ListId l) { return l < kAges || l >= kOtherSupply; }
// The set of a supply pile's list.
constexpr SetId supplySet(ListId l) { return static_cast<SetId>(l < kAges ? 0 : 1 + (l - kOtherSupply) / kAges); }
// The age of a supply pile's list.
constexpr int supplyAge(ListId l) { return (l < kAges ? l : (l - kOtherSupply) % kAges) + 1; }
static_assert(supplyAge(supply(0, 1)) == 1 && supplyAge(supply(1, kAges)) == kAges && supplySet(supply(1, 3)) == 1);
}  // namespace lists

struct Location {
    Zone zone = Zone::Deck;
    std::int8_t player = -1;  // owner for hand, board, score, achievements and extra zones
    bool operator==(const Location&) const = default;
};
// The list a card at `at` lies in (a card's own color, set and age pick its pile).
ListId listAt(Location at, CardId c);
Location locationOf(ListId l);

class GameState;

// One seat's cards and counters: a view into a GameState, valid while the state lives.
class PlayerState {
public:
    PlayerState(const GameState& s, int seat) : s_(&s), seat_(seat) {}
    int seat() const { return seat_; }
    const GameState& game() const { return *s_; }
    CardSpan hand() const;
    CardSpan score() const;
    CardSpan achievements() const;  // standard achievement cards claimed, identities hidden from everyone
    // Cards among the achievements that only count (CardDef::onlyCounts), face up: no effect or rule about
    // achievement cards reads or moves them; achievementCount() counts them.
    CardSpan countedAchievements() const;
    CardSpan zone(Zone extra) const;  // an expansion's zone of this seat
    PileView pile(Color c) const;
    CardId top(Color c) const;  // kNoCard when the pile is empty
    std::array<PileView, kColors> board() const;
    SpecialMask specials() const;  // bit per Special claimed
    bool hasSpecial(Special s) const { return specials() & specialBit(s); }
    int tuckedThisTurn() const;
    int scoredThisTurn() const;
    int constantCards() const;  // board cards with constant icons (bonus and the like): 0 in base games
    int achievementCount() const;  // achievement cards and special achievements held

private:
    const GameState* s_;
    int seat_;
};

enum class Phase : std::uint8_t { Opening, Playing, Over };
// LastStanding: every other seat (or team) was eliminated.
enum class EndReason : std::uint8_t { None, Achievements, DrewAboveTen, CardEffect, LastStanding };

// The counters of a seat kept beside its lists.
struct SeatCounters {
    std::array<Splay, kColors> splay{};
    SpecialMask specials = 0;
    std::uint8_t tuckedThisTurn = 0;
    std::uint8_t scoredThisTurn = 0;
    std::uint8_t constantCards = 0;
    // State a card set keeps for each seat across turns (card_set.h): one byte, which fits where the counters
    // had padding, so a state copies as fast as before (the bots copy it on every sample).
    std::array<std::uint8_t, 1> setBytes{};
    bool operator==(const SeatCounters&) const = default;
};

class GameState {
public:
    Options options;
    std::array<SeatCounters, kMaxPlayers> seats{};
    SpecialMask availableSpecials = 0;

    Phase phase = Phase::Opening;
    std::uint8_t current = 0;      // whose turn it is
    std::uint8_t actionsLeft = 0;  // including the action being taken
    std::uint8_t eliminated = 0;   // bit per seat that left the game: it takes no turn and counts as no player
    std::uint16_t turnNumber = 0;  // turns started so far, 1 for the first turn
    // The current turn has not passed its start yet: the sets' turn-start hooks run before the first action. Only
    // set when a set in play has such a hook. (It and `eliminated` sit where the layout had padding.)
    bool atTurnStart = false;
    std::uint32_t changes = 0;     // bumps on every card move and splay change
    // Flags an expansion keeps for the current turn, cleared when a turn starts (each set is given its own bytes,
    // see card_set.h).
    std::array<std::uint8_t, 4> turnFlags{};

    std::uint8_t winners = 0;  // bit per winning seat
    EndReason endReason = EndReason::None;
    CardId endCard = kNoCard;  // the card whose effect ended the game

    std::minstd_rand rng{1};  // random picks among cards the chooser may not see

    // --- reading ---
    int playerCount() const { return options.playerCount; }
    bool isEliminated(int seat) const { return eliminated & (1u << seat); }
    PlayerState player(int p) const { return {*this, p}; }
    CardSpan list(ListId l) const {
        return {cards_.data() + start_[l], static_cast<std::size_t>(start_[l + 1] - start_[l])};
    }
    CardSpan deck(int age) const { return list(lists::supply(kMainSet, age)); }  // the main set's pile
    CardSpan supply(SetId set, int age) const { return list(lists::supply(set, age)); }
    CardSpan availableAchievements() const { return list(lists::kAvailable); }
    CardSpan removed() const { return list(lists::kRemoved); }
    CardSpan common() const { return list(lists::kCommon); }  // the common zone (a set's, public)
    PileView pile(int seat, Color c) const { return {list(lists::pile(seat, c)), seats[seat].splay[index(c)]}; }
    // The top card of a seat's pile of color `c`, kNoCard if there is none.
    CardId top(int seat, Color c) const {
        const ListId l = lists::pile(seat, c);
        return start_[l] != start_[l + 1] ? cards_[start_[l]] : kNoCard;
    }
    // The raw lists, for the rules' hottest loops: list `l` is cards()[starts()[l]] up to cards()[starts()[l + 1]].
    const CardId* cards() const { return cards_.data(); }
    const std::uint16_t* starts() const { return start_.data(); }
    // A seat's five piles (its lists lie side by side).
    std::array<PileView, kColors> board(int seat) const {
        std::array<PileView, kColors> out;
        const CardId* cards = cards_.data();
        const std::uint16_t* start = &start_[lists::pile(seat, Color::Red)];
        for (int c = 0; c < kColors; ++c)
            out[c] = {CardSpan(cards + start[c], static_cast<std::size_t>(start[c + 1] - start[c])), seats[seat].splay[c]};
        return out;
    }
    // Where a card is; a card of a set not in play is nowhere (zone Removed, player -2).
    Location where(CardId c) const;
    ListId listOf(CardId c) const { return c < listOf_.size() ? listOf_[c] : kNowhere; }
    bool inGame(CardId c) const { return listOf(c) != kNowhere; }
    int cardsInGame() const { return static_cast<int>(cards_.size()); }
    bool over() const { return phase == Phase::Over; }
    SpecialMask allSpecials() const;  // the special achievements of the sets in play

    // --- changing (the engine's keywords; positions built by hand) ---
    // Moves a card to the top (or bottom) of another list.
    void move(CardId c, ListId to, bool onTop);
    // Replaces a list's cards by `cards`, which must lie in no list (a position being built) or in this one.
    // kNoCard holds a place for a card to be put there later with mutableList() and placed() (sampling).
    void setList(ListId l, CardSpan cards);
    // The cards of a list, to permute or replace in place by cards that lie nowhere (sampling hidden cards).
    std::span<CardId> mutableList(ListId l) {
        return {cards_.data() + start_[l], static_cast<std::size_t>(start_[l + 1] - start_[l])};
    }
    // Records `c` as lying in `l` after mutableList() put it there.
    void placed(CardId c, ListId l) { listOf_[c] = l; }
    // Makes room for the cards of the sets in play (ids up to `highestId`): every card lies nowhere, every list is
    // empty. Without an argument, for the same cards as before.
    void clearCards(CardId highestId);
    void clearCards();
    // Renames every card: the card `c` becomes `map[c]` wherever it lies (a permutation of the cards in play).
    void renameCards(std::span<const CardId> map);

    bool operator==(const GameState&) const = default;

    static constexpr ListId kNowhere = 0xFF;

private:
    std::vector<CardId> cards_;                  // every list, back to back
    std::array<std::uint16_t, lists::kCount + 1> start_{};  // where each list begins in cards_
    std::vector<ListId> listOf_;                 // per card id: its list, kNowhere if not in the game
};

inline CardSpan PlayerState::hand() const { return s_->list(lists::hand(seat_)); }
inline CardSpan PlayerState::score() const { return s_->list(lists::score(seat_)); }
inline CardSpan PlayerState::achievements() const { return s_->list(lists::achievements(seat_)); }
inline CardSpan PlayerState::countedAchievements() const { return s_->list(lists::countedAchievements(seat_)); }
inline CardSpan PlayerState::zone(Zone extra) const { return s_->list(lists::extra(seat_, extra)); }
inline PileView PlayerState::pile(Color c) const { return s_->pile(seat_, c); }
inline CardId PlayerState::top(Color c) const { return s_->top(seat_, c); }
inline std::array<PileView, kColors> PlayerState::board() const { return s_->board(seat_); }
inline SpecialMask PlayerState::specials() const { return s_->seats[seat_].specials; }
inline int PlayerState::tuckedThisTurn() const { return s_->seats[seat_].tuckedThisTurn; }
inline int PlayerState::scoredThisTurn() const { return s_->seats[seat_].scoredThisTurn; }
inline int PlayerState::constantCards() const { return s_->seats[seat_].constantCards; }

}  // namespace inno
