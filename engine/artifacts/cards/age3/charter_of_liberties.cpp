// Charter of Liberties (Artifacts of History, age 3, blue)
// Tuck a card from your hand. If you do, splay left its color, then choose a splayed color on any player's board.
// Execute all of that color's top card's non-demand effects, without sharing.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects charter_of_liberties() {
    return {
        .title = "Charter of Liberties",
        .run =
            {
                [](Ctx& c) {
                    const CardList tucked = c.chooseAndTuck(c.hand(), 1, 1);
                    if (tucked.empty()) return;
                    c.splay(Ctx::color(tucked.front()), Splay::Left);
                    auto splayed = [&](int p) {
                        std::vector<Color> out;
                        for (Color col : kAllColors)
                            if (c.pile(col, p).splay != Splay::None) out.push_back(col);
                        return out;
                    };
                    std::vector<int> players;
                    for (int p : c.allPlayers())
                        if (!splayed(p).empty()) players.push_back(p);
                    const auto owner = c.choosePlayer(players, Purpose::Execute, false);
                    if (!owner) return;
                    if (const auto col = c.chooseColor(splayed(*owner), Purpose::Execute, false))
                        c.executeForYourselfOnly(c.topCard(*col, *owner));
                },
            },
        .rulings = {"The choice is a player prompt, then a color prompt, over the splayed colors."},
    };
}

}  // namespace inno::artifacts::cards
