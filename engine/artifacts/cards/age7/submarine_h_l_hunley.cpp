// Submarine H. L. Hunley (Artifacts of History, age 7, red)
// I COMPEL you to draw and meld a 7! Reveal the bottom card on your board of the melded card's color! If the revealed
// card is a 1, return all cards of its color from your board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects submarine_h_l_hunley() {
    return {
        .title = "Submarine H. L. Hunley",
        .run =
            {
                [](Ctx& c) {
                    const Color col = Ctx::color(c.drawAndMeld(7));
                    const CardId bottom = c.bottomCard(col);
                    c.reveal(bottom);
                    if (faceUpAge(bottom) != 1) return;
                    CardList pile(c.pile(col).cards);
                    byValueThenTitle(pile);
                    for (CardId card : pile) c.returnCard(card);
                },
            },
        .rulings = {"A pile of one card: the melded card is its bottom card."},
    };
}

}  // namespace inno::artifacts::cards
