// Agriculture (age 1, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef agriculture() {
    return {
        .title = "Agriculture",
        .age = 1,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, draw and score a card of value one higher than "
                 "the card you returned.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.hand())) {
                         c.drawAndScore(Ctx::age(*card) + 1);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
