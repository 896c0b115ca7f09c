// Enterprise (age 4, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef enterprise() {
    return {
        .title = "Enterprise",
        .age = 4,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-purple card with a [Crown] from your board to my board! If you do, "
                 "draw and meld a 4!",
                 [](Ctx& c) {
                     auto candidates = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Purple && Ctx::has(x, Icon::Crown);
                     });
                     if (auto card = c.chooseAndTransfer(candidates, c.me(), Zone::Board)) {
                         c.drawAndMeld(4);
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Green, Splay::Right);
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
