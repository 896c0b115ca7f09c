// Holmegaard Bows (Artifacts of History, age 1, red)
// I COMPEL you to transfer the highest top card with a [Castle] on your board to my hand!
// Draw a 2.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects holmegaard_bows() {
    return {
        .title = "Holmegaard Bows",
        .run =
            {
                [](Ctx& c) {
                    const CardList withCastles = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Castle); });
                    c.transferHighest(withCastles, 1, c.me(), Zone::Hand);
                },
                [](Ctx& c) { c.draw(2); },
            },
        .rulings = {"Among top cards with a castle tied for highest, the compelled player picks the one transferred."},
    };
}

}  // namespace inno::artifacts::cards
