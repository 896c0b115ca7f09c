// Banking (age 5, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef banking() {
    return {
        .title = "Banking",
        .age = 5,
        .color = Color::Green,
        .icons = {Icon::Factory, Icon::Crown, Icon::Hex, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-green card with a [Factory] from your board to my board! If you "
                 "do, draw and score a 5.",
                 [](Ctx& c) {
                     auto candidates = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Green && Ctx::has(x, Icon::Factory);
                     });
                     if (auto card = c.chooseAndTransfer(candidates, c.me(), Zone::Board)) {
                         c.drawAndScore(5);
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
