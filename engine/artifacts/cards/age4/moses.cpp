// Moses (Artifacts of History, age 4, yellow)
// I COMPEL you to transfer all top cards with a [Crown] from your board to my score pile!
// Score a top card with a [Crown].
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects moses() {
    return {
        .title = "Moses",
        .run =
            {
                [](Ctx& c) {
                    CardList crowns = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Crown); });
                    byValueThenTitle(crowns);
                    for (CardId t : crowns) c.transfer(t, c.me(), Zone::Score);
                },
                [](Ctx& c) { c.chooseAndScore(Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Crown); })); },
            },
        .rulings = {"The top card scored is one on the executing player's own board."},
    };
}

}  // namespace inno::artifacts::cards
