// Databases (age 10, green)
#include "core/card_dsl.h"

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
                 [](Ctx& c) {
                     int half = (static_cast<int>(c.scorePile().size()) + 1) / 2;
                     c.chooseAndReturn(c.scorePile(), half, half);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
