// International Prototype Metre Bar (Artifacts of History, age 7, green)
// Choose a value. Draw and meld a card of that value. Splay up the color of the melded card. If the number of cards
// of that color visible on your board is exactly equal to the card's value, you win. Otherwise, return the melded
// card.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects international_prototype_metre_bar() {
    return {
        .title = "International Prototype Metre Bar",
        .run =
            {
                [](Ctx& c) {
                    const auto value = c.chooseValue({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, Purpose::Draw, false);
                    const CardId melded = c.drawAndMeld(*value);
                    const Color col = Ctx::color(melded);
                    c.splay(col, Splay::Up);
                    if (visibleCards(c, col) == faceUpAge(melded)) c.win();
                    c.returnCard(melded);
                },
            },
        .rulings = {"The card's value is the melded card's (a higher one when the chosen value's pile was empty)."},
    };
}

}  // namespace inno::artifacts::cards
