// Buttonwood Agreement (Artifacts of History, age 6, green)
// Choose three colors. Draw and reveal a 8. If the drawn card is one of the chosen colors, score it and splay up that
// color. Otherwise, return all cards of the drawn card's color from your score pile, and unsplay that color.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects buttonwood_agreement() {
    return {
        .title = "Buttonwood Agreement",
        .run =
            {
                [](Ctx& c) {
                    const std::vector<Color> chosen = c.chooseColors(Ctx::allColors(), 3, Purpose::Other);
                    const CardId drawn = c.drawAndReveal(8);
                    const Color col = Ctx::color(drawn);
                    if (std::find(chosen.begin(), chosen.end(), col) != chosen.end()) {
                        c.score(drawn);
                        c.splay(col, Splay::Up);
                        return;
                    }
                    CardList same = Ctx::filter(c.scorePile(), [col](CardId s) { return Ctx::color(s) == col; });
                    byValueThenTitle(same);
                    for (CardId s : same) c.returnCard(s);
                    c.splay(col, Splay::None);
                },
            },
        .rulings = {"The three colors are one color prompt (exactly three of the five).",
                    "Otherwise the drawn card stays in your hand; the score pile's cards of its color are returned "
                    "in ascending value, then title."},
    };
}

}  // namespace inno::artifacts::cards
