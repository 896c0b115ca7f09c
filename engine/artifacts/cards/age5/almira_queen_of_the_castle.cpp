// Almira, Queen of the Castle (Artifacts of History, age 5, purple)
// Meld a card from your hand. Claim an achievement of matching value, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects almira_queen_of_the_castle() {
    return {
        .title = "Almira, Queen of the Castle",
        .run =
            {
                [](Ctx& c) {
                    if (const auto melded = c.chooseAndMeld(c.hand())) claimAchievement(c, Ctx::age(*melded));
                },
            },
    };
}

}  // namespace inno::artifacts::cards
