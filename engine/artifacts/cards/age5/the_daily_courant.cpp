// The Daily Courant (Artifacts of History, age 5, yellow)
// Draw a card of any value, then place it on top of the draw pile of its age. Execute the effects of one of your
// other top cards as if they were on this card. Do not share them.
#include "artifacts/artifacts_dsl.h"

#include <vector>

namespace inno::artifacts::cards {

ArtifactEffects the_daily_courant() {
    return {
        .title = "The Daily Courant",
        .run =
            {
                [](Ctx& c) {
                    std::vector<int> values;
                    for (int v = 1; v <= kAges; ++v) values.push_back(v);
                    const int wanted = *c.chooseValue(values, Purpose::Draw, false);
                    const CardId drawn = c.draw(wanted);
                    c.engine().placeOnDeck(drawn, true, c.thisCard());
                    CardList others = Ctx::filter(c.topCards(), [&](CardId t) { return t != c.thisCard(); });
                    if (const auto chosen = c.chooseCard(others, Purpose::Execute)) executeAsIfOnThisCard(c, *chosen);
                },
            },
        .rulings = {"The value is a value prompt from 1 to 10; the card drawn follows the draw rules (an empty age "
                    "draws higher) and goes back on top of its own set's pile of its age.",
                    "The execution is mandatory. From the display every top card of your board is another top card.",
                    "The chosen card's demands and compels affect the opponents vulnerable (eligible to share) under "
                    "this action's Factory counts; its other effects are executed by you alone."},
    };
}

}  // namespace inno::artifacts::cards
