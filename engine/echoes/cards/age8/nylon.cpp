// Nylon (Echoes of the Past, age 8, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef nylon() {
    return {
        .title = "Nylon",
        .age = 8,
        .color = Color::Green,
        .positions = {bonus(8), icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck an 8 for every three [Factory] on your board. If any of the tucked cards "
                 "were green, repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {
                         const int times = c.icons(Icon::Factory) / 3;
                         bool green = false;
                         for (int k = 0; k < times; ++k) green = Ctx::color(c.drawAndTuck(8)) == Color::Green || green;
                         if (!green) return;
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your red cards up.",
                 [](Ctx& c) { c.maySplay(Color::Red, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
