// Mapmaking (age 2, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef mapmaking() {
    return {
        .title = "Mapmaking",
        .age = 2,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Castle},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a 1 from your score pile to my score pile.",
                 [](Ctx& c) {
                     auto ones = Ctx::filter(c.scorePile(), [](CardId x) { return Ctx::age(x) == 1; });
                     c.chooseAndTransfer(ones, c.me(), Zone::Score);
                 }},
                {Effect::NonDemand,
                 "If any card was transferred due to the demand, draw and score a 1.",
                 [](Ctx& c) {
                     if (c.demandMoved(Move::Transferred)) c.drawAndScore(1);
                 }},
            },
        .rulings =
            {
                "Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing.",
            },
    };
}

}  // namespace inno::cards
