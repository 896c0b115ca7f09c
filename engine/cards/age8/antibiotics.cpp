// Antibiotics (age 8, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef antibiotics() {
    return {
        .title = "Antibiotics",
        .age = 8,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from your hand. For every different value of card that you "
                 "returned, draw two 8.",
                 nullptr},
            },
        .rulings =
            {
                "Returning a single card is enough: you then draw two 8s.",
            },
    };
}

}  // namespace inno::cards
