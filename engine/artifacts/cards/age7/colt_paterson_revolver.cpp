// Colt Paterson Revolver (Artifacts of History, age 7, yellow)
// I COMPEL you to reveal your hand! Draw a 7! If the color of the drawn card matches the color of any other card in
// your hand, return all cards in your hand and all cards in your score pile!
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects colt_paterson_revolver() {
    return {
        .title = "Colt Paterson Revolver",
        .run =
            {
                [](Ctx& c) {
                    c.revealHand();
                    const CardId drawn = c.draw(7);
                    const CardSpan hand = c.hand();
                    if (std::none_of(hand.begin(), hand.end(), [&](CardId h) {
                            return h != drawn && Ctx::color(h) == Ctx::color(drawn);
                        }))
                        return;
                    CardList cards(hand.begin(), hand.end());
                    byValueThenTitle(cards);
                    CardList score(c.scorePile().begin(), c.scorePile().end());
                    byValueThenTitle(score);
                    cards.insert(cards.end(), score.begin(), score.end());
                    for (CardId card : cards) c.returnCard(card);
                },
            },
        .rulings = {"The drawn 7 is not revealed. The hand is returned first, then the score pile, each in ascending "
                    "value."},
    };
}

}  // namespace inno::artifacts::cards
