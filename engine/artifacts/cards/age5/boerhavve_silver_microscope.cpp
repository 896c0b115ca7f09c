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
                    // The lowest top card by its value face up (Battleship Yamato on top is an 11).
                    const CardList tops = c.topCards();
                    int lowest = 0;
                    for (CardId t : tops)
                        if (lowest == 0 || faceUpAge(t) < lowest) lowest = faceUpAge(t);
                    const CardList lowestTops =
                        Ctx::filter(tops, [lowest](CardId t) { return faceUpAge(t) == lowest; });
                    if (const auto t = c.chooseCard(lowestTops, Purpose::Return)) sum += lowest, c.returnCard(*t);
                    c.drawAndScore(sum);
                },
            },
        .rulings = {"The lowest top card is found by the values face up: Battleship Yamato on top is an 11."},
    };
}

}  // namespace inno::artifacts::cards
