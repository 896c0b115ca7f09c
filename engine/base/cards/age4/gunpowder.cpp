// Gunpowder (age 4, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef gunpowder() {
    return {
        .title = "Gunpowder",
        .age = 4,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Factory, Icon::Crown, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top card with a [Castle] from your board to my score pile!",
                 [](Ctx& c) {
                     auto withCastle = Ctx::filter(c.topCards(), [](CardId x) { return Ctx::has(x, Icon::Castle); });
                     c.chooseAndTransfer(withCastle, c.me(), Zone::Score);
                 }},
                {Effect::NonDemand,
                 "If any card was transferred due to the demand, draw and score a 2.",
                 [](Ctx& c) {
                     if (c.demandMoved(Move::Transferred)) c.drawAndScore(2);
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
