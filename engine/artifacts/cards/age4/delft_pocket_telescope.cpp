// Delft Pocket Telescope (Artifacts of History, age 4, blue)
// Return a card from your score pile. If you do, draw a 5 and a 6, then reveal one of the drawn cards that has a
// symbol in common with the returned card. If you cannot, return the drawn cards and repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
// "A symbol in common": one of the six standard icon types on both cards (never a hexagon).
bool shareAnIcon(CardId a, CardId b) {
    for (Icon i : kResourceIcons)
        if (Ctx::has(a, i) && Ctx::has(b, i)) return true;
    return false;
}
}  // namespace

ArtifactEffects delft_pocket_telescope() {
    return {
        .title = "Delft Pocket Telescope",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const auto returned = c.chooseAndReturn(c.scorePile());
                        if (!returned) return;
                        CardList drawn{c.draw(5), c.draw(6)};
                        const CardList matching = Ctx::filter(drawn, [&](CardId d) { return shareAnIcon(d, *returned); });
                        if (const auto shown = c.chooseCard(matching, Purpose::Reveal)) return c.reveal(*shown);
                        byValueThenTitle(drawn);
                        for (CardId d : drawn) c.returnCard(d);
                    }
                },
            },
        .rulings = {"A symbol in common is one of the six standard icon types."},
    };
}

}  // namespace inno::artifacts::cards
