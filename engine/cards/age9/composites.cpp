// Composites (age 9, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef composites() {
    return {
        .title = "Composites",
        .age = 9,
        .color = Color::Red,
        .icons = {Icon::Factory, Icon::Factory, Icon::Hex, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all but one card from your hand to my hand! Also, transfer the highest card "
                 "from your score pile to my score pile!",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
