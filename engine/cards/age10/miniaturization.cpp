// Miniaturization (age 10, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef miniaturization() {
    return {
        .title = "Miniaturization",
        .age = 10,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you returned a 10, draw a 10 for every different value of "
                 "card in your score pile.",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
