// X-Ray (Echoes of the Past, age 8, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef x_ray() {
    return {
        .title = "X-Ray",
        .age = 8,
        .color = Color::Blue,
        .positions = {hexagon, icon(Icon::Leaf), echoSlot, bonus(8)},
        .featured = Icon::Leaf,
        .echo = {"Draw and tuck an 8.",
                 [](Ctx& c) { c.drawAndTuck(8); }},
        .effects =
            {
                {Effect::NonDemand,
                 "For every three [Leaf] on your board, draw and foreshadow a card of any value.",
                 [](Ctx& c) {
                     const int times = c.icons(Icon::Leaf) / 3;
                     for (int k = 0; k < times; ++k)
                         if (auto v = chooseAnyValue(c, false)) drawAndForeshadow(c, *v);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow cards up.",
                 [](Ctx& c) { c.maySplay(Color::Yellow, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
