// Robotics (age 10, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef robotics() {
    return {
        .title = "Robotics",
        .age = 10,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Factory, Icon::Clock, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Score your top green card. Draw and meld a 10, then execute its non-demand dogma effects for "
                 "yourself only.",
                 [](Ctx& c) {
                     if (CardId green = c.topCard(Color::Green); green != kNoCard) c.score(green);
                     CardId card = c.drawAndMeld(10);
                     c.executeForYourselfOnly(card);
                 }},
            },
        .rulings =
            {
                "'For yourself only' means no other player shares the executed effects; effects that involve other "
                "players still apply to them.",
            },
    };
}

}  // namespace inno::cards
