// Domestication (age 1, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef domestication() {
    return {
        .title = "Domestication",
        .age = 1,
        .color = Color::Yellow,
        .icons = {Icon::Castle, Icon::Crown, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Meld the lowest card in your hand. Draw a 1.",
                 [](Ctx& c) {
                     c.meldLowest(c.hand(), 1);
                     c.draw(1);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
