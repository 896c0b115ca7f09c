// Alchemy (age 3, blue)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef alchemy() {
    return {
        .title = "Alchemy",
        .age = 3,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 4 for every three [Castle] icons on your board. If any of the drawn cards are "
                 "red, return the cards drawn and all cards in your hand. Otherwise, keep them.",
                 [](Ctx& c) {
                     int count = c.icons(Icon::Castle) / 3;
                     bool red = false;
                     for (int i = 0; i < count; ++i) red = Ctx::color(c.drawAndReveal(4)) == Color::Red || red;
                     if (!red) return;  // keep them
                     CardList all = c.hand();  // the drawn cards are in the hand too
                     std::sort(all.begin(), all.end());
                     for (CardId card : all) c.returnCard(card);
                 }},
                {Effect::NonDemand,
                 "Meld a card from your hand, then score a card from your hand.",
                 [](Ctx& c) {
                     c.chooseAndMeld(c.hand());
                     c.chooseAndScore(c.hand());
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
