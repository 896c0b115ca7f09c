// The searches behind the levels. Every search starts from a Sampler (the hidden cards resampled for each
// determinization), so it only ever sees what the deciding seat may know.
#pragma once

#include "bots/determinize.h"
#include "bots/policy.h"
#include "bots/resume.h"

#include <chrono>
#include <cstdint>
#include <optional>

namespace inno {

struct SearchLimits {
    int iterations = 0;               // the budget, counted so that results are reproducible
    int timeLimitMs = 0;              // a wall-clock cap on top (0: none)
    std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now();
    bool outOfTime() const {
        return timeLimitMs > 0 &&
               std::chrono::steady_clock::now() - start > std::chrono::milliseconds(timeLimitMs);
    }
};

// A stable name for an action option, the same in every determinization.
std::uint32_t actionKey(const Choice& c);

// Easy: each action simulated against `samples` determinizations, the best average evaluation wins.
int greedyAction(const Sampler& sampler, const Prompt& p, int samples, std::mt19937_64& rng, const EvalWeights& w);

// Medium: the best pair of actions of the turn (the second one chosen per determinization), averaged over
// `samples` determinizations.
int pairAction(const Sampler& sampler, const Prompt& p, int samples, const SearchLimits& limits, std::mt19937_64& rng,
               const EvalWeights& w);

struct MctsConfig {
    int iterations = 1000;
    int maxDepth = 8;        // actions below the root that the tree may grow to
    int playoutUnits = 0;    // actions played by the quick policy after the tree before evaluating
    double exploration = 0.1;  // UCB constant; values are win probabilities in [0, 1]
    // Stop once no other action can catch the most visited one in the iterations left: the same choice, sooner.
    bool stopWhenDecided = false;
    // With stopWhenDecided: stop once the most visited action leads the second by more than this share of the
    // iterations left. At 1 it can no longer be caught; below 1 the search stops when the second could catch it only
    // by taking nearly every visit left, which a search that has settled on one action seldom gives it.
    double decidedShare = 1.0;
    // With stopWhenDecided: stop after this many iterations however close the first two are (0: never). A choice
    // still open so late is between actions of nearly the same value, where more iterations buy little.
    int closeCallLimit = 0;
    // Only this action (its actionKey) at the root: the search then values one given action (a game review).
    std::optional<std::uint32_t> onlyAtRoot;
};
struct MctsRootEdge {
    std::uint32_t key = 0;  // actionKey of the option
    double visits = 0, value = 0;  // value: the sum of the deciding seat's win estimates
};
struct MctsStats {
    int iterations = 0;
    int nodes = 0;
    int failures = 0;
    std::vector<MctsRootEdge> root;  // every action tried at the root (hints rank them)
};
// Hard and Expert: single-observer Information-Set MCTS over the actions of every player, a new
// determinization per iteration, decisions inside an action by the heuristic policy, leaves valued by the
// evaluation (after an optional short playout).
int ismctsAction(const Sampler& sampler, const Prompt& p, const MctsConfig& config, const SearchLimits& limits,
                 std::mt19937_64& rng, const EvalWeights& w, MctsStats* stats = nullptr);

// Expert, any other prompt: each candidate answer (every single pick, passing where allowed, and the heuristic's
// answers) is played to the end of the action in `samples` samples of the hidden cards, resumed from the
// action's start (resume.h), and valued by the evaluation; the same samples serve every candidate. Returns
// nullopt when too few samples could be resumed.
std::optional<Answer> searchedAnswer(const Sampler& sampler, const Prompt& p,
                                     const UnitSoFar& unit, int samples, const SearchLimits& limits,
                                     std::mt19937_64& rng, const EvalWeights& w, int votes);

// The mean win estimate of each candidate (in `candidates`' order) when played to the end of the action as
// searchedAnswer plays them; `prefix` is unitPicks(unit, p). Nullopt when too few samples could be resumed.
std::optional<std::vector<double>> playedOutValues(const Sampler& sampler, const Prompt& p, const UnitSoFar& unit,
                                                   const std::vector<Picks>& prefix,
                                                   const std::vector<Answer>& candidates, int samples,
                                                   const SearchLimits& limits, std::mt19937_64& rng,
                                                   const EvalWeights& w);

// The answers worth playing out for a prompt inside an action: the heuristic's answers in `votes` samples, then
// every single pick, passing where allowed, and everything at once.
std::vector<Answer> candidateAnswers(const Sampler& sampler, const Prompt& p, std::mt19937_64& rng,
                                     const EvalWeights& w, int votes);

// Any other prompt: the heuristic answer in each of `samples` determinizations, the most frequent one.
Answer votedAnswer(const Sampler& sampler, const Prompt& p, int samples, std::mt19937_64& rng, const EvalWeights& w);

}  // namespace inno
