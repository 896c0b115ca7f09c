// Mjolnir Amulet (Artifacts of History, age 3, red)
// I COMPEL you to choose a top card on your board! Transfer all cards of that card's color from your board to my
// score pile!
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects mjolnir_amulet() {
    return {
        .title = "Mjolnir Amulet",
        .run =
            {
                [](Ctx& c) {
                    std::vector<Color> colors;
                    for (Color col : kAllColors)
                        if (c.hasColor(col)) colors.push_back(col);
                    const auto chosen = c.chooseColor(colors, Purpose::Transfer, false);
                    if (!chosen) return;
                    CardList pile(c.pile(*chosen).cards.begin(), c.pile(*chosen).cards.end());
                    byValueThenTitle(pile);
                    for (CardId p : pile) c.transfer(p, c.me(), Zone::Score);
                },
            },
        .rulings = {"Only the card's color matters, so the choice is of a color with a top card."},
    };
}

}  // namespace inno::artifacts::cards
