// Yeager's Bell X-1A (Artifacts of History, age 9, blue)
// Draw and meld a 9. Execute the effects of the melded card as if they were on this card, without sharing. If that
// card has a [Clock], repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects yeagers_bell_x_1a() {
    return {
        .title = "Yeager's Bell X-1A",
        .run =
            {
                [](Ctx& c) {
                    for (;;) {
                        const CardId melded = c.drawAndMeld(9);
                        executeAsIfOnThisCard(c, melded);
                        if (!Ctx::has(melded, Icon::Clock)) return;
                    }
                },
            },
        .rulings = {"The repeat looks at the icons printed on the melded card, wherever its effects moved it.",
                    "The melded card's demands and compels affect the opponents vulnerable (eligible to share) under "
                    "this action's Clock counts, counted when the action began."},
    };
}

}  // namespace inno::artifacts::cards
