// Bifocals (Echoes of the Past, age 6, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef bifocals() {
    return {
        .title = "Bifocals",
        .age = 6,
        .color = Color::Blue,
        .positions = {echoSlot, hexagon, icon(Icon::Crown), icon(Icon::Crown)},
        .featured = Icon::Crown,
        .echo = {"Draw and foreshadow a card of any value.",
                 [](Ctx& c) {
                     if (auto v = chooseAnyValue(c, false)) drawAndForeshadow(c, *v);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your forecast. If you do, draw and foreshadow a card of equal "
                 "value to the card returned.",
                 [](Ctx& c) {
                     if (auto back = c.mayReturn(forecast(c))) drawAndForeshadow(c, Ctx::age(*back));
                 }},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 [](Ctx& c) { c.maySplay(Color::Green, Splay::Right); }},
            },
    };
}

}  // namespace inno::echoes::cards
