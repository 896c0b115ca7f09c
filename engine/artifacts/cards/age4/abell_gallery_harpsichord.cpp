// Abell Gallery Harpsichord (Artifacts of History, age 4, purple)
// For each value of top card on your board appearing exactly once, draw and score a card of that value in ascending
// order.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects abell_gallery_harpsichord() {
    return {
        .title = "Abell Gallery Harpsichord",
        .run =
            {
                [](Ctx& c) {
                    std::array<int, kAges + 2> count{};
                    for (CardId t : c.topCards()) ++count[faceUpAge(t)];
                    for (int v = 1; v <= kAges + 1; ++v)
                        if (count[v] == 1 && !c.state().over()) c.drawAndScore(v);
                },
            },
        .rulings = {"The values are read from the top cards when the effect starts."},
    };
}

}  // namespace inno::artifacts::cards
