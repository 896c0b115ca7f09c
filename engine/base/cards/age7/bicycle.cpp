// Bicycle (age 7, green)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef bicycle() {
    return {
        .title = "Bicycle",
        .age = 7,
        .color = Color::Green,
        .icons = {Icon::Crown, Icon::Crown, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may exchange all the cards in your hand with all the cards in your score pile. If you exchange "
                 "one, you must exchange them all.",
                 [](Ctx& c) {
                     if (c.hand().empty() && c.scorePile().empty()) return;  // nothing would change
                     if (!c.mayDo(Purpose::Exchange)) return;
                     CardList hand = c.hand(), score = c.scorePile();
                     std::sort(hand.begin(), hand.end());  // no order prompt: ascending value, then title
                     std::sort(score.begin(), score.end());
                     for (CardId card : hand) c.exchange(card, c.you(), Zone::Score);
                     for (CardId card : score) c.exchange(card, c.you(), Zone::Hand);
                 }},
            },
        .rulings =
            {
                "The two groups exchanged may differ in size, and either may be empty.",
                "Cards moved into your score pile by this exchange are not scored, so they do not count toward "
                "Monument.",
            },
    };
}

}  // namespace inno::cards
