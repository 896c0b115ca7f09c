// Stamp Act (Artifacts of History, age 6, yellow)
// I COMPEL you to transfer a card of value equal to the top yellow card on your board from your score pile to mine!
// If you do, return a card from your score pile of value equal to the top green card on your board!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects stamp_act() {
    return {
        .title = "Stamp Act",
        .run =
            {
                [](Ctx& c) {
                    auto ofValue = [&](int v) {
                        return Ctx::filter(c.scorePile(), [v](CardId s) { return Ctx::age(s) == v; });
                    };
                    const CardId yellow = c.topCard(Color::Yellow);
                    if (yellow == kNoCard) return;
                    if (!c.chooseAndTransfer(ofValue(faceUpAge(yellow)), c.me(), Zone::Score)) return;
                    if (const CardId green = c.topCard(Color::Green); green != kNoCard)
                        c.chooseAndReturn(ofValue(faceUpAge(green)));
                },
            },
        .rulings = {"Without a top yellow card nothing is transferred; without a top green card nothing is returned."},
    };
}

}  // namespace inno::artifacts::cards
