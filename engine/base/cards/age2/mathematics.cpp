// Mathematics (age 2, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef mathematics() {
    return {
        .title = "Mathematics",
        .age = 2,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Crown, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, draw and meld a card of value one higher than the "
                 "card you returned.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.hand())) {
                         c.drawAndMeld(Ctx::age(*card) + 1);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
