// Enterprise (age 4, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef enterprise() {
    return {
        .title = "Enterprise",
        .age = 4,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-purple card with a [Crown] from your board to my board! If you do, "
                 "draw and meld a 4!",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 nullptr},
            },
        .rulings =
            {
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
