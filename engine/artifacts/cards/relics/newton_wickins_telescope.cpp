// Newton-Wickins Telescope (relic, Artifacts, age 5, purple)
// You may return any number of cards from your score pile. If you do, draw and meld a card of value equal to number
// of cards returned. If the melded card has a [Clock], return it.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects newton_wickins_telescope() {
    return {
        .title = "Newton-Wickins Telescope",
        .run =
            {
                [](Ctx& c) {
                    const CardSpan score = c.scorePile();
                    const CardList returned = c.chooseAndReturn(score, 0, static_cast<int>(score.size()));
                    if (returned.empty()) return;
                    const CardId melded = c.drawAndMeld(static_cast<int>(returned.size()));
                    if (Ctx::has(melded, Icon::Clock)) c.returnCard(melded);
                },
            },
        .rulings = {"A relic (option relics): an Artifact of age 5 that is in no supply pile; it comes only by a seize. "
                    "Returned, it goes back to the relic area, not to the Artifacts 5 pile.",
                    "The cards are returned in one choice, any number of them; returning none does nothing more."},
    };
}

}  // namespace inno::artifacts::cards
