// Moylough Belt Shrine (Artifacts of History, age 3, yellow)
// I COMPEL you to reveal all cards in your hand and transfer the card of my choice to my board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects moylough_belt_shrine() {
    return {
        .title = "Moylough Belt Shrine",
        .run =
            {
                [](Ctx& c) {
                    if (c.hand().empty()) return;
                    c.revealHand();
                    const auto chosen = c.chooseCard(c.hand(), Purpose::Transfer, {.chooser = c.me(), .faceUp = true});
                    if (chosen) c.transfer(*chosen, c.me(), Zone::Board);
                },
            },
        .rulings = {"The compelling player picks the card among the revealed ones."},
    };
}

}  // namespace inno::artifacts::cards
