// Cyrus Cylinder (Artifacts of History, age 2, purple)
// Choose any other top purple card on any player's board. Execute its non-demand dogma effects. Do not share them.
// Splay left a color on any player's board.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects cyrus_cylinder() {
    return {
        .title = "Cyrus Cylinder",
        .run =
            {
                [](Ctx& c) {
                    CardList purples;
                    for (int p : c.allPlayers())
                        if (const CardId t = c.topCard(Color::Purple, p); t != kNoCard && t != c.thisCard()) purples.push_back(t);
                    if (const auto chosen = c.chooseCard(purples, Purpose::Execute)) c.executeForYourselfOnly(*chosen);
                    auto splayable = [&](int p) {
                        std::vector<Color> out;
                        for (Color col : kAllColors)
                            if (c.canSplay(col, Splay::Left, p)) out.push_back(col);
                        return out;
                    };
                    std::vector<int> players;
                    for (int p : c.allPlayers())
                        if (!splayable(p).empty()) players.push_back(p);
                    const auto owner = c.choosePlayer(players, Purpose::Splay, false);
                    if (!owner) return;
                    if (const auto col = c.chooseColor(splayable(*owner), Purpose::Splay, false)) c.splay(*col, Splay::Left, *owner);
                },
            },
        .rulings = {"The splay is a player prompt, then a color prompt, over the piles a left splay would change."},
    };
}

}  // namespace inno::artifacts::cards
