// Chopsticks (Echoes of the Past, age 1, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef chopsticks() {
    return {
        .title = "Chopsticks",
        .age = 1,
        .color = Color::Yellow,
        .positions = {hexagon, icon(Icon::Leaf), icon(Icon::Leaf), echoSlot},
        .featured = Icon::Leaf,
        .echo = {"Draw a 1.",
                 [](Ctx& c) { c.draw(1); }},
        .effects =
            {
                {Effect::NonDemand,
                 "If the 1 deck has at least one card, you may transfer its bottom card to the available "
                 "achievements.",
                 [](Ctx& c) { mayMakeBottomCardAvailable(c, 1); }},
            },
    };
}

}  // namespace inno::echoes::cards
