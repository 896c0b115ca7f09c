// Industrialization (age 6, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef industrialization() {
    return {
        .title = "Industrialization",
        .age = 6,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Factory, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 6 for every two [Factory] icons on your board.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red or purple cards right.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
