// The Wealth of Nations (Artifacts of History, age 6, green)
// Draw and score a 1. Add up the values of all the cards in your score pile, divide by five, and round up. Draw and
// score a card of value equal to the result.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects the_wealth_of_nations() {
    return {
        .title = "The Wealth of Nations",
        .run =
            {
                [](Ctx& c) {
                    c.drawAndScore(1);
                    int sum = 0;
                    for (CardId s : c.scorePile()) sum += Ctx::age(s);
                    c.drawAndScore((sum + 4) / 5);
                },
            },
        .rulings = {"The values are the cards' own (bonuses are not cards)."},
    };
}

}  // namespace inno::artifacts::cards
