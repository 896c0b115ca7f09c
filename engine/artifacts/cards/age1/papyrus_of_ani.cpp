// Papyrus of Ani (Artifacts of History, age 1, red)
// Return a purple card from your hand. If you do, draw and reveal a card of any type of value two higher. If the
// drawn card is purple, meld it and execute each of its non-demand dogma effects. Do not share them.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects papyrus_of_ani() {
    return {
        .title = "Papyrus of Ani",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(
                        Ctx::filter(c.hand(), [](CardId h) { return Ctx::color(h) == Color::Purple; }));
                    if (!returned) return;
                    const SetId type = chooseCardType(c);
                    const CardId drawn = drawOfType(c, type, Ctx::age(*returned) + 2);
                    c.reveal(drawn);
                    if (Ctx::color(drawn) != Color::Purple) return;
                    c.meld(drawn);
                    c.executeForYourselfOnly(drawn);
                },
            },
        .rulings = {"'Any type' is a set prompt over every set in play, asked after the return."},
    };
}

}  // namespace inno::artifacts::cards
