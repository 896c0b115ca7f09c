// The position evaluation the bots share: achievements, score, icons, splays, top-card ages, achievement
// eligibility, dogma control and threats, and the terms of the card sets in play (set_terms.h). It reads the whole
// state, so the bots give it only sampled states (see determinize.h), never the true one.
#pragma once

#include "core/card.h"
#include "core/state.h"

#include <array>
#include <vector>

namespace inno {

// Room for the terms of every registered card set (set_terms.h), and their hand-set weights.
inline constexpr int kMaxSetTerms = 16;
const std::array<double, kMaxSetTerms>& defaultSetWeights();

struct EvalWeights {
    double achievement = 30.0;   // each achievement claimed
    double score = 0.9;          // each point in the score pile
    double lateScore = 0.35;     // more per point for each age of the highest top card above 6
    double eligible = 10.0;      // an available achievement the player could claim now
    double eligibleMore = 3.0;   // each further one
    double highestTop = 2.5;     // the draw age
    double topSum = 0.5;         // sum of top-card ages
    double colors = 1.0;         // each color on the board
    double icon = 0.45;          // each visible resource icon
    double splay[4] = {0.0, 0.4, 1.2, 1.8};  // per splayed pile of two or more cards
    double handCard = 1.3;       // each card in hand, up to six
    double handAge = 0.25;       // per age of cards in hand
    double control = 0.35;       // per age of a top card whose featured icon the player leads in
    double threat = 0.45;        // per age of an opponent's demand card that can hit the player
    double temperature = 22.0;   // scale of the value difference turned into a win probability
    // The terms the card sets in play bring (set_terms.h), each set's from its first term on: their hand-set
    // weights unless a level's weights say otherwise. The score and achievements above already count what the
    // engine's totals count (visible bonuses, marks that count as achievements).
    std::array<double, kMaxSetTerms> sets = defaultSetWeights();
};
// The default weights, made once (what the evaluation weighs when given no weights).
const EvalWeights& defaultWeights();

// The terms the evaluation weighs for one seat, each as the weight named alongside multiplies it (the threat term
// and those a set counts against the seat are negative), so that a seat's own value is their weighted sum: the
// base game's 16 terms, then every registered set's (zero in games without it), in registration order.
// `innovation-cli positions` prints them for fitting the weights (scripts/fit-evaluation.py).
inline constexpr int kBaseEvalTerms = 16;
std::vector<const char*> evalTermNames();
std::vector<double> evaluationTerms(const GameState& s, int seat);
std::vector<double> termWeights(const EvalWeights& w);

// The Expert's weights for two-seat games: the same terms, weighed by a logistic regression of who went on to win
// over the positions of 2,300 games between hard bots (docs/evaluation.md tells how they were fitted and
// measured). The sets' terms keep their hand-set values.
EvalWeights expertWeights();
// The Expert's weights for a table: the two-seat ones above (a set's own when a set in play has weights fitted to
// its games, SetTerms::expertWeights; at three seats of a base game, weights fitted to those), at three to five
// seats with the temperature fitted to games of that size (table_weights.cpp).
EvalWeights expertWeights(const Options& table);
// Whether the Expert's weights for this table were fitted to games of its kind (a set's own, or three seats of a
// base game) rather than borrowed from two-seat games: their win chances need no calibration of the hints.
bool expertWeightsFittedTo(const Options& table);
// The hand-set weights (easy, medium, hard) for a table: the defaults, at three to five seats with the temperature
// fitted to games of that size.
EvalWeights handSetWeights(const Options& table);

// Three to five seats, each playing for itself (not a team game): where win chances are a softmax over the seats,
// the temperatures are the multi-seat ones, and hard searches the choices inside an action.
bool everySeatForItself(const Options& table);

// A value for `player` (higher is better), relative to the strongest opposing seat or team.
double evaluate(const GameState& s, int player, const EvalWeights& w = defaultWeights());
// The estimated probability that `player` wins, in [0, 1]; exact (1, 0.5 shared, 0) when the game is over. With
// two seats or teams: the logistic curve of the value relative to the strongest opposing side. With three seats
// or more, each playing for itself: every seat's own value against all the others' (a softmax), so the
// probabilities of the seats add up to one and a lead over the strongest opponent counts most.
double winProbability(const GameState& s, int player, const EvalWeights& w = defaultWeights());
// The same for every seat at once (out[seat]).
void winProbabilities(const GameState& s, std::array<double, kMaxPlayers>& out, const EvalWeights& w = defaultWeights());

}  // namespace inno
