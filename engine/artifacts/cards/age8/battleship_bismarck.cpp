// Battleship Bismarck (Artifacts of History, age 8, red)
// I COMPEL you to draw and reveal an 8! Return all cards of the drawn card's color from your board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects battleship_bismarck() {
    return {
        .title = "Battleship Bismarck",
        .run =
            {
                [](Ctx& c) {
                    const Color col = Ctx::color(c.drawAndReveal(8));
                    CardList pile(c.pile(col).cards);
                    byValueThenTitle(pile);
                    for (CardId card : pile) c.returnCard(card);
                },
            },
        .rulings = {"The drawn card stays in hand."},
    };
}

}  // namespace inno::artifacts::cards
