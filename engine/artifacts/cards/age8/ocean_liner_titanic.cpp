// Ocean Liner Titanic (Artifacts of History, age 8, green)
// Score all bottom cards from your board.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects ocean_liner_titanic() {
    return {
        .title = "Ocean Liner Titanic",
        .run =
            {
                [](Ctx& c) {
                    CardList bottoms;
                    for (Color col : kAllColors)
                        if (const CardId b = c.bottomCard(col); b != kNoCard) bottoms.push_back(b);
                    byValueThenTitle(bottoms);
                    for (CardId card : bottoms) c.score(card);
                },
            },
        .rulings = {"A pile of one card: that card is its bottom card, and it is scored."},
    };
}

}  // namespace inno::artifacts::cards
