// Holy Grail (Artifacts of History, age 2, yellow)
// Return a card from your hand. Claim an achievement of matching value ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects holy_grail() {
    return {
        .title = "Holy Grail",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(c.hand());
                    if (!returned) return;
                    claimAchievement(c, Ctx::age(*returned));
                },
            },
        .rulings = {"The achievement claimed is an available standard achievement of the returned card's value (the "
                    "one that became available first); there is none to claim if none of that value is available."},
    };
}

}  // namespace inno::artifacts::cards
