// Corvette Challenger (Artifacts of History, age 7, blue)
// Draw and tuck an 8. Splay up the color of the tucked card. Draw and score a card of value equal to the number of
// cards of that color visible on your board.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects corvette_challenger() {
    return {
        .title = "Corvette Challenger",
        .run =
            {
                [](Ctx& c) {
                    const Color col = Ctx::color(c.drawAndTuck(8));
                    c.splay(col, Splay::Up);
                    c.drawAndScore(visibleCards(c, col));
                },
            },
        .rulings = {"A pile of one card cannot be splayed: its one card is visible, so a 1 is drawn and scored."},
    };
}

}  // namespace inno::artifacts::cards
