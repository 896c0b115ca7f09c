// The Wheel (age 1, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef the_wheel() {
    return {
        .title = "The Wheel",
        .age = 1,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Castle, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw two 1.",
                 [](Ctx& c) {
                     c.draw(1);
                     c.draw(1);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
