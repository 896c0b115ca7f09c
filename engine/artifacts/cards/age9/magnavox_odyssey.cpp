// Magnavox Odyssey (Artifacts of History, age 9, yellow)
// Draw and meld two 10. If they are the same color, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects magnavox_odyssey() {
    return {
        .title = "Magnavox Odyssey",
        .run =
            {
                [](Ctx& c) {
                    const CardId first = c.drawAndMeld(10);
                    const CardId second = c.drawAndMeld(10);
                    if (Ctx::color(first) == Ctx::color(second)) c.win();
                },
            },
        .rulings = {"The two 10s are drawn and melded one after the other; drawing from an empty 10 pile ends the game."},
    };
}

}  // namespace inno::artifacts::cards
