// Rules a client can ask about without running a game: seats and teams, achievements needed to win, who
// shares and who must obey a dogma, and the deck a draw comes from. The engine decides with these same
// functions, so each of these rules lives here and nowhere else.
#pragma once

#include "core/card.h"
#include "core/state.h"

#include <array>
#include <string>

namespace inno {

// ---------------------------------------------------------------- seats and teams

int teamOf(const Options& o, int player);
bool arePartners(const Options& o, int a, int b);  // distinct seats on one team
bool areOpponents(const Options& o, int a, int b);
// Every seat of `player`'s team (the player alone without teams), as a bit per seat.
std::uint8_t teamMask(const Options& o, int player);
// The score a standard achievement of `age` asks for (with a top card of that value or more): five times its age,
// once more for every achievement of that age the player already holds (`alreadyHeld`).
inline int pointsToAchieve(int age, int alreadyHeld = 0) { return 5 * age * (alreadyHeld + 1); }
// 8 - seats (a team counts as one) + expansions, at least 3, plus one with the extra-achievement option.
int achievementsToWin(const Options& o);
// Why these options cannot make a game (empty when they can): 2 to 5 seats, five seats only with a large-game
// rule, teams only with four seats.
std::string setupError(const Options& o);

// ---------------------------------------------------------------- large games

// The large-game rule in force: the chosen one in games of four or five seats without teams, otherwise none.
LargeGame largeRule(const Options& o);
// Seats apart around the table, the shorter way: 1 for neighbours. Seats in `gone` (a bit per seat that left
// the game) are not counted: the others close the ring.
int ringDistance(const Options& o, int a, int b, std::uint8_t gone = 0);
// Whether `b` is a distant player for `a` (not beside them) under the large-game rule in force.
bool areDistant(const Options& o, int a, int b, std::uint8_t gone = 0);
inline bool areDistant(const GameState& s, int a, int b) { return areDistant(s.options, a, b, s.eliminated); }

inline int teamOf(const GameState& s, int player) { return teamOf(s.options, player); }
inline bool arePartners(const GameState& s, int a, int b) { return arePartners(s.options, a, b); }
inline bool areOpponents(const GameState& s, int a, int b) { return areOpponents(s.options, a, b); }
inline int achievementsToWin(const GameState& s) { return achievementsToWin(s.options); }

// Seats in clockwise order starting with `from`.
template <typename F>
void forEachSeatFrom(const Options& o, int from, F&& f) {
    for (int i = 0; i < o.playerCount; ++i) f((from + i) % o.playerCount);
}
// The same, leaving out the seats that left the game.
template <typename F>
void forEachSeatFrom(const GameState& s, int from, F&& f) {
    if (s.eliminated) [[unlikely]] {
        forEachSeatFrom(s.options, from, [&](int p) {
            if (!s.isEliminated(p)) f(p);
        });
        return;
    }
    forEachSeatFrom(s.options, from, f);
}

// ---------------------------------------------------------------- dogma roles

// Per seat, how many of the dogma's featured icon it shows.
using SeatCounts = std::array<int, kMaxPlayers>;

// Who takes part in a dogma besides the activator, decided once when it is activated.
struct DogmaRoles {
    std::uint8_t sharers = 0;   // bit per seat: executes the non-demand effects before the activator
    std::uint8_t demanded = 0;  // bit per seat: must obey the demands
    // Under the parley rule, the distant seats: a sharer among them shares only by paying a card, a demanded
    // one may pay a card to escape. Empty under any other rule.
    std::uint8_t parley = 0;
    // Per demand rule a set registers (Effect::SetDemand + i): the seats its demands affect.
    std::array<std::uint8_t, kMaxDemandRules> ruled{};
    bool shares(int p) const { return sharers & (1u << p); }
    bool obeys(int p) const { return demanded & (1u << p); }
    // The seats a demand of this kind affects.
    std::uint8_t affected(Effect::Kind kind) const {
        return kind == Effect::Demand ? demanded : kind > Effect::Demand ? ruled[kind - Effect::SetDemand] : 0;
    }
    bool obeys(int p, Effect::Kind kind) const { return affected(kind) & (1u << p); }
    bool paysToShare(int p) const { return shares(p) && (parley & (1u << p)); }
    bool mayEscape(int p) const { return obeys(p) && (parley & (1u << p)); }
    bool mayEscape(int p, Effect::Kind kind) const { return obeys(p, kind) && (parley & (1u << p)); }
    bool operator==(const DogmaRoles&) const = default;
};

// The roles when `activator` activates card `c` and the seats show `counts` of its featured icon: a seat
// with at least as many icons as the activator shares; otherwise an opponent must obey the card's
// demands (if it has any). A partner with fewer icons does neither. Under the distant rule a distant seat
// shares only with at least twice the activator's count and obeys only when the activator has more than
// twice its count; under the parley rule the distant seats are marked (see DogmaRoles::parley). The sets'
// own kinds of demand affect whom their rules say (DemandRuleDef). Seats in `gone` take no part.
DogmaRoles dogmaRoles(const Options& o, int activator, CardId c, const SeatCounts& counts, std::uint8_t gone = 0);
// The same, counting the icons on the boards of `s`.
DogmaRoles dogmaRoles(const GameState& s, int activator, CardId c);
// Per seat, the icons of `c`'s featured kind on its board.
SeatCounts dogmaIconCounts(const GameState& s, CardId c);

// ---------------------------------------------------------------- drawing

// The age a draw of `wanted` comes from: the lowest non-empty deck at or above it (at least 1);
// kAges + 1 when every deck from there up is empty (the draw ends the game).
template <typename DeckIsEmpty>
int drawSourceAge(int wanted, DeckIsEmpty&& deckIsEmpty) {
    int a = wanted < 1 ? 1 : wanted;
    while (a <= kAges && deckIsEmpty(a)) ++a;
    return a;
}
int drawSourceAge(const GameState& s, int wanted);
// The same from deck sizes alone (deckSizes[age-1]), as a client knows them.
int drawSourceAge(const std::array<int, kAges>& deckSizes, int wanted);

}  // namespace inno
