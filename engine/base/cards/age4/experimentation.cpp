// Experimentation (age 4, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef experimentation() {
    return {
        .title = "Experimentation",
        .age = 4,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 5.",
                 [](Ctx& c) {
                     c.drawAndMeld(5);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
