// Machinery (age 3, yellow)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef machinery() {
    return {
        .title = "Machinery",
        .age = 3,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you exchange all cards in your hand with all the highest cards in my hand!",
                 [](Ctx& c) {
                     CardList yours = c.hand();
                     CardList mine = Ctx::allHighest(c.hand(c.me()));
                     std::sort(yours.begin(), yours.end());  // forced moves: ascending value, then title
                     std::sort(mine.begin(), mine.end());
                     for (CardId card : yours) c.exchange(card, c.me(), Zone::Hand);
                     for (CardId card : mine) c.exchange(card, c.you(), Zone::Hand);
                 }},
                {Effect::NonDemand,
                 "Score a card from your hand with a [Castle]. You may splay your red cards left.",
                 [](Ctx& c) {
                     auto withCastle = Ctx::filter(c.hand(), [](CardId x) { return Ctx::has(x, Icon::Castle); });
                     if (withCastle.empty()) c.revealHand();
                     else c.chooseAndScore(withCastle);
                     c.maySplay(Color::Red, Splay::Left);
                 }},
            },
        .rulings =
            {
                "When several opponents are affected, the exchanges are carried out one opponent at a time.",
                "The two groups exchanged may differ in size, and either may be empty.",
                "A player with no card bearing a [Castle] in hand must show their hand.",
            },
    };
}

}  // namespace inno::cards
