// Sibidu Needle (Artifacts of History, age 1, blue)
// Draw and reveal a 1. If you have a top card of matching color and value to the drawn card, score the drawn card
// and repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects sibidu_needle() {
    return {
        .title = "Sibidu Needle",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const CardId drawn = c.drawAndReveal(1);
                        const CardId top = c.topCard(Ctx::color(drawn));
                        if (top == kNoCard || faceUpAge(top) != Ctx::age(drawn)) return;
                        c.score(drawn);
                    }
                },
            },
    };
}

}  // namespace inno::artifacts::cards
