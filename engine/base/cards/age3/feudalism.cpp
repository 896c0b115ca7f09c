// Feudalism (age 3, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef feudalism() {
    return {
        .title = "Feudalism",
        .age = 3,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Castle, Icon::Leaf, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card with a [Castle] from your hand to my hand!",
                 [](Ctx& c) {
                     auto withCastle = Ctx::filter(c.hand(), [](CardId x) { return Ctx::has(x, Icon::Castle); });
                     if (withCastle.empty()) return c.revealHand();
                     c.chooseAndTransfer(withCastle, c.me(), Zone::Hand);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow or purple cards left.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Yellow, Color::Purple}, Splay::Left);
                 }},
            },
        .rulings =
            {
                "An opponent with no card bearing a [Castle] in hand must show their hand.",
            },
    };
}

}  // namespace inno::cards
