// Empiricism (age 8, purple)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef empiricism() {
    return {
        .title = "Empiricism",
        .age = 8,
        .color = Color::Purple,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Choose two colors, then draw and reveal a 9. If it is either of the colors you chose, meld it and "
                 "you may splay your cards of that color up.",
                 nullptr},
                {Effect::NonDemand,
                 "If you have twenty or more [Lightbulb] icons on your board, you win.",
                 nullptr},
            },
        .rulings =
            {
                "A sharing opponent with twenty or more [Lightbulb] icons wins the game.",
            },
    };
}

}  // namespace inno::cards
