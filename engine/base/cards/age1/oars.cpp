// Oars (age 1, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef oars() {
    return {
        .title = "Oars",
        .age = 1,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Crown, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card with a [Crown] from your hand to my score pile! If you do, draw a 1.",
                 [](Ctx& c) {
                     auto withCrown = Ctx::filter(c.hand(), [](CardId x) { return Ctx::has(x, Icon::Crown); });
                     if (withCrown.empty()) return c.revealHand();
                     c.chooseAndTransfer(withCrown, c.me(), Zone::Score);
                     c.draw(1);
                 }},
                {Effect::NonDemand,
                 "If no cards were transferred due to this demand, draw a 1.",
                 [](Ctx& c) {
                     if (!c.demandMoved(Move::Transferred)) c.draw(1);
                 }},
            },
        .rulings =
            {
                "An opponent with no card bearing a [Crown] in hand must show their hand.",
            },
    };
}

}  // namespace inno::cards
