// Clothing (age 1, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef clothing() {
    return {
        .title = "Clothing",
        .age = 1,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "Meld a card from your hand of different color from any card on your board.",
                 [](Ctx& c) {
                     auto newColors = Ctx::filter(c.hand(), [&](CardId x) { return !c.hasColor(Ctx::color(x)); });
                     c.chooseAndMeld(newColors);
                 }},
                {Effect::NonDemand,
                 "Draw and score a 1 for each color present on your board not present on any other player's board.",
                 [](Ctx& c) {
                     int unique = 0;
                     for (Color col : kAllColors) {
                         if (!c.hasColor(col)) continue;
                         bool elsewhere = false;
                         for (int p : c.otherPlayers()) elsewhere = elsewhere || c.hasColor(col, p);
                         if (!elsewhere) ++unique;
                     }
                     for (int i = 0; i < unique; ++i) c.drawAndScore(1);
                 }},
            },
        .rulings =
            {
                "For the second effect, a color counts only if it is missing from every other player's board; all "
                "other boards are checked, not one chosen player.",
                "In a team game your partner's board is ignored when checking colors.",
            },
    };
}

}  // namespace inno::cards
