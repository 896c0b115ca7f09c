// Terracotta Army (Artifacts of History, age 2, yellow)
// I COMPEL you to return a top card with no [Castle]!
// Score a card from your hand with no [Castle].
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects terracotta_army() {
    return {
        .title = "Terracotta Army",
        .run =
            {
                [](Ctx& c) {
                    c.chooseAndReturn(Ctx::filter(c.topCards(), [](CardId t) { return !Ctx::has(t, Icon::Castle); }));
                },
                [](Ctx& c) {
                    c.chooseAndScore(Ctx::filter(c.hand(), [](CardId h) { return !Ctx::has(h, Icon::Castle); }));
                },
            },
        .rulings = {"The top card returned is one on the compelled player's own board."},
    };
}

}  // namespace inno::artifacts::cards
