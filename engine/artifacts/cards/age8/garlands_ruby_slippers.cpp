// Garland's Ruby Slippers (Artifacts of History, age 8, purple)
// Meld an 8 from your hand. If the melded card has no effects, you win. Otherwise, execute the effects of the melded
// card as if they were on this card. Do not share them.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects garlands_ruby_slippers() {
    return {
        .title = "Garland's Ruby Slippers",
        .run =
            {
                [](Ctx& c) {
                    const auto melded = c.chooseAndMeld(Ctx::filter(c.hand(), [](CardId h) { return Ctx::age(h) == 8; }));
                    if (!melded) return;
                    if (hasNoEffects(c.state(), c.you(), *melded)) c.win();
                    executeAsIfOnThisCard(c, *melded);
                },
            },
        .rulings = {"Without an 8 in hand nothing happens (no win).",
                    "A card has no effects when it has neither dogma effects nor an echo effect of its own (a City, "
                    "Battleship Yamato)."},
    };
}

}  // namespace inno::artifacts::cards
