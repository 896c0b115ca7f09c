// The bots' answers to the parley prompts of large games: which card pays for a parley action, and whether to
// pay a card to share a distant player's dogma or to escape their demand.
#pragma once

#include "bots/evaluate.h"
#include "core/prompt.h"

#include <random>

namespace inno {

bool isParleyPayment(const Prompt& p);

// Pays with the card whose loss costs the least. For the optional payments, compares that cost with what the
// dogma's effects would do to the payer (simulated on a copy of `s`, a sampled state): pays to escape when the
// demands would cost more, pays to share when the shared effects are worth more.
Answer parleyAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w = {});

}  // namespace inno
