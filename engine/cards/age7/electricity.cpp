// Electricity (age 7, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef electricity() {
    return {
        .title = "Electricity",
        .age = 7,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Factory, Icon::Hex, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all your top cards without a [Factory], then draw an 8 for each card you returned.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
