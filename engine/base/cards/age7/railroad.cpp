// Railroad (age 7, purple)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef railroad() {
    return {
        .title = "Railroad",
        .age = 7,
        .color = Color::Purple,
        .icons = {Icon::Clock, Icon::Factory, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand, then draw three 6.",
                 [](Ctx& c) {
                     CardList hand = c.hand();
                     std::sort(hand.begin(), hand.end());  // no order prompt: ascending value, then title
                     for (CardId card : hand) c.returnCard(card);
                     for (int i = 0; i < 3; ++i) c.draw(6);
                 }},
                {Effect::NonDemand,
                 "You may splay up any one color of your cards currently splayed right.",
                 [](Ctx& c) {
                     std::vector<Color> splayedRight;
                     for (Color col : kAllColors)
                         if (c.pile(col).splay == Splay::Right) splayedRight.push_back(col);
                     c.maySplayOneOf(splayedRight, Splay::Up);
                 }},
            },
        .rulings =
            {
                "With an empty hand you return nothing and still draw three 6s.",
                "An opponent who returns three 6s and then draws back those same cards (because the 6 pile was empty "
                "beforehand) has still shared, so you get the free Draw action.",
            },
    };
}

}  // namespace inno::cards
