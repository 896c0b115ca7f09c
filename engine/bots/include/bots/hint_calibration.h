// The win chance a hint shows, calibrated per table size on held-out games (docs/evaluation.md, "Issue 48": the
// hints' calibration). The Expert's estimate is what its search backs up; at some tables it is too timid, at
// others too sure, so the hint shows it through a map fitted to who went on to win at that table size. Only the
// shown chance changes: the bots never read it, so their choices stay the same.
#pragma once

#include "core/state.h"

namespace inno {

// chance' = 1 / (1 + exp(-(slope * logit(chance) + shift))) (Platt scaling): with a positive slope it keeps the
// order of the chances, 0 and 1 stay 0 and 1, and slope 1 with shift 0 leaves every chance as it is.
struct ChanceCalibration {
    double slope = 1.0;
    double shift = 0.0;
};

// The map for this table: one per table size of two to five seats (each for itself), fitted on base and Cities
// games; none (the identity) where no fit beat the estimate as it is, in team games, and where a set in play
// brings expert weights of its own (nothing was fitted to those).
ChanceCalibration hintCalibration(const Options& table);

double calibratedChance(const ChanceCalibration& c, double chance);

}  // namespace inno
