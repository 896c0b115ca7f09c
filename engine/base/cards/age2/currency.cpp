// Currency (age 2, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef currency() {
    return {
        .title = "Currency",
        .age = 2,
        .color = Color::Green,
        .icons = {Icon::Leaf, Icon::Crown, Icon::Hex, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return any number of cards from your hand. If you do, draw and score a 2 for every "
                 "different value of card you returned.",
                 [](Ctx& c) {
                     CardList returned = c.chooseCards(c.hand(), 0, kMaxCards, Purpose::Return);
                     bool seen[kAges + 1] = {};
                     int values = 0;
                     for (CardId card : returned) {
                         c.returnCard(card);
                         if (!seen[Ctx::age(card)]) seen[Ctx::age(card)] = true, ++values;
                     }
                     for (int i = 0; i < values; ++i) c.drawAndScore(2);
                 }},
            },
        .rulings =
            {
                "Returning a single card is enough: you then draw and score one 2.",
            },
    };
}

}  // namespace inno::cards
