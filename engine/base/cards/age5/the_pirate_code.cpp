// The Pirate Code (age 5, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef the_pirate_code() {
    return {
        .title = "The Pirate Code",
        .age = 5,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Factory, Icon::Crown, Icon::Hex},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer two cards of value 4 or less from your score pile to my score pile!",
                 [](Ctx& c) {
                     auto fourOrLess = Ctx::filter(c.scorePile(), [](CardId x) { return Ctx::age(x) <= 4; });
                     c.chooseAndTransfer(fourOrLess, 2, 2, c.me(), Zone::Score);
                 }},
                {Effect::NonDemand,
                 "If any card was transferred due to the demand, score the lowest top card with a [Crown] from your "
                 "board.",
                 [](Ctx& c) {
                     if (!c.demandMoved(Move::Transferred)) return;
                     auto withCrown = Ctx::filter(c.topCards(), [](CardId x) { return Ctx::has(x, Icon::Crown); });
                     c.scoreLowest(withCrown, 1);
                 }},
            },
        .rulings =
            {
                "The player executing the second effect picks which of their own top cards is scored.",
            },
    };
}

}  // namespace inno::cards
