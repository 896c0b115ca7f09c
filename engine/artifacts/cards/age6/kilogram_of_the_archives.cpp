// Kilogram of the Archives (Artifacts of History, age 6, blue)
// Return a card from your hand. Return a top card from your board. If you returned two cards and their values sum
// to ten, draw and score a 10.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects kilogram_of_the_archives() {
    return {
        .title = "Kilogram of the Archives",
        .run =
            {
                [](Ctx& c) {
                    const auto fromHand = c.chooseAndReturn(c.hand());
                    const CardList tops = c.topCards();
                    const auto top = c.chooseCard(tops, Purpose::Return);
                    int topValue = 0;
                    if (top) topValue = faceUpAge(*top), c.returnCard(*top);
                    if (fromHand && top && Ctx::age(*fromHand) + topValue == 10) c.drawAndScore(10);
                },
            },
        .rulings = {"The top card counts with its value face up."},
    };
}

}  // namespace inno::artifacts::cards
