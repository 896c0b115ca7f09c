// Barque-Longue La Belle (Artifacts of History, age 5, green)
// Draw and meld a 5. If the drawn card is not green, repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects barque_longue_la_belle() {
    return {
        .title = "Barque-Longue La Belle",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over())
                        if (Ctx::color(c.drawAndMeld(5)) == Color::Green) return;
                },
            },
    };
}

}  // namespace inno::artifacts::cards
