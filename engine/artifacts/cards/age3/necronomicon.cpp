// Necronomicon (Artifacts of History, age 3, purple)
// Draw and reveal a 3. If it is: Yellow: Return all cards in your hand. Green: Unsplay all your stacks. Red: Return
// all cards in your score pile. Blue: Draw a 9.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
void returnAll(Ctx& c, CardSpan cards) {
    CardList all(cards.begin(), cards.end());
    byValueThenTitle(all);
    for (CardId x : all) c.returnCard(x);
}
}  // namespace

ArtifactEffects necronomicon() {
    return {
        .title = "Necronomicon",
        .run =
            {
                [](Ctx& c) {
                    switch (Ctx::color(c.drawAndReveal(3))) {
                    case Color::Yellow: returnAll(c, c.hand()); break;
                    case Color::Green:
                        for (Color col : kAllColors) c.splay(col, Splay::None);
                        break;
                    case Color::Red: returnAll(c, c.scorePile()); break;
                    case Color::Blue: c.draw(9); break;
                    case Color::Purple: break;
                    }
                },
            },
        .rulings = {"A yellow card drawn is in the hand, so it is returned with the rest."},
    };
}

}  // namespace inno::artifacts::cards
