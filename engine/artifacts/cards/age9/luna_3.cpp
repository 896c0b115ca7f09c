// Luna 3 (Artifacts of History, age 9, blue)
// Return all cards from your score pile. Draw and score a card of value equal to the number of cards returned.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects luna_3() {
    return {
        .title = "Luna 3",
        .run =
            {
                [](Ctx& c) {
                    CardList returned(c.scorePile().begin(), c.scorePile().end());
                    byValueThenTitle(returned);
                    for (CardId s : returned) c.returnCard(s);
                    c.drawAndScore(static_cast<int>(returned.size()));
                },
            },
        .rulings = {"The cards return in ascending value, then title. With an empty score pile nothing is returned and "
                    "a 0 is drawn and scored: a 1, as for any draw of a value below 1."},
    };
}

}  // namespace inno::artifacts::cards
