// Currency (age 2, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef currency() {
    return {
        .title = "Currency",
        .age = 2,
        .color = Color::Green,
        .icons = {Icon::Leaf, Icon::Crown, Icon::Hex, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return any number of cards from your hand. If you do, draw and score a 2 for every "
                 "different value of card you returned.",
                 nullptr},
            },
        .rulings =
            {
                "Returning a single card is enough: you then draw and score one 2.",
            },
    };
}

}  // namespace inno::cards
