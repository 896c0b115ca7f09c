// Baghdad Battery (Artifacts of History, age 2, green)
// Meld two cards from your hand. If you melded two of the same color and they are of different type, draw and score
// five 2s.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects baghdad_battery() {
    return {
        .title = "Baghdad Battery",
        .run =
            {
                [](Ctx& c) {
                    const CardList melded = c.chooseAndMeld(c.hand(), 2, 2);
                    if (melded.size() != 2 || Ctx::color(melded[0]) != Ctx::color(melded[1]) ||
                        setOf(melded[0]) == setOf(melded[1]))
                        return;
                    for (int i = 0; i < 5; ++i) c.drawAndScore(2);
                },
            },
        .rulings = {"Type means the card's set (base, Artifacts, Cities, Echoes). The two are melded in the order "
                    "picked: the second ends on top."},
    };
}

}  // namespace inno::artifacts::cards
