// Refrigeration (age 7, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef refrigeration() {
    return {
        .title = "Refrigeration",
        .age = 7,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Crown},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return half (rounded down) of the cards in your hand!",
                 nullptr},
                {Effect::NonDemand,
                 "You may score a card from your hand.",
                 nullptr},
            },
        .rulings =
            {
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
