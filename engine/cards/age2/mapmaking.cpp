// Mapmaking (age 2, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef mapmaking() {
    return {
        .title = "Mapmaking",
        .age = 2,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Castle},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a 1 from your score pile to my score pile.",
                 nullptr},
                {Effect::NonDemand,
                 "If any card was transferred due to the demand, draw and score a 1.",
                 nullptr},
            },
        .rulings =
            {
                "Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing.",
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
