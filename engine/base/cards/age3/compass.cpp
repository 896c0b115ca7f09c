// Compass (age 3, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef compass() {
    return {
        .title = "Compass",
        .age = 3,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Leaf},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-green card with a [Leaf] from your board to my board, and then "
                 "transfer a top card without a [Leaf] from my board to your board.",
                 [](Ctx& c) {
                     auto leafy = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Green && Ctx::has(x, Icon::Leaf);
                     });
                     c.chooseAndTransfer(leafy, c.me(), Zone::Board);
                     auto noLeaf = [](CardId x) { return !Ctx::has(x, Icon::Leaf); };
                     auto leafless = Ctx::filter(c.topCards(c.me()), noLeaf);
                     c.chooseAndTransfer(leafless, c.you(), Zone::Board);
                 }},
            },
        .rulings =
            {
                "The demanded player chooses both cards.",
                "When several opponents are affected, each one's exchange is finished before the next one's begins.",
                "The two transfers are independent: if one of them has no eligible card, the other still happens.",
            },
    };
}

}  // namespace inno::cards
