// Ship of the Line Sussex (Artifacts of History, age 5, red)
// If you have no cards in your score pile, choose a color and score all cards of that color from your board.
// Otherwise, return all cards from your score pile.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects ship_of_the_line_sussex() {
    return {
        .title = "Ship of the Line Sussex",
        .run =
            {
                [](Ctx& c) {
                    if (c.scorePile().empty()) {
                        const Color col = *c.chooseColor(Ctx::allColors(), Purpose::Score, false);
                        CardList pile(c.pile(col).cards.begin(), c.pile(col).cards.end());
                        byValueThenTitle(pile);
                        for (CardId p : pile) c.score(p);
                        return;
                    }
                    CardList score(c.scorePile().begin(), c.scorePile().end());
                    byValueThenTitle(score);
                    for (CardId s : score) c.returnCard(s);
                },
            },
        .rulings = {"Every color is offered, a color without cards on the board too."},
    };
}

}  // namespace inno::artifacts::cards
