// Genetics (age 9, blue)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef genetics() {
    return {
        .title = "Genetics",
        .age = 9,
        .color = Color::Blue,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 10. Score all cards beneath it.",
                 [](Ctx& c) {
                     CardId card = c.drawAndMeld(10);
                     const CardList& pile = c.pile(Ctx::color(card)).cards;
                     CardList beneath(pile.begin() + 1, pile.end());
                     std::sort(beneath.begin(), beneath.end());
                     for (CardId x : beneath) c.score(x);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
