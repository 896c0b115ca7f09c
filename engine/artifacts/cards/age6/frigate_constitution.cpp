// Frigate Constitution (Artifacts of History, age 6, red)
// I COMPEL you to reveal a card in your hand! If you do, and its value is equal to the value of any of my top cards,
// return it and all cards of its color from your board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects frigate_constitution() {
    return {
        .title = "Frigate Constitution",
        .run =
            {
                [](Ctx& c) {
                    const auto revealed = c.chooseCard(c.hand(), Purpose::Reveal);
                    if (!revealed) return;
                    c.reveal(*revealed);
                    bool matches = false;
                    for (CardId t : c.topCards(c.me())) matches = matches || faceUpAge(t) == Ctx::age(*revealed);
                    if (!matches) return;
                    const Color col = Ctx::color(*revealed);
                    c.returnCard(*revealed);
                    const PileView pile = c.pile(col);
                    CardList board(pile.cards.begin(), pile.cards.end());
                    byValueThenTitle(board);
                    for (CardId b : board) c.returnCard(b);
                },
            },
        .rulings = {"The revealed card's value is compared with the values of the compelling player's top cards.",
                    "The revealed card is returned first, then the board's cards of its color, in ascending value, then title."},
    };
}

}  // namespace inno::artifacts::cards
