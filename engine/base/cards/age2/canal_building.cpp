// Canal Building (age 2, yellow)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef canal_building() {
    return {
        .title = "Canal Building",
        .age = 2,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Crown, Icon::Leaf, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may exchange all the highest cards in your hand with all the highest cards in your score pile.",
                 [](Ctx& c) {
                     // Nothing to pick, so a yes/no, asked only when there is something to exchange.
                     if (c.hand().empty() && c.scorePile().empty()) return;
                     if (!c.mayDo(Purpose::Exchange)) return;
                     CardList fromHand = Ctx::allHighest(c.hand());
                     CardList fromScore = Ctx::allHighest(c.scorePile());
                     std::sort(fromHand.begin(), fromHand.end());  // forced moves: ascending value, then title
                     std::sort(fromScore.begin(), fromScore.end());
                     for (CardId card : fromHand) c.exchange(card, c.you(), Zone::Score);
                     for (CardId card : fromScore) c.exchange(card, c.you(), Zone::Hand);
                 }},
            },
        .rulings =
            {
                "The two groups exchanged may differ in size, and either may be empty.",
            },
    };
}

}  // namespace inno::cards
