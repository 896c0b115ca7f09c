// Babylonian Chronicles (Artifacts of History, age 2, red)
// I COMPEL you to transfer a top non-red card with a [Castle] from your board to my board!
// Draw and score a 3.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects babylonian_chronicles() {
    return {
        .title = "Babylonian Chronicles",
        .run =
            {
                [](Ctx& c) {
                    const CardList candidates = Ctx::filter(c.topCards(), [](CardId t) {
                        return Ctx::color(t) != Color::Red && Ctx::has(t, Icon::Castle);
                    });
                    c.chooseAndTransfer(candidates, c.me(), Zone::Board);
                },
                [](Ctx& c) { c.drawAndScore(3); },
            },
    };
}

}  // namespace inno::artifacts::cards
