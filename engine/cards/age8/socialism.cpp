// Socialism (age 8, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef socialism() {
    return {
        .title = "Socialism",
        .age = 8,
        .color = Color::Purple,
        .icons = {Icon::Leaf, Icon::Hex, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck all cards from your hand. If you tuck one, you must tuck them all. If you tucked at "
                 "least one purple card, take all the lowest cards in each other player's hand into your hand.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
