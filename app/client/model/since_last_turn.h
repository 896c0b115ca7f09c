// What the other seats did since a seat's last decision (issue 47): the events of their turns, with whose turn each
// came in, and the places on the table those events changed. Built from the events the seat received, so a LAN
// seat has it as a seat at this computer does. The summary's words are in text/since_text.h; the table outlines
// the places (TableScene::setChangedPlaces).
#pragma once

#include "model/table_model.h"

#include <set>
#include <span>
#include <vector>

namespace inno::client {

// A pile or zone of the table: a board pile (player and color), a hand, score pile, achievements or a set's zone
// (player and zone), or a supply pile (age and set).
struct TablePlace {
    Zone zone = Zone::Deck;
    int player = -1;
    Color color = Color::Red;  // Board
    int age = 0;               // Deck
    int set = 0;               // Deck
    auto operator<=>(const TablePlace&) const = default;

    static TablePlace board(int player, Color c) { return {Zone::Board, player, c}; }
    static TablePlace ofPlayer(Zone z, int player) { return {z, player}; }
    static TablePlace deck(int age, int set = 0) { return {Zone::Deck, -1, Color::Red, age, set}; }
};

// The places an event changes for everyone to see: the piles a card leaves and enters, a splayed pile, the
// achievements of a player who claims one. A card moved into or out of the game's box or a common zone, and the
// supply's achievements (the claimed one is gone from there), are no place to point at.
std::set<TablePlace> placesChangedBy(const Event& e);

struct SinceLastTurn {
    struct Move {
        Event event;
        int turnOf = -1;  // whose turn it came in
    };
    TableModel start;          // the seat's table at its last decision (names, seats)
    std::vector<Move> moves;   // the others' turns' events, in order
    std::set<TablePlace> places;
    bool empty() const { return moves.empty(); }
};

// The events `seat` received after its last decision (`start` is its table then): those of the other seats' turns,
// its own answers to their cards included, never its own turn's (it watched its own moves happen). The opening
// (everyone melds at once) is nobody's turn.
SinceLastTurn sinceLastTurn(const TableModel& start, std::span<const Event> events, int seat);

}  // namespace inno::client
