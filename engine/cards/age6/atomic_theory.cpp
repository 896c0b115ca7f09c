// Atomic Theory (age 6, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef atomic_theory() {
    return {
        .title = "Atomic Theory",
        .age = 6,
        .color = Color::Blue,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your blue cards right.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and meld a 7.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
