// Time (Artifacts of History, age 8, yellow)
// I COMPEL you to transfer a non-yellow top card with a [Clock] from your board to my board! If you do, repeat this
// effect!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects time() {
    return {
        .title = "Time",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const CardList tops = Ctx::filter(c.topCards(), [](CardId t) {
                            return Ctx::color(t) != Color::Yellow && Ctx::has(t, Icon::Clock);
                        });
                        if (!c.chooseAndTransfer(tops, c.me(), Zone::Board)) return;
                    }
                },
            },
        .rulings = {"A card uncovered by a transfer can be transferred by the repeat."},
    };
}

}  // namespace inno::artifacts::cards
