// Principia (Artifacts of History, age 5, blue)
// Return all non-blue top cards from your board. For each card returned, draw and meld a card of value one higher
// than the value of the returned card, in ascending order.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects principia() {
    return {
        .title = "Principia",
        .run =
            {
                [](Ctx& c) {
                    CardList tops = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Blue; });
                    byValueThenTitle(tops);
                    std::vector<int> values;
                    for (CardId t : tops) values.push_back(faceUpAge(t)), c.returnCard(t);
                    for (int v : values) c.drawAndMeld(v + 1);
                },
            },
        .rulings = {"The top cards are those when the effect starts."},
    };
}

}  // namespace inno::artifacts::cards
