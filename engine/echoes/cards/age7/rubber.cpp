// Rubber (Echoes of the Past, age 7, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef rubber() {
    return {
        .title = "Rubber",
        .age = 7,
        .color = Color::Red,
        .positions = {hexagon, echoSlot, icon(Icon::Factory), bonus(7)},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck two 8.",
                 [](Ctx& c) {
                     c.drawAndTuck(8);
                     c.drawAndTuck(8);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Score a top card from your board without a bonus.",
                 [](Ctx& c) {
                     c.chooseAndScore(Ctx::filter(c.topCards(), [](CardId t) { return !hasBonus(t); }));
                 }},
                {Effect::NonDemand,
                 "You may splay your red cards up.",
                 [](Ctx& c) { c.maySplay(Color::Red, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
