// The hints' calibration maps (docs/evaluation.md, "Issue 48": the hints' calibration): Platt scaling fitted by
// scripts/calibrate-hints.py on the training deals of scripts/generate-positions.sh's tables.
#include "bots/hint_calibration.h"

#include "bots/evaluate.h"
#include "bots/set_terms.h"

#include <algorithm>
#include <cmath>

namespace inno {

ChanceCalibration hintCalibration(const Options& table) {
    if (table.teams) return {};
    for (const SetTermsEntry* e : setTermsInPlay(table))
        if (e->terms->expertWeights()) return {};
    switch (table.playerCount) {
    case 2: return {1.0, 0.0};
    case 3: return {1.4859, 0.3063};  // the estimate is too timid: leaders won more often, trailers less
    case 4: return {1.0, 0.0};        // no map beat the estimate on the training deals' check fifth
    case 5: return {1.1891, 0.2417};
    default: return {};
    }
}

double calibratedChance(const ChanceCalibration& c, double chance) {
    if (!(chance > 0.0)) return 0.0;  // NaN too: never shown outside [0, 1]
    if (chance >= 1.0) return 1.0;
    const double logit = std::log(chance / (1.0 - chance));
    return std::clamp(1.0 / (1.0 + std::exp(-(c.slope * logit + c.shift))), 0.0, 1.0);
}

}  // namespace inno
