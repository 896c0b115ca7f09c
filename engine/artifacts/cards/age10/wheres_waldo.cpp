// Where's Waldo? (Artifacts of History, age 10, yellow)
// You win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects wheres_waldo() {
    return {
        .title = "Where's Waldo?",
        .run =
            {
                [](Ctx& c) { c.win(); },
            },
        .rulings = {"A player who shares it wins before the activator executes it."},
    };
}

}  // namespace inno::artifacts::cards
