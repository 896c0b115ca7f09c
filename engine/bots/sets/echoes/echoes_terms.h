// What Echoes of the Past brings to the bots (bots/set_terms.h): the forecast valued like cards in hand, echo
// effects, bonuses and the forecast as terms of their own, and the Expert's weights fitted to Echoes games.
#pragma once

#include "bots/set_terms.h"

namespace inno::echoes {

const SetTerms& botTerms();
// The Expert's weights for Echoes games (with or without Cities), at any table size before the multi-seat
// temperature: fitted like the two-seat ones to positions of Echoes games, with the Echoes terms.
EvalWeights expertEchoesWeights();

}  // namespace inno::echoes
