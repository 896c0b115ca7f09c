// Consistency checks of a game state, for soak tests and debugging.
#pragma once

#include "core/state.h"

#include <string>

namespace inno {

// An empty string if the state is consistent, otherwise the first problem found:
// every card in exactly one place and recorded there, piles of fewer than two cards unsplayed,
// achievements consistent.
std::string checkInvariants(const GameState& s);

}  // namespace inno
