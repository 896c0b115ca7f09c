// Mona Lisa (Artifacts of History, age 4, yellow)
// Choose a number and a color. Draw five 4, then reveal your hand. If you have exactly that many cards of that
// color, score them, and splay right your cards of that color. Otherwise, return all cards from your hand.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects mona_lisa() {
    return {
        .title = "Mona Lisa",
        .run =
            {
                [](Ctx& c) {
                    const int number = chooseNumber(c);
                    const Color chosen = *c.chooseColor(Ctx::allColors(), Purpose::Other, false);
                    for (int i = 0; i < 5; ++i) c.draw(4);
                    c.revealHand();
                    CardList ofColor = Ctx::filter(c.hand(), [chosen](CardId h) { return Ctx::color(h) == chosen; });
                    if (static_cast<int>(ofColor.size()) == number) {
                        byValueThenTitle(ofColor);
                        for (CardId s : ofColor) c.score(s);
                        c.splay(chosen, Splay::Right);
                    } else {
                        CardList hand(c.hand().begin(), c.hand().end());
                        byValueThenTitle(hand);
                        for (CardId h : hand) c.returnCard(h);
                    }
                },
            },
        .rulings = {"The number is chosen from 0 to 30, then the color; cards moved together go in ascending value, "
                    "then title."},
    };
}

}  // namespace inno::artifacts::cards
