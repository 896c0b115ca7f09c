// Services (age 9, purple)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef services() {
    return {
        .title = "Services",
        .age = 9,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all the highest cards from your score pile to my hand! If you transferred "
                 "any cards, then transfer a top card from my board without a [Leaf] to your hand!",
                 [](Ctx& c) {
                     CardList highest = Ctx::allHighest(c.scorePile());
                     std::sort(highest.begin(), highest.end());
                     for (CardId card : highest) c.transfer(card, c.me(), Zone::Hand);
                     if (highest.empty()) return;
                     auto myTopCards = c.topCards(c.me());
                     auto withoutLeaf = Ctx::filter(myTopCards, [](CardId x) { return !Ctx::has(x, Icon::Leaf); });
                     c.chooseAndTransfer(withoutLeaf, c.you(), Zone::Hand);
                 }},
            },
        .rulings =
            {
                "The demanded opponent chooses which of your top cards they take.",
                "When several opponents are affected, each one's transfers are finished before the next one's begin.",
            },
    };
}

}  // namespace inno::cards
