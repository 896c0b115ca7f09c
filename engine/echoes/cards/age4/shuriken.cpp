// Shuriken (Echoes of the Past, age 4, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef shuriken() {
    return {
        .title = "Shuriken",
        .age = 4,
        .color = Color::Red,
        .positions = {icon(Icon::Crown), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-red card with a [Castle] or [Lightbulb] from your board "
                 "to my board! If you do, draw a 4!",
                 [](Ctx& c) {
                     const CardList tops = Ctx::filter(c.topCards(), [](CardId t) {
                         return Ctx::color(t) != Color::Red && (Ctx::has(t, Icon::Castle) || Ctx::has(t, Icon::Lightbulb));
                     });
                     if (c.chooseAndTransfer(tops, c.me(), Zone::Board)) c.draw(4);
                 }},
                {Effect::NonDemand,
                 "You may splay your purple cards right.",
                 [](Ctx& c) { c.maySplay(Color::Purple, Splay::Right); }},
            },
    };
}

}  // namespace inno::echoes::cards
