// Bill of Rights (Artifacts of History, age 5, red)
// I COMPEL you to choose a color where you have more visible cards than I do! Transfer all cards of that color from
// your board to my board, from the bottom up!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects bill_of_rights() {
    return {
        .title = "Bill of Rights",
        .run =
            {
                [](Ctx& c) {
                    std::vector<Color> more;
                    for (Color col : kAllColors)
                        if (visibleCards(c, col, c.you()) > visibleCards(c, col, c.me())) more.push_back(col);
                    const auto chosen = c.chooseColor(more, Purpose::Transfer, false);
                    if (!chosen) return;
                    const CardList pile(c.pile(*chosen).cards);
                    for (auto it = pile.rbegin(); it != pile.rend(); ++it) c.transfer(*it, c.me(), Zone::Board);
                },
            },
        .rulings = {"Onto a new pile the cards form an unsplayed pile; onto an existing pile they keep its splay."},
    };
}

}  // namespace inno::artifacts::cards
