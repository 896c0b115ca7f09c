// Hudson's Bay Company Archives (Artifacts of History, age 5, green)
// Score the bottom card of every color on your board. Meld a card from your score pile. Splay right the color of the
// melded card.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects hudsons_bay_company_archives() {
    return {
        .title = "Hudson's Bay Company Archives",
        .run =
            {
                [](Ctx& c) {
                    CardList bottoms;
                    for (Color col : kAllColors)
                        if (const CardId b = c.bottomCard(col); b != kNoCard) bottoms.push_back(b);
                    byValueThenTitle(bottoms);
                    for (CardId b : bottoms) c.score(b);
                    if (const auto melded = c.chooseAndMeld(c.scorePile())) c.splay(Ctx::color(*melded), Splay::Right);
                },
            },
        .rulings = {"A pile of one card: that card is its bottom card."},
    };
}

}  // namespace inno::artifacts::cards
