// Archery (age 1, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef archery() {
    return {
        .title = "Archery",
        .age = 1,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Lightbulb, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw a 1, then transfer the highest card in your hand to my hand!",
                 [](Ctx& c) {
                     c.draw(1);
                     c.transferHighest(c.hand(), 1, c.me(), Zone::Hand);
                 }},
            },
        .rulings =
            {
                "If the opponent has several cards tied for highest in hand, only one of them is transferred; the "
                "opponent picks which.",
            },
    };
}

}  // namespace inno::cards
