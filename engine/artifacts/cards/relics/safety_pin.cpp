// Safety Pin (relic, Echoes card, age 7, yellow)
// Echo effect: Draw and score a 7.
// I DEMAND you return all cards of value higher than 6 from your hand! Draw a 6!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

// The echo effect is an Echoes rule: the Echoes set keeps the faces of Echoes cards printed outside it, echo effects
// included (engine/echoes, "facesElsewhere"), and runs it when Echoes is in play. Here: its dogma effect.
ArtifactEffects safety_pin() {
    return {
        .title = "Safety Pin",
        .run =
            {
                [](Ctx& c) {
                    CardList high = Ctx::filter(c.hand(), [](CardId h) { return Ctx::age(h) > 6; });
                    byValueThenTitle(high);
                    for (CardId h : high) c.returnCard(h);
                    c.draw(6);
                },
            },
        .rulings = {"A relic (option relics): an Echoes card of age 7 that is in no supply pile; it comes only by a "
                    "seize, to a hand only when Echoes is in play. Its echo effect (draw and score a 7) runs like any "
                    "Echoes card's.",
                    "The demanded player returns every card above 6 in their hand (in ascending value, then title), "
                    "then draws a 6 even if they returned nothing."},
    };
}

}  // namespace inno::artifacts::cards
