// Writing (age 1, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef writing() {
    return {
        .title = "Writing",
        .age = 1,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Crown},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 2.",
                 [](Ctx& c) {
                     c.draw(2);
                 }},
            },
        .rulings =
            {
                "You always draw a 2, whatever your highest top card is; a higher age is drawn only when the 2 pile "
                "is empty.",
            },
    };
}

}  // namespace inno::cards
