// Composites (age 9, red)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef composites() {
    return {
        .title = "Composites",
        .age = 9,
        .color = Color::Red,
        .icons = {Icon::Factory, Icon::Factory, Icon::Hex, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all but one card from your hand to my hand! Also, transfer the highest card "
                 "from your score pile to my score pile!",
                 [](Ctx& c) {
                     if (c.hand().size() > 1) {
                         CardId kept = *c.chooseCard(c.hand(), Purpose::Keep);
                         CardList given = Ctx::filter(c.hand(), [&](CardId x) { return x != kept; });
                         std::sort(given.begin(), given.end());
                         for (CardId card : given) c.transfer(card, c.me(), Zone::Hand);
                     }
                     for (CardId card : c.chooseHighest(c.scorePile(), 1, Purpose::Transfer))
                         c.transfer(card, c.me(), Zone::Score);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
