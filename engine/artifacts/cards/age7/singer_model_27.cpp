// Singer Model 27 (Artifacts of History, age 7, yellow)
// Tuck a card from your hand. If you do, splay up its color, and then tuck all cards from your score pile of that
// color.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects singer_model_27() {
    return {
        .title = "Singer Model 27",
        .run =
            {
                [](Ctx& c) {
                    const CardList tucked = c.chooseAndTuck(c.hand(), 1, 1);
                    if (tucked.empty()) return;
                    const Color col = Ctx::color(tucked.front());
                    c.splay(col, Splay::Up);
                    CardList score = Ctx::filter(c.scorePile(), [col](CardId s) { return Ctx::color(s) == col; });
                    byValueThenTitle(score);
                    for (CardId card : score) c.tuck(card);
                },
            },
    };
}

}  // namespace inno::artifacts::cards
