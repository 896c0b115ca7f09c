// Explosives (age 7, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef explosives() {
    return {
        .title = "Explosives",
        .age = 7,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Factory, Icon::Factory, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer your three highest cards from your hand to my hand! If you do, and then have "
                 "no cards in hand, draw a 7!",
                 [](Ctx& c) {
                     auto highest = c.transferHighest(c.hand(), 3, c.me(), Zone::Hand);
                     if (!highest.empty() && c.hand().empty()) c.draw(7);
                 }},
            },
        .rulings =
            {
                "An opponent holding fewer than three cards transfers all of them; one with an empty hand transfers "
                "nothing and does not draw a 7.",
                "The three cards need not share a value; they are simply the three highest (from a hand of 9, 8, 7, "
                "6, 5 the 9, 8 and 7 go).",
            },
    };
}

}  // namespace inno::cards
