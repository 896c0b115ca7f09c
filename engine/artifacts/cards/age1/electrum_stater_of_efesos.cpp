// Electrum Stater of Efesos (Artifacts of History, age 1, green)
// Draw and reveal a 3. If you do not have a top card of the drawn card's color, meld it and repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects electrum_stater_of_efesos() {
    return {
        .title = "Electrum Stater of Efesos",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const CardId drawn = c.drawAndReveal(3);
                        if (c.hasColor(Ctx::color(drawn))) return;
                        c.meld(drawn);
                    }
                },
            },
    };
}

}  // namespace inno::artifacts::cards
