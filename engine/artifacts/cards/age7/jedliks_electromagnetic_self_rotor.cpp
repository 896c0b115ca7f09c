// Jedlik's Electromagnetic Self-Rotor (Artifacts of History, age 7, red)
// Draw and score an 8. Draw and meld an 8. Claim an achievement of value 8 if it is available, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects jedliks_electromagnetic_self_rotor() {
    return {
        .title = "Jedlik's Electromagnetic Self-Rotor",
        .run =
            {
                [](Ctx& c) {
                    c.drawAndScore(8);
                    c.drawAndMeld(8);
                    claimAchievement(c, 8);
                },
            },
    };
}

}  // namespace inno::artifacts::cards
