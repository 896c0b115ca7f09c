// Meiji-Mura Stamp Vending Machine (Artifacts of History, age 8, green)
// Return a card from your hand. Draw and score three cards of the returned card's value.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects meiji_mura_stamp_vending_machine() {
    return {
        .title = "Meiji-Mura Stamp Vending Machine",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(c.hand());
                    if (!returned) return;
                    for (int i = 0; i < 3; ++i) c.drawAndScore(Ctx::age(*returned));
                },
            },
        .rulings = {"With an empty hand nothing is returned and nothing is drawn."},
    };
}

}  // namespace inno::artifacts::cards
