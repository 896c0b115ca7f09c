// The hints' calibration maps (docs/evaluation.md, "Issue 48": the hints' calibration): Platt scaling fitted by
// scripts/calibrate-hints.py on the training deals of scripts/generate-positions.sh's tables.
#include "bots/hint_calibration.h"

#include "bots/evaluate.h"

#include <algorithm>
#include <cmath>

namespace inno {

ChanceCalibration hintCalibration(const Options& table) {
    // Weights fitted to the table's own games: at three seats of a base game no map beat their estimate on the
    // training deals (docs/evaluation.md, "Three seats at scale"); a set's own have had no map fitted.
    if (table.teams || expertWeightsFittedTo(table)) return {};
    // Fitted on the training deals, 400 games of each table (base and Cities; five seats under both rules): the
    // estimate is a little too sure at two seats, too timid at three and five, and as good as the fit at four.
    switch (table.playerCount) {
    case 2: return {0.8270, 0.0};
    case 3: return {1.4620, 0.2921};  // with Cities: base games have weights of their own
    case 4: return {};  // the fit did not beat the estimate on the training deals' check fifth
    case 5: return {1.2198, 0.2808};
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
