// Mobility (age 8, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef mobility() {
    return {
        .title = "Mobility",
        .age = 8,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Factory, Icon::Clock, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer your two highest non-red cards without a [Factory] from your board to my "
                 "score pile! If you transferred any cards, draw an 8!",
                 [](Ctx& c) {
                     auto candidates = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Red && !Ctx::has(x, Icon::Factory);
                     });
                     auto taken = c.transferHighest(candidates, 2, c.me(), Zone::Score);
                     if (!taken.empty()) c.draw(8);
                 }},
            },
        .rulings =
            {
                "If fewer than two top cards qualify, the opponent transfers every one that does.",
                "The two cards need not share a value; they are simply the two highest qualifying top cards (from "
                "top cards of 9, 8, 7, 6, 5 the 9 and 8 go).",
                "Only the top cards present before the demand are considered; a card uncovered by a transfer is not "
                "taken even if it has no [Factory].",
            },
    };
}

}  // namespace inno::cards
