// Twister (Artifacts of History, age 10, purple)
// I COMPEL you to reveal your score pile! For each color, meld a card of that color from your score pile!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects twister() {
    return {
        .title = "Twister",
        .run =
            {
                [](Ctx& c) {
                    CardList score(c.scorePile().begin(), c.scorePile().end());
                    byValueThenTitle(score);
                    for (CardId s : score) c.reveal(s);
                    for (Color col : kAllColors)
                        c.chooseAndMeld(Ctx::filter(c.scorePile(), [col](CardId s) { return Ctx::color(s) == col; }));
                },
            },
        .rulings = {"The colors go in the order red, yellow, green, blue, purple; for each the compelled player picks "
                    "the card (asked only with two or more of that color)."},
    };
}

}  // namespace inno::artifacts::cards
