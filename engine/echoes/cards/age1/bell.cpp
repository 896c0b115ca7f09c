// Bell (Echoes of the Past, age 1, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef bell() {
    return {
        .title = "Bell",
        .age = 1,
        .color = Color::Purple,
        .positions = {icon(Icon::Castle), hexagon, icon(Icon::Castle), echoSlot},
        .featured = Icon::Castle,
        .musicNote = true,
        .echo = {"You may score a card from your hand.",
                 [](Ctx& c) { c.mayScore(c.hand()); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a 2.",
                 [](Ctx& c) { drawAndForeshadow(c, 2); }},
            },
    };
}

}  // namespace inno::echoes::cards
