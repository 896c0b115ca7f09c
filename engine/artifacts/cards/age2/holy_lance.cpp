// Holy Lance (Artifacts of History, age 2, green)
// I COMPEL you to transfer a top Artifact from your board to my board!
// If Holy Grail is a top card on your board, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects holy_lance() {
    return {
        .title = "Holy Lance",
        .run =
            {
                [](Ctx& c) { c.chooseAndTransfer(Ctx::filter(c.topCards(), isArtifact), c.me(), Zone::Board); },
                [](Ctx& c) {
                    static const CardId grail = *findCard("Holy Grail");
                    if (c.topCard(Ctx::color(grail)) == grail) c.win();
                },
            },
    };
}

}  // namespace inno::artifacts::cards
