// Fast answers to every kind of prompt from one player's point of view in a full-information (sampled) state:
// the decisions inside an action for the searching levels, and the players of the searches' simulations.
#pragma once

#include <cstdint>

#include "bots/evaluate.h"
#include "core/engine.h"

#include <random>

namespace inno {

// The answer to a prompt other than the action: each candidate's direct effect (where the chosen cards go,
// which pile is splayed) is applied to a copy and evaluated for the chooser; unknown effects are picked
// at random. Optional choices lean towards acting ("you may ... if you do").
Answer heuristicAnswer(const GameState& s, const Prompt& p, std::mt19937_64& rng, const EvalWeights& w = {});

// A cheap preference among the options of an action prompt (no simulation): achieve first, then dogmas and
// melds by the ages involved, then draw. Samples among the best with a little noise.
Answer quickAction(const GameState& s, const Prompt& p, std::mt19937_64& rng);

// Thrown out of a simulation that asked too many questions (a loop inside one action).
struct SimulationAborted {};

// Answers every prompt of a simulation: actions by quickAction (or a hook), the rest by heuristicAnswer.
class PolicySource : public AnswerSource {
public:
    explicit PolicySource(std::mt19937_64& rng, const EvalWeights& w = {}) : rng_(rng), w_(w) {}
    void reset() { asked = 0; }
    Answer answer(const GameState& s, const Prompt& p) override;
    int asked = 0;
    int cap = 400;  // questions allowed before the simulation is abandoned

protected:
    std::mt19937_64& rng_;
    EvalWeights w_;
};

// Plays one unit (an action, or the opening) of a simulation. Returns false if the simulation failed
// (an effect not implemented yet, a loop); the state is then unusable.
bool simulateUnit(GameState& s, AnswerSource& answers);

// Simulations abandoned because the rules threw something other than a game's end or an abandoned simulation (an
// answer the rules refused, an effect that failed), counted over the process: the bots drop such a line of play
// and go on, and the tournament and soak commands report the count so that it is never silent.
std::uint64_t simulationsRefusedByTheRules();
void countSimulationRefused();

}  // namespace inno
