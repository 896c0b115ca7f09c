// Software (age 10, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef software() {
    return {
        .title = "Software",
        .age = 10,
        .color = Color::Blue,
        .icons = {Icon::Clock, Icon::Clock, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a 10.",
                 [](Ctx& c) {
                     c.drawAndScore(10);
                 }},
                {Effect::NonDemand,
                 "Draw and meld two 10, then execute the second card's non-demand dogma effects for yourself only.",
                 [](Ctx& c) {
                     c.drawAndMeld(10);
                     CardId second = c.drawAndMeld(10);
                     c.executeForYourselfOnly(second);
                 }},
            },
        .rulings =
            {
                "The two 10s are melded one after the other in the order drawn, with no choice, and only the second "
                "one's non-demand effects are executed.",
                "'For yourself only' means no other player shares the executed effects; effects that involve other "
                "players still apply to them.",
            },
    };
}

}  // namespace inno::cards
