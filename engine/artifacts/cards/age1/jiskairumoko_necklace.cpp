// Jiskairumoko Necklace (Artifacts of History, age 1, green)
// I COMPEL you to return a card from your score pile! If you do, transfer an achievement of the same value from
// your achievements to mine!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects jiskairumoko_necklace() {
    return {
        .title = "Jiskairumoko Necklace",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(c.scorePile());
                    if (!returned) return;
                    for (CardId a : c.player(c.you()).achievements())
                        if (Ctx::age(a) == Ctx::age(*returned)) return c.transfer(a, c.me(), Zone::Achievement);
                },
            },
        .rulings = {"Only a standard achievement can be transferred; achievements of one value are alike, so none is "
                    "chosen."},
    };
}

}  // namespace inno::artifacts::cards
