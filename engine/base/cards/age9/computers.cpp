// Computers (age 9, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef computers() {
    return {
        .title = "Computers",
        .age = 9,
        .color = Color::Blue,
        .icons = {Icon::Clock, Icon::Hex, Icon::Clock, Icon::Factory},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your red cards or your green cards up.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Red, Color::Green}, Splay::Up);
                 }},
                {Effect::NonDemand,
                 "Draw and meld a 10, then execute its non-demand dogma effects for yourself only.",
                 [](Ctx& c) {
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
