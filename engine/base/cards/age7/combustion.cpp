// Combustion (age 7, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef combustion() {
    return {
        .title = "Combustion",
        .age = 7,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Crown, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer two cards from your score pile to my score pile!",
                 [](Ctx& c) {
                     c.chooseAndTransfer(c.scorePile(), 2, 2, c.me(), Zone::Score);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
