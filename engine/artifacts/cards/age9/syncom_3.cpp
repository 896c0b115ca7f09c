// Syncom 3 (Artifacts of History, age 9, green)
// Return all cards from your hand. Draw and reveal five 9. If you revealed all five colors, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects syncom_3() {
    return {
        .title = "Syncom 3",
        .run =
            {
                [](Ctx& c) {
                    CardList hand(c.hand().begin(), c.hand().end());
                    byValueThenTitle(hand);
                    for (CardId h : hand) c.returnCard(h);
                    unsigned colors = 0;
                    for (int i = 0; i < 5; ++i) colors |= 1u << static_cast<int>(Ctx::color(c.drawAndReveal(9)));
                    if (colors == 0b11111) c.win();
                },
            },
        .rulings = {"The cards are drawn one by one (a 10 once the 9 pile is empty) and stay in the hand."},
    };
}

}  // namespace inno::artifacts::cards
