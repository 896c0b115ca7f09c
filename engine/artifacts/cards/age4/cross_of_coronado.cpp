// Cross of Coronado (Artifacts of History, age 4, purple)
// Reveal your hand. If you have exactly five cards and five colors in your hand, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects cross_of_coronado() {
    return {
        .title = "Cross of Coronado",
        .run =
            {
                [](Ctx& c) {
                    c.revealHand();
                    const CardSpan hand = c.hand();
                    if (hand.size() != 5) return;
                    unsigned colors = 0;
                    for (CardId h : hand) colors |= 1u << static_cast<int>(Ctx::color(h));
                    if (colors == 0x1F) c.win();
                },
            },
    };
}

}  // namespace inno::artifacts::cards
