// Vaccination (age 6, yellow)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef vaccination() {
    return {
        .title = "Vaccination",
        .age = 6,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Factory, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a "
                 "6!",
                 nullptr},
                {Effect::NonDemand,
                 "If any card was returned as a result of the demand, draw and meld a 7.",
                 nullptr},
            },
        .rulings =
            {
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
