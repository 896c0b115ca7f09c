// Sailing (age 1, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef sailing() {
    return {
        .title = "Sailing",
        .age = 1,
        .color = Color::Green,
        .icons = {Icon::Crown, Icon::Crown, Icon::Hex, Icon::Leaf},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 1.",
                 [](Ctx& c) {
                     c.drawAndMeld(1);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
