// Boerhavve Silver Microscope (Artifacts of History, age 5, blue)
// Return the lowest card in your hand and the lowest top card on your board. Draw and score a card of value equal
// to the sum of the values of the cards returned.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects boerhavve_silver_microscope() {
    return {
        .title = "Boerhavve Silver Microscope",
        .run =
            {
                [](Ctx& c) {
                    int sum = 0;
                    for (CardId h : c.chooseLowest(c.hand(), 1, Purpose::Return)) sum += Ctx::age(h), c.returnCard(h);
                    for (CardId t : c.chooseLowest(c.topCards(), 1, Purpose::Return)) sum += faceUpValue(t), c.returnCard(t);
                    c.drawAndScore(sum);
                },
            },
    };
}

}  // namespace inno::artifacts::cards
