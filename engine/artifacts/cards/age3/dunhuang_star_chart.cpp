// Dunhuang Star Chart (Artifacts of History, age 3, blue)
// Return all cards from your hand. Draw a card of value equal to the number of cards returned.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects dunhuang_star_chart() {
    return {
        .title = "Dunhuang Star Chart",
        .run =
            {
                [](Ctx& c) {
                    CardList hand(c.hand().begin(), c.hand().end());
                    byValueThenTitle(hand);
                    for (CardId h : hand) c.returnCard(h);
                    c.draw(static_cast<int>(hand.size()));
                },
            },
        .rulings = {"With no card returned the value is 0: the card drawn is a 1."},
    };
}

}  // namespace inno::artifacts::cards
