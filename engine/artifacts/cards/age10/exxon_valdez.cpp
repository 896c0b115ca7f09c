// Exxon Valdez (Artifacts of History, age 10, red)
// I COMPEL you to remove all cards from your hand, score pile, board, and achievements from the game! You lose! If
// there is only one player remaining in the game, that player wins!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects exxon_valdez() {
    return {
        .title = "Exxon Valdez",
        .run =
            {
                // The core's elimination removes the hand, score pile, board, achievements and every zone a set
                // adds (display, forecast) and ends the game when one player (or team) is left.
                [](Ctx& c) { c.engine().eliminate(c.you(), c.thisCard()); },
            },
        .rulings = {"The compelled player leaves the game with every card they hold, their display and forecast "
                    "included; their achievements leave the game too. In a team game their whole team leaves. When "
                    "one player (or one team) is left, it wins at once."},
    };
}

}  // namespace inno::artifacts::cards
