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
                 [](Ctx& c) {
                     CardList bottoms;
                     for (Color col : kAllColors)
                         if (c.hasColor(col)) bottoms.push_back(c.bottomCard(col));
                     c.chooseAndScore(bottoms);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "No effect.",
                 [](Ctx&) {}},
            },
    };
}

}  // namespace inno::echoes::cards
