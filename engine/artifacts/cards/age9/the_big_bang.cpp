// The Big Bang (Artifacts of History, age 9, purple)
// Execute the non-demand effects of your top blue card, without sharing. If this caused any change to occur, draw
// and remove a 10 from the game, then repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects the_big_bang() {
    return {
        .title = "The Big Bang",
        .run =
            {
                [](Ctx& c) {
                    for (;;) {
                        const CardId blue = c.topCard(Color::Blue);
                        if (blue == kNoCard) return;
                        const auto before = c.state().changes;
                        c.executeForYourselfOnly(blue);
                        if (c.state().changes == before) return;
                        c.removeFromGame(c.draw(10));
                    }
                },
            },
        .rulings = {"A change is any card moving or any splay changing. Each repeat executes the top blue card as it is "
                    "then; without a top blue card nothing happens."},
    };
}

}  // namespace inno::artifacts::cards
