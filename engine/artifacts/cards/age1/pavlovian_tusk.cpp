// Pavlovian Tusk (Artifacts of History, age 1, red)
// Draw three cards of value equal to your top green card. Return one of the drawn cards. Score one of the drawn
// cards.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects pavlovian_tusk() {
    return {
        .title = "Pavlovian Tusk",
        .run =
            {
                [](Ctx& c) {
                    const CardId green = c.topCard(Color::Green);
                    const int value = green == kNoCard ? 0 : faceUpAge(green);
                    CardList drawn;
                    for (int i = 0; i < 3; ++i) drawn.push_back(c.draw(value));
                    auto stillInHand = [&] {
                        return Ctx::filter(drawn, [&](CardId d) { return c.state().where(d).zone == Zone::Hand; });
                    };
                    c.chooseAndReturn(stillInHand());
                    c.chooseAndScore(stillInHand());
                },
            },
        .rulings = {"Without a top green card the value is 0: the cards drawn are 1s."},
    };
}

}  // namespace inno::artifacts::cards
