// Physics (age 5, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef physics() {
    return {
        .title = "Physics",
        .age = 5,
        .color = Color::Blue,
        .icons = {Icon::Factory, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw three 6 and reveal them. If two or more of the drawn cards are of the same color, return the "
                 "drawn cards and all the cards in your hand. Otherwise, keep them.",
                 nullptr},
            },
        .rulings =
            {
                "You decide the order in which the cards are returned.",
            },
    };
}

}  // namespace inno::cards
