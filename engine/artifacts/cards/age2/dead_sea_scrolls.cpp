// Dead Sea Scrolls (Artifacts of History, age 2, purple)
// Draw an Artifact of value equal to the value of your highest top card.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects dead_sea_scrolls() {
    return {
        .title = "Dead Sea Scrolls",
        .run = {[](Ctx& c) { drawArtifact(c, c.highestTop()); }},
        .rulings = {"An empty Artifacts pile of that value gives a base card of that value instead."},
    };
}

}  // namespace inno::artifacts::cards
