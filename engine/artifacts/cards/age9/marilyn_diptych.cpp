// Marilyn Diptych (Artifacts of History, age 9, purple)
// You may score a card from your hand. You may transfer any card from your score pile to your hand. If you have
// exactly 25 points, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects marilyn_diptych() {
    return {
        .title = "Marilyn Diptych",
        .run =
            {
                [](Ctx& c) {
                    c.mayScore(c.hand());
                    if (const auto back = c.mayChooseCard(c.scorePile(), Purpose::Transfer))
                        c.transfer(*back, c.you(), Zone::Hand);
                    if (c.points() == 25) c.win();
                },
            },
        .rulings = {"Points are the score, bonuses included."},
    };
}

}  // namespace inno::artifacts::cards
