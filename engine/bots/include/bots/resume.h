// Resuming a half-played action in a sample of the hidden cards.
//
// The engine plays an action as ordinary code, so a copied state cannot continue from the middle of one.
// Instead the action is played again from its start: the sampler says which card of the sample stands where
// each card of the true position stands (a permutation among the cards the seat cannot tell apart), the
// action's start is rewritten through it, the answers given so far are found again by the options they picked,
// and the replay must arrive at exactly the sampled position. A sample where it does not (a hidden card decided
// the course of the action) is not used.
#pragma once

#include "bots/bot.h"
#include "bots/determinize.h"
#include "bots/policy.h"

#include <optional>

namespace inno {

using Picks = std::vector<Choice>;  // the options an answer picked, in the answer's order

Picks picksOf(const Prompt& p, const Answer& a);
// The choice with its card (if it names one) rewritten through `map`.
Choice mapChoice(Choice c, const CardMap& map);
// The answer to `p` that picks the same options as `picks` once their cards are rewritten through `map`.
std::optional<Answer> answerPicking(const Prompt& p, const Picks& picks, const CardMap& map);
// The state with every card rewritten through `map` (which must be a permutation).
GameState mapCards(const GameState& s, const CardMap& map);
bool isPermutation(const CardMap& map);
// Every card in the same place, every pile splayed the same way (the random engine and counters aside).
bool sameCards(const GameState& a, const GameState& b);

// The answers of the unit so far as the options they picked, recovered by replaying them from the unit's
// start; nullopt if they do not lead to `p`.
std::optional<std::vector<Picks>> unitPicks(const UnitSoFar& unit, const Prompt& p);

// Answers the unit's earlier prompts with their picks (rewritten through `map`), checks that the position
// reached is `expected` and the prompt is `p` rewritten, then answers it with `candidate` and everything after
// with the policy. A mismatch aborts the simulation (SimulationAborted).
class ResumeSource final : public PolicySource {
public:
    ResumeSource(std::mt19937_64& rng, const EvalWeights& w, const std::vector<Picks>& prefix, const CardMap& map,
                 const GameState& expected, const Prompt& p, const Picks& candidate)
        : PolicySource(rng, w), prefix_(prefix), map_(map), expected_(expected), prompt_(p), candidate_(candidate) {}
    Answer answer(const GameState& s, const Prompt& p) override;
    bool resumed() const { return resumed_; }

private:
    const std::vector<Picks>& prefix_;
    const CardMap& map_;
    const GameState& expected_;
    const Prompt& prompt_;
    const Picks& candidate_;
    std::size_t next_ = 0;
    bool resumed_ = false;
};

}  // namespace inno
