// Along the River during the Qingming Festival (Artifacts of History, age 3, yellow)
// Draw and reveal a 4. If it is yellow, tuck it. If it is purple, score it. Otherwise, repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects along_the_river_during_the_qingming_festival() {
    return {
        .title = "Along the River during the Qingming Festival",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const CardId drawn = c.drawAndReveal(4);
                        if (Ctx::color(drawn) == Color::Yellow) return c.tuck(drawn);
                        if (Ctx::color(drawn) == Color::Purple) return c.score(drawn);
                    }
                },
            },
    };
}

}  // namespace inno::artifacts::cards
