// Basur Hoyuk Tokens (Artifacts of History, age 1, blue)
// Draw and reveal a 4. If you have a top card of the drawn card's color that comes before it in the alphabet,
// return the drawn card and all cards from your score pile.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects basur_hoyuk_tokens() {
    return {
        .title = "Basur Hoyuk Tokens",
        .run =
            {
                [](Ctx& c) {
                    const CardId drawn = c.drawAndReveal(4);
                    const CardId top = c.topCard(Ctx::color(drawn));
                    if (top == kNoCard || !(title(top) < title(drawn))) return;
                    c.returnCard(drawn);
                    CardList score(c.scorePile().begin(), c.scorePile().end());
                    byValueThenTitle(score);
                    for (CardId s : score) c.returnCard(s);
                },
            },
    };
}

}  // namespace inno::artifacts::cards
