// Banking (age 5, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef banking() {
    return {
        .title = "Banking",
        .age = 5,
        .color = Color::Green,
        .icons = {Icon::Factory, Icon::Crown, Icon::Hex, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-green card with a [Factory] from your board to my board! If you "
                 "do, draw and score a 5.",
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
