// Treaty of Kadesh (Artifacts of History, age 1, blue)
// I COMPEL you to return all top cards from your board with a demand effect!
// Score a top, non-blue card from your board with a demand effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects treaty_of_kadesh() {
    return {
        .title = "Treaty of Kadesh",
        .run =
            {
                [](Ctx& c) {
                    CardList withDemand = Ctx::filter(c.topCards(), [](CardId t) { return facts(t).hasDemand; });
                    byValueThenTitle(withDemand);
                    for (CardId t : withDemand) c.returnCard(t);
                },
                [](Ctx& c) {
                    c.chooseAndScore(Ctx::filter(c.topCards(), [](CardId t) {
                        return Ctx::color(t) != Color::Blue && facts(t).hasDemand;
                    }));
                },
            },
        .rulings = {"A demand effect is any kind of demand: an I DEMAND or an I COMPEL."},
    };
}

}  // namespace inno::artifacts::cards
