// Stove (Echoes of the Past, age 5, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef stove() {
    return {
        .title = "Stove",
        .age = 5,
        .color = Color::Yellow,
        .positions = {hexagon, bonus(6), icon(Icon::Factory), echoSlot},
        .featured = Icon::Factory,
        .echo = {"Score a top card from your board without a [Factory].",
                 [](Ctx& c) {
                     c.chooseAndScore(Ctx::filter(c.topCards(), [](CardId t) { return !Ctx::has(t, Icon::Factory); }));
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 4. If your top card of the tucked card's color has value less than 4, "
                 "draw and score a 4.",
                 [](Ctx& c) {
                     const CardId tucked = c.drawAndTuck(4);
                     if (faceUpAge(c.topCard(Ctx::color(tucked))) < 4) c.drawAndScore(4);
                 }},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 [](Ctx& c) { c.maySplay(Color::Green, Splay::Right); }},
            },
    };
}

}  // namespace inno::echoes::cards
