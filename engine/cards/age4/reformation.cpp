// Reformation (age 4, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef reformation() {
    return {
        .title = "Reformation",
        .age = 4,
        .color = Color::Purple,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Hex, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck a card from your hand for every two [Leaf] icons on your board.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow or purple cards right.",
                 nullptr},
            },
        .rulings =
            {
                "Tucking is all or nothing: if you choose to tuck, you must tuck as many cards as half your [Leaf] "
                "icons (as far as your hand allows), never fewer by choice.",
            },
    };
}

}  // namespace inno::cards
