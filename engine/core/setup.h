// A new game from options and a seed, and bookkeeping for positions built by hand.
#pragma once

#include "core/state.h"

#include <cstdint>

namespace inno {

// Shuffles the ten decks and sets aside the nine standard achievements; the opening draw and meld
// are the first unit the engine plays.
GameState newGameState(const Options& options, std::uint64_t seed);

// Recomputes where every card is (and what the players' boards count) from the lists of a state built by hand.
void locateCards(GameState& s);

}  // namespace inno
