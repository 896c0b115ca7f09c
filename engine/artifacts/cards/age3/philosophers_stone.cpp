// Philosopher's Stone (Artifacts of History, age 3, green)
// Return a card from your hand. Score a number of cards from your hand equal to the value of the card returned.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects philosophers_stone() {
    return {
        .title = "Philosopher's Stone",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(c.hand());
                    if (!returned) return;
                    const int n = Ctx::age(*returned);
                    c.chooseAndScore(c.hand(), n, n);
                },
            },
        .rulings = {"With fewer cards in hand than the value, every card in hand is scored."},
    };
}

}  // namespace inno::artifacts::cards
