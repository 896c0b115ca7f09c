// Corporations (age 8, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef corporations() {
    return {
        .title = "Corporations",
        .age = 8,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Factory, Icon::Factory, Icon::Crown},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-green card with a [Factory] from your board to my score pile! If "
                 "you do, draw and meld an 8.",
                 [](Ctx& c) {
                     auto candidates = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Green && Ctx::has(x, Icon::Factory);
                     });
                     if (auto card = c.chooseAndTransfer(candidates, c.me(), Zone::Score)) {
                         c.drawAndMeld(8);
                     }
                 }},
                {Effect::NonDemand,
                 "Draw and meld an 8.",
                 [](Ctx& c) {
                     c.drawAndMeld(8);
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
