// Parnell Pitch Drop (Artifacts of History, age 8, blue)
// Draw and meld a card of value one higher than the highest top card on your board. If the melded card has three
// [Clock], you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects parnell_pitch_drop() {
    return {
        .title = "Parnell Pitch Drop",
        .run =
            {
                [](Ctx& c) {
                    const CardId melded = c.drawAndMeld(c.highestTop() + 1);
                    if (card(melded).count(Icon::Clock) >= 3) c.win();
                },
            },
        .rulings = {"A card with more than three [Clock] has three [Clock]."},
    };
}

}  // namespace inno::artifacts::cards
