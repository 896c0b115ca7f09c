// Higgs Boson (Artifacts of History, age 10, blue)
// Transfer all cards on your board to your score pile.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects higgs_boson() {
    return {
        .title = "Higgs Boson",
        .run =
            {
                [](Ctx& c) {
                    CardList board;
                    for (Color col : kAllColors) board.insert(board.end(), c.pile(col).cards.begin(), c.pile(col).cards.end());
                    byValueThenTitle(board);
                    for (CardId b : board) c.transfer(b, c.you(), Zone::Score);
                },
            },
        .rulings = {"Every card of every pile moves, in ascending value, then title."},
    };
}

}  // namespace inno::artifacts::cards
