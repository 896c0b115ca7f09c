// Compass (age 3, green)
#include "cards/card_dsl.h"

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
                 nullptr},
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
