// Databases (age 10, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef databases() {
    return {
        .title = "Databases",
        .age = 10,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Clock},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return half (rounded up) of the cards in your score pile!",
                 nullptr},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
