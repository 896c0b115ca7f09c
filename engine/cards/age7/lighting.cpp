// Lighting (age 7, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef lighting() {
    return {
        .title = "Lighting",
        .age = 7,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Clock, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck up to three cards from your hand. If you do, draw and score a 7 for every different "
                 "value of card you tucked.",
                 nullptr},
            },
        .rulings =
            {
                "Tucking a single card is enough: you then draw and score one 7.",
            },
    };
}

}  // namespace inno::cards
