// Plumbing (Echoes of the Past, age 1, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef plumbing() {
    return {
        .title = "Plumbing",
        .age = 1,
        .color = Color::Red,
        .positions = {echoSlot, bonus(2), hexagon, icon(Icon::Castle)},
        .featured = Icon::Castle,
        .echo = {"Score a bottom card from your board.",
                 [](Ctx& c) { c.chooseAndScore(bottomCards(c)); }},
        .effects =
            {
                {Effect::NonDemand,
                 "No effect.",
                 [](Ctx&) {}},
            },
    };
}

}  // namespace inno::echoes::cards
