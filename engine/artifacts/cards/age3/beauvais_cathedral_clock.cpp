// Beauvais Cathedral Clock (Artifacts of History, age 3, green)
// Draw and reveal a 4. Splay right the color matching the drawn card.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects beauvais_cathedral_clock() {
    return {
        .title = "Beauvais Cathedral Clock",
        .run = {[](Ctx& c) { c.splay(Ctx::color(c.drawAndReveal(4)), Splay::Right); }},
    };
}

}  // namespace inno::artifacts::cards
