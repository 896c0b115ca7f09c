// Seikan Tunnel (Artifacts of History, age 10, green)
// If you have the most cards of a color showing on your board out of all colors on all boards, you win.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
// Cards of a color showing: none without a pile, the top card alone for an unsplayed pile, all of a splayed one.
int showing(Ctx& c, Color col, int p) {
    const PileView pile = c.pile(col, p);
    if (pile.cards.empty()) return 0;
    return pile.splay == Splay::None ? 1 : static_cast<int>(pile.cards.size());
}
}  // namespace

ArtifactEffects seikan_tunnel() {
    return {
        .title = "Seikan Tunnel",
        .run =
            {
                [](Ctx& c) {
                    int best = 0, mine = 0;
                    for (int p : c.allPlayers())
                        for (Color col : kAllColors) best = std::max(best, showing(c, col, p));
                    for (Color col : kAllColors) mine = std::max(mine, showing(c, col, c.you()));
                    if (mine > 0 && mine == best) c.win();
                },
            },
        .rulings = {"Cards showing: one for an unsplayed pile, all of a splayed pile. A tie for the most is enough."},
    };
}

}  // namespace inno::artifacts::cards
