// Lightning Rod (Echoes of the Past, age 5, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef lightning_rod() {
    return {
        .title = "Lightning Rod",
        .age = 5,
        .color = Color::Blue,
        .positions = {echoSlot, icon(Icon::Factory), hexagon, bonus(6)},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck a 5.",
                 [](Ctx& c) { c.drawAndTuck(5); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and tuck a 5! Return your top card of the tucked card's color!",
                 [](Ctx& c) {
                     const CardId tucked = c.drawAndTuck(5);
                     const CardId top = c.topCard(Ctx::color(tucked));
                     if (top != kNoCard) c.returnCard(top);
                 }},
                {Effect::NonDemand,
                 "Draw and tuck a 5. You may return a top card from your board.",
                 [](Ctx& c) {
                     c.drawAndTuck(5);
                     c.mayReturn(c.topCards());
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
