// Tortugas Galleon (Artifacts of History, age 4, red)
// I COMPEL you to transfer all the highest cards from your score pile to my score pile! If you transfered any,
// transfer a top card on your board of that value to my board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects tortugas_galleon() {
    return {
        .title = "Tortugas Galleon",
        .run =
            {
                [](Ctx& c) {
                    CardList highest = Ctx::allHighest(c.scorePile());
                    if (highest.empty()) return;
                    const int value = Ctx::age(highest.front());
                    byValueThenTitle(highest);
                    for (CardId s : highest) c.transfer(s, c.me(), Zone::Score);
                    c.chooseAndTransfer(Ctx::filter(c.topCards(), [value](CardId t) { return faceUpAge(t) == value; }),
                                        c.me(), Zone::Board);
                },
            },
        .rulings = {"The score pile's cards count their printed values; the top cards their values face up (Battleship "
                    "Yamato on top is an 11, never an 8)."},
    };
}

}  // namespace inno::artifacts::cards
