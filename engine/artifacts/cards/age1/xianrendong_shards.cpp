// Xianrendong Shards (Artifacts of History, age 1, yellow)
// Reveal three cards from your hand. Score two, then tuck the other. If the scored cards were the same color, draw
// three 1s.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects xianrendong_shards() {
    return {
        .title = "Xianrendong Shards",
        .run =
            {
                [](Ctx& c) {
                    const CardList revealed = c.chooseCards(c.hand(), 3, 3, Purpose::Reveal);
                    for (CardId r : revealed) c.reveal(r);
                    const CardList scored = c.chooseAndScore(revealed, 2, 2);
                    for (CardId r : revealed)
                        if (c.state().where(r).zone == Zone::Hand) c.tuck(r);
                    if (scored.size() == 2 && Ctx::color(scored[0]) == Ctx::color(scored[1]))
                        for (int i = 0; i < 3; ++i) c.draw(1);
                },
            },
        .rulings = {"With three cards or fewer in hand all are revealed; with two or fewer all are scored and none "
                    "is tucked."},
    };
}

}  // namespace inno::artifacts::cards
