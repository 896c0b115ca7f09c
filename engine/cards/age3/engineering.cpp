// Engineering (age 3, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef engineering() {
    return {
        .title = "Engineering",
        .age = 3,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Hex, Icon::Lightbulb, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all top cards with a [Castle] from your board to my score pile!",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your red cards left.",
                 nullptr},
            },
        .rulings =
            {
                "Only the top cards present when the demand starts are taken; cards uncovered by the transfer are "
                "safe even if they show a [Castle].",
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
