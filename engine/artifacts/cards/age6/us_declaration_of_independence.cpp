// U.S. Declaration of Independence (Artifacts of History, age 6, red)
// I COMPEL you to transfer the highest card in your hand to my hand, the highest card in your score pile to my score
// pile, and the highest top card with a [Factory] from your board to my board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects us_declaration_of_independence() {
    return {
        .title = "U.S. Declaration of Independence",
        .run =
            {
                [](Ctx& c) {
                    c.transferHighest(c.hand(), 1, c.me(), Zone::Hand);
                    c.transferHighest(c.scorePile(), 1, c.me(), Zone::Score);
                    c.transferHighest(Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Factory); }), 1,
                                      c.me(), Zone::Board);
                },
            },
        .rulings = {"On a tie for the highest the compelled player picks the card."},
    };
}

}  // namespace inno::artifacts::cards
