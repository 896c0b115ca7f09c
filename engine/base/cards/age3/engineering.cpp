// Engineering (age 3, red)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef engineering() {
    return {
        .title = "Engineering",
        .age = 3,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Hex, Icon::Lightbulb, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all top cards with a [Castle] from your board to my score pile!",
                 [](Ctx& c) {
                     // Only the cards on top now; a card uncovered by a transfer stays.
                     auto withCastle = Ctx::filter(c.topCards(), [](CardId x) { return Ctx::has(x, Icon::Castle); });
                     std::sort(withCastle.begin(), withCastle.end());
                     for (CardId card : withCastle) {
                         c.transfer(card, c.me(), Zone::Score);
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your red cards left.",
                 [](Ctx& c) {
                     c.maySplay(Color::Red, Splay::Left);
                 }},
            },
        .rulings =
            {
                "Only the top cards present when the demand starts are taken; cards uncovered by the transfer are "
                "safe even if they show a [Castle].",
            },
    };
}

}  // namespace inno::cards
