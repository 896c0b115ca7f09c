// Socialism (age 8, purple)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef socialism() {
    return {
        .title = "Socialism",
        .age = 8,
        .color = Color::Purple,
        .icons = {Icon::Leaf, Icon::Hex, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck all cards from your hand. If you tuck one, you must tuck them all. If you tucked at "
                 "least one purple card, take all the lowest cards in each other player's hand into your hand.",
                 [](Ctx& c) {
                     // All or nothing: one yes/no, then the whole hand in ascending value and title.
                     if (c.hand().empty() || !c.mayDo(Purpose::Tuck)) return;
                     CardList cards = c.hand();
                     std::sort(cards.begin(), cards.end());
                     bool tuckedPurple = false;
                     for (CardId card : cards) {
                         c.tuck(card);
                         tuckedPurple = tuckedPurple || Ctx::color(card) == Color::Purple;
                     }
                     if (!tuckedPurple) return;
                     for (int p : c.otherPlayers())
                         for (CardId card : Ctx::allLowest(c.hand(p))) c.transfer(card, c.you(), Zone::Hand);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
