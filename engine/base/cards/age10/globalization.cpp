// Globalization (age 10, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef globalization() {
    return {
        .title = "Globalization",
        .age = 10,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Factory, Icon::Factory, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return a top card with a [Leaf] on your board!",
                 [](Ctx& c) {
                     auto withLeaf = Ctx::filter(c.topCards(), [](CardId x) { return Ctx::has(x, Icon::Leaf); });
                     c.chooseAndReturn(withLeaf);
                 }},
                {Effect::NonDemand,
                 "Draw and score a 6. If no player has more [Leaf] icons than [Factory] icons on their board, the "
                 "single player with the most points wins.",
                 [](Ctx& c) {
                     c.drawAndScore(6);
                     for (int p = 0; p < c.playerCount(); ++p)
                         if (c.icons(Icon::Leaf, p) > c.icons(Icon::Factory, p)) return;
                     c.singlePlayerWins([&](int p) { return c.points(p); }, true);
                 }},
            },
        .rulings =
            {
                "If two or more players tie for the highest score, nobody wins and the game goes on.",
            },
    };
}

}  // namespace inno::cards
