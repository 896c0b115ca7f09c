// Genetics (age 9, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef genetics() {
    return {
        .title = "Genetics",
        .age = 9,
        .color = Color::Blue,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 10. Score all cards beneath it.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
