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
    // Fitted on the training deals, 400 games of each table (base and Cities; five seats under both rules): the
    // estimate is a little too sure at two seats, too timid at three and five, and as good as the fit at four.
    // Three seats of a base game have weights and a temperature of their own, fitted to such games, and no map beat
    // their estimate on the training deals (docs/evaluation.md, "Three seats at scale").
    switch (table.playerCount) {
    case 2: return {0.8270, 0.0};
    case 3:
        if (baseGame(table)) return {};
        return {1.4620, 0.2921};
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
