// Velcro Shoes (Artifacts of History, age 9, red)
// I COMPEL you to transfer a 9 from your hand to my hand! If you do not, transfer a 9 from your score pile to my
// score pile! If you do neither, I win!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects velcro_shoes() {
    return {
        .title = "Velcro Shoes",
        .run =
            {
                [](Ctx& c) {
                    auto nines = [](CardSpan from) { return Ctx::filter(from, [](CardId x) { return Ctx::age(x) == 9; }); };
                    if (c.chooseAndTransfer(nines(c.hand()), c.me(), Zone::Hand)) return;
                    if (c.chooseAndTransfer(nines(c.scorePile()), c.me(), Zone::Score)) return;
                    c.win(c.me());
                },
            },
        .rulings = {"The compelled player with no 9 in hand and none in their score pile makes the compelling player "
                    "win at once (with the team, in a team game); the opponents after them are not compelled."},
    };
}

}  // namespace inno::artifacts::cards
