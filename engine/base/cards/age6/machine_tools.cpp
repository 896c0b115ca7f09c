// Machine Tools (age 6, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef machine_tools() {
    return {
        .title = "Machine Tools",
        .age = 6,
        .color = Color::Red,
        .icons = {Icon::Factory, Icon::Factory, Icon::Hex, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a card of value equal to the highest card in your score pile.",
                 [](Ctx& c) {
                     c.drawAndScore(highestAge(c.scorePile()));
                 }},
            },
        .rulings =
            {
                "With an empty score pile the highest value counts as 0, so you draw and score a 1.",
            },
    };
}

}  // namespace inno::cards
