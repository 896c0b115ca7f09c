// Hansen Writing Ball (Artifacts of History, age 7, green)
// I COMPEL you to draw four 7! Meld a blue card, then transfer all cards in your hand to my hand!
// Draw and reveal a 7. If it has no [Clock], tuck it and repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects hansen_writing_ball() {
    return {
        .title = "Hansen Writing Ball",
        .run =
            {
                [](Ctx& c) {
                    for (int i = 0; i < 4; ++i) c.draw(7);
                    c.chooseAndMeld(Ctx::filter(c.hand(), [](CardId h) { return Ctx::color(h) == Color::Blue; }));
                    const CardList hand(c.hand().begin(), c.hand().end());
                    for (CardId card : hand) c.transfer(card, c.me(), Zone::Hand);
                },
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const CardId drawn = c.drawAndReveal(7);
                        if (Ctx::has(drawn, Icon::Clock)) return;
                        c.tuck(drawn);
                    }
                },
            },
        .rulings = {"Without a blue card in hand nothing is melded, and the whole hand is still transferred."},
    };
}

}  // namespace inno::artifacts::cards
