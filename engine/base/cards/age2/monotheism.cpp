// Monotheism (age 2, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef monotheism() {
    return {
        .title = "Monotheism",
        .age = 2,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Castle, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top card on your board of a different color from any card on my board to "
                 "my score pile! If you do, draw and tuck a 1!",
                 [](Ctx& c) {
                     auto notOnMyBoard = [&](CardId x) { return !c.hasColor(Ctx::color(x), c.me()); };
                     auto newToMe = Ctx::filter(c.topCards(), notOnMyBoard);
                     if (auto card = c.chooseAndTransfer(newToMe, c.me(), Zone::Score)) {
                         c.drawAndTuck(1);
                     }
                 }},
                {Effect::NonDemand,
                 "Draw and tuck a 1.",
                 [](Ctx& c) {
                     c.drawAndTuck(1);
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
