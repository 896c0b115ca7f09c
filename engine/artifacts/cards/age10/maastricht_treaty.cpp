// Maastricht Treaty (Artifacts of History, age 10, green)
// If you have the most cards in your score pile, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects maastricht_treaty() {
    return {
        .title = "Maastricht Treaty",
        .run =
            {
                [](Ctx& c) {
                    const std::size_t mine = c.scorePile().size();
                    for (int p : c.allPlayers())
                        if (c.scorePile(p).size() > mine) return;
                    c.win();
                },
            },
        .rulings = {"A tie for the most is enough (only texts that say \"single\" need one player alone); every "
                    "player still in the game is compared, a teammate too."},
    };
}

}  // namespace inno::artifacts::cards
