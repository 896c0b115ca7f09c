// Puffing Billy (Artifacts of History, age 6, blue)
// Return a card from your hand. Draw a card of value equal to the highest number of symbols of the same type visible
// in that color on your board. Splay right that color.
#include "artifacts/artifacts_dsl.h"
#include "core/queries.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects puffing_billy() {
    return {
        .title = "Puffing Billy",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(c.hand());
                    if (!returned) return;
                    const Color col = Ctx::color(*returned);
                    const IconCounts shown = pileIcons(c.pile(col));
                    int most = 0;
                    for (Icon i : kResourceIcons) most = std::max(most, shown[static_cast<int>(i)]);
                    c.draw(most);
                    c.splay(col, Splay::Right);
                },
            },
        .rulings = {"\"That color\" is the returned card's color; with an empty hand nothing happens.",
                    "The symbols are the six standard icon types visible in that pile; with no pile of that color "
                    "the highest number is 0, and a draw of 0 draws a 1."},
    };
}

}  // namespace inno::artifacts::cards
