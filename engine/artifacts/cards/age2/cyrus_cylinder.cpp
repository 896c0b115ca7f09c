// Cyrus Cylinder (Artifacts of History, age 2, purple)
// Choose any other top purple card on any player's board. Execute its non-demand dogma effects. Do not share them.
// Splay left a color on any player's board.
#include "artifacts/artifacts_dsl.h"
#include "core/board_choices.h"

namespace inno::artifacts::cards {

ArtifactEffects cyrus_cylinder() {
    return {
        .title = "Cyrus Cylinder",
        .run =
            {
                [](Ctx& c) {
                    CardList purples;
                    for (int p : c.allPlayers())
                        if (const CardId t = c.topCard(Color::Purple, p); t != kNoCard && t != c.thisCard()) purples.push_back(t);
                    if (const auto chosen = c.chooseCard(purples, Purpose::Execute)) c.executeForYourselfOnly(*chosen);
                    splayAColorOnAnyBoard(c, Splay::Left);
                },
            },
        .rulings = {"The splay is a player prompt, then a color prompt, over the piles a left splay would change."},
    };
}

}  // namespace inno::artifacts::cards
