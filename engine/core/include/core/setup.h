// A new game from options and a seed, and bookkeeping for positions built by hand.
#pragma once

#include "core/state.h"

#include <cstdint>

namespace inno {

// Shuffles the supply piles of every set in play and sets aside the nine standard achievements; the opening draw
// and meld are the first unit the engine plays.
GameState newGameState(const Options& options, std::uint64_t seed);

// A state with the options set, room for the cards of the sets in play and every list empty (a position to build).
GameState emptyState(const Options& options);

// Recomputes what the boards of a state built by hand count (cards with constant marks).
void recountBoards(GameState& s);

}  // namespace inno
