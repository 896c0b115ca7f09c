// Seikilos Epitaph (Artifacts of History, age 2, blue)
// Draw and meld a 3. Meld your bottom card of the drawn card's color. Execute its non-demand dogma effects. Do not
// share them.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects seikilos_epitaph() {
    return {
        .title = "Seikilos Epitaph",
        .run =
            {
                [](Ctx& c) {
                    const CardId drawn = c.drawAndMeld(3);
                    const CardId bottom = c.bottomCard(Ctx::color(drawn));
                    if (bottom != drawn) c.meld(bottom);
                    c.executeForYourselfOnly(bottom);
                },
            },
        .rulings = {"When the drawn card started its pile it is also the bottom card: it stays on top and its effects "
                    "are executed."},
    };
}

}  // namespace inno::artifacts::cards
