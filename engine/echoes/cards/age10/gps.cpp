// GPS (Echoes of the Past, age 10, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef gps() {
    return {
        .title = "GPS",
        .age = 10,
        .color = Color::Green,
        .positions = {icon(Icon::Crown), hexagon, icon(Icon::Clock), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all cards from your forecast!",
                 [](Ctx& c) { returnAll(c, forecast(c)); }},
                {Effect::NonDemand,
                 "Draw and foreshadow three 10.",
                 [](Ctx& c) {
                     for (int k = 0; k < 3; ++k) drawAndForeshadow(c, 10);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow cards up.",
                 [](Ctx& c) { c.maySplay(Color::Yellow, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
