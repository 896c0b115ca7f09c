// Sanitation (age 7, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef sanitation() {
    return {
        .title = "Sanitation",
        .age = 7,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Hex, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you exchange the two highest cards in your hand with the lowest card in my hand!",
                 [](Ctx& c) {
                     // Both sides are settled before anything moves. You break ties on both sides, though my
                     // hand is hidden from you.
                     auto yours = c.chooseHighest(c.hand(), 2, Purpose::Exchange);
                     auto mine = c.chooseLowest(c.hand(c.me()), 1, Purpose::Exchange);
                     for (CardId card : yours) c.exchange(card, c.me(), Zone::Hand);
                     for (CardId card : mine) c.exchange(card, c.you(), Zone::Hand);
                 }},
            },
        .rulings =
            {
                "The two sides of the exchange may differ in size, and either may be empty.",
                "When several opponents are affected, the exchanges are carried out one opponent at a time.",
                "The two cards need not share a value; they are simply the two highest (from a hand of 9, 8, 7, 6, 5 "
                "the 9 and 8 go).",
            },
    };
}

}  // namespace inno::cards
