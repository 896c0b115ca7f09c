// Roundhay Garden Scene (Artifacts of History, age 7, purple)
// Meld the highest card from your score pile. Draw and score two cards of value equal to the melded card. Execute
// the effects of the melded card as if they were on this card. Do not share them.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects roundhay_garden_scene() {
    return {
        .title = "Roundhay Garden Scene",
        .run =
            {
                [](Ctx& c) {
                    const CardList highest = c.chooseHighest(c.scorePile(), 1, Purpose::Meld);
                    if (highest.empty()) return;
                    const CardId melded = highest.front();
                    c.meld(melded);
                    const int value = faceUpAge(melded);  // the melded card, face up on the board
                    c.drawAndScore(value);
                    c.drawAndScore(value);
                    executeAsIfOnThisCard(c, melded);
                },
            },
        .rulings = {"With an empty score pile nothing is melded, and nothing is drawn or executed.",
                    "The melded card's demands and compels affect the opponents vulnerable (eligible to share) under "
                    "this action's Leaf counts, counted before the meld."},
    };
}

}  // namespace inno::artifacts::cards
