// Rock Around the Clock (Artifacts of History, age 9, yellow)
// For each top card on your board with a [Clock], draw and score a 9.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects rock_around_the_clock() {
    return {
        .title = "Rock Around the Clock",
        .run =
            {
                [](Ctx& c) {
                    const std::size_t n = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Clock); }).size();
                    for (std::size_t i = 0; i < n; ++i) c.drawAndScore(9);
                },
            },
        .rulings = {"The top cards with a [Clock] are counted once, before the first draw."},
    };
}

}  // namespace inno::artifacts::cards
