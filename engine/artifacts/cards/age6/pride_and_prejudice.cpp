// Pride and Prejudice (Artifacts of History, age 6, yellow)
// Draw and meld a 6. If the drawn card's color is the color with the fewest (or tied) number of visible cards on
// your board, score the melded card, and repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
// Visible cards of a color: none without a pile, the top card alone unsplayed, every card of a splayed pile.
int visibleCards(Ctx& c, Color col) {
    const PileView pile = c.pile(col);
    if (pile.cards.empty()) return 0;
    return pile.splay == Splay::None ? 1 : static_cast<int>(pile.cards.size());
}
}  // namespace

ArtifactEffects pride_and_prejudice() {
    return {
        .title = "Pride and Prejudice",
        .run =
            {
                [](Ctx& c) {
                    for (;;) {
                        const CardId melded = c.drawAndMeld(6);
                        const int mine = visibleCards(c, Ctx::color(melded));
                        for (Color col : kAllColors)
                            if (visibleCards(c, col) < mine) return;
                        c.score(melded);
                    }
                },
            },
        .rulings = {"The colors are compared after the meld, all five of them (a color without a pile has 0 visible "
                    "cards), so a board missing a color never scores."},
    };
}

}  // namespace inno::artifacts::cards
