// Petition of Right (Artifacts of History, age 4, blue)
// I COMPEL you to transfer a card from your score pile to my score pile for each top card with a [Castle] on your
// board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects petition_of_right() {
    return {
        .title = "Petition of Right",
        .run =
            {
                [](Ctx& c) {
                    const CardList castles = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Castle); });
                    const int n = static_cast<int>(castles.size());
                    c.chooseAndTransfer(c.scorePile(), n, n, c.me(), Zone::Score);
                },
            },
        .rulings = {"The compelled player picks the cards, one per top card with a castle (all of them when the score "
                    "pile holds fewer)."},
    };
}

}  // namespace inno::artifacts::cards
