// The constant icons (bonuses, flags, fountains) a board shows, one by one, and whether each counts now: the
// explanation behind scoreTotal and achievementTotal (core/queries.h), for a player's eyes.
#pragma once

#include "cities/city_cards.h"
#include "core/state.h"

#include <vector>

namespace inno::cities {

struct ShownMark {
    CardId card = kNoCard;
    SlotKind kind = SlotKind::Bonus;  // Bonus, Flag or Fountain
    Color color = Color::Red;         // the pile it shows in (a flag's color)
    int bonus = 0;                    // Bonus: the printed value
    int points = 0;                   // Bonus: what it adds now (the highest its value, every other one 1)
    bool counts = true;               // Flag: no opponent shows more cards of its color; the others always count
    int mine = 0;                     // Flag: cards of its color this player shows
    int rival = -1;                   // Flag: the opponent showing the most cards of that color (-1: none shows any)
    int rivalCount = 0;
};

// Every bonus, flag and fountain visible on `player`'s board, top cards first, pile by pile.
std::vector<ShownMark> shownMarks(const GameState& s, int player);

}  // namespace inno::cities
