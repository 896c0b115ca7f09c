// Tale of the Shipwrecked Sailor (Artifacts of History, age 1, purple)
// Choose a color. Draw a 1. Meld a card of the chosen color from your hand. If you do, splay that color left.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects tale_of_the_shipwrecked_sailor() {
    return {
        .title = "Tale of the Shipwrecked Sailor",
        .run =
            {
                [](Ctx& c) {
                    const Color chosen = *c.chooseColor(Ctx::allColors(), Purpose::Meld, false);
                    c.draw(1);
                    const CardList ofColor = Ctx::filter(c.hand(), [chosen](CardId h) { return Ctx::color(h) == chosen; });
                    if (c.chooseAndMeld(ofColor)) c.splay(chosen, Splay::Left);
                },
            },
        .rulings = {"The color is chosen before the draw, and every color may be chosen."},
    };
}

}  // namespace inno::artifacts::cards
