// Medicine (age 3, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef medicine() {
    return {
        .title = "Medicine",
        .age = 3,
        .color = Color::Yellow,
        .icons = {Icon::Crown, Icon::Leaf, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you exchange the highest card in your score pile with the lowest card in my score pile!",
                 [](Ctx& c) {
                     // Both cards are settled before either moves: my lowest is never the card you just gave me.
                     CardList yours = c.chooseHighest(c.scorePile(), 1, Purpose::Exchange);
                     CardList mine = c.chooseLowest(c.scorePile(c.me()), 1, Purpose::Exchange);
                     for (CardId card : yours) c.exchange(card, c.me(), Zone::Score);
                     for (CardId card : mine) c.exchange(card, c.you(), Zone::Score);
                 }},
            },
        .rulings =
            {
                "When several opponents are affected, the exchanges are carried out one opponent at a time.",
                "The two sides of the exchange may differ in size, and either may be empty.",
            },
    };
}

}  // namespace inno::cards
