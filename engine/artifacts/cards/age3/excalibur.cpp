// Excalibur (Artifacts of History, age 3, red)
// I COMPEL you to transfer a top card of higher value than my top card of the same color from your board to my
// board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects excalibur() {
    return {
        .title = "Excalibur",
        .run =
            {
                [](Ctx& c) {
                    const CardList higher = Ctx::filter(c.topCards(), [&](CardId t) {
                        const CardId mine = c.topCard(Ctx::color(t), c.me());
                        return faceUpAge(t) > (mine == kNoCard ? 0 : faceUpAge(mine));
                    });
                    c.chooseAndTransfer(higher, c.me(), Zone::Board);
                },
            },
        .rulings = {"A color the compelling player has no top card of counts as value 0: any top card of it is "
                    "higher.",
                    "Top cards compare by their values face up (Battleship Yamato is an 11)."},
    };
}

}  // namespace inno::artifacts::cards
