// Molasses Reef Caravel (Artifacts of History, age 4, green)
// Return all cards from your hand. Draw three 4. Meld a blue card from your hand. Score a card from your hand.
// Return a card from your score pile.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects molasses_reef_caravel() {
    return {
        .title = "Molasses Reef Caravel",
        .run =
            {
                [](Ctx& c) {
                    CardList hand(c.hand().begin(), c.hand().end());
                    byValueThenTitle(hand);
                    for (CardId h : hand) c.returnCard(h);
                    for (int i = 0; i < 3; ++i) c.draw(4);
                    c.chooseAndMeld(Ctx::filter(c.hand(), [](CardId h) { return Ctx::color(h) == Color::Blue; }));
                    c.chooseAndScore(c.hand());
                    c.chooseAndReturn(c.scorePile());
                },
            },
    };
}

}  // namespace inno::artifacts::cards
