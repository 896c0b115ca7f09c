// Dolly the Sheep (Artifacts of History, age 10, yellow)
// You may score your bottom yellow card. You may draw and tuck a 1. If your bottom yellow card is Domestication, you
// win. Otherwise, meld the highest card in your hand, then draw a 10.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects dolly_the_sheep() {
    return {
        .title = "Dolly the Sheep",
        .run =
            {
                [](Ctx& c) {
                    if (const CardId bottom = c.bottomCard(Color::Yellow); bottom != kNoCard && c.mayDo(Purpose::Score))
                        c.score(bottom);
                    if (c.mayDo(Purpose::Tuck)) c.drawAndTuck(1);
                    if (const CardId bottom = c.bottomCard(Color::Yellow);
                        bottom != kNoCard && inno::card(bottom).title == "Domestication")
                        c.win();
                    for (CardId h : c.chooseHighest(c.hand(), 1, Purpose::Meld)) c.meld(h);
                    c.draw(10);
                },
            },
        .rulings = {"Both \"you may\" are yes/no questions (the first asked only with a yellow pile). With an empty hand "
                    "nothing is melded and the 10 is still drawn."},
    };
}

}  // namespace inno::artifacts::cards
