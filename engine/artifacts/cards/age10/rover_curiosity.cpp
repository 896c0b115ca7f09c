// Rover Curiosity (Artifacts of History, age 10, blue)
// Draw and meld an Artifact 10. Execute the effects of the melded card as if they were on this card. Do not share
// them.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects rover_curiosity() {
    return {
        .title = "Rover Curiosity",
        .run =
            {
                [](Ctx& c) {
                    const CardId melded = drawAndMeldArtifact(c, 10);
                    executeAsIfOnThisCard(c, melded);
                },
            },
        .rulings = {"With the Artifacts 10 pile empty, a base 10 is drawn, melded and executed instead; with the base "
                    "10 pile empty too, the draw ends the game."},
    };
}

}  // namespace inno::artifacts::cards
