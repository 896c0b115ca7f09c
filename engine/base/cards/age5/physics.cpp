// Physics (age 5, blue)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef physics() {
    return {
        .title = "Physics",
        .age = 5,
        .color = Color::Blue,
        .icons = {Icon::Factory, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw three 6 and reveal them. If two or more of the drawn cards are of the same color, return the "
                 "drawn cards and all the cards in your hand. Otherwise, keep them.",
                 [](Ctx& c) {
                     CardList drawn;
                     for (int i = 0; i < 3; ++i) drawn.push_back(c.drawAndReveal(6));
                     bool twoOfAColor = false;
                     for (std::size_t i = 0; i < drawn.size(); ++i)
                         for (std::size_t j = i + 1; j < drawn.size(); ++j)
                             twoOfAColor = twoOfAColor || Ctx::color(drawn[i]) == Ctx::color(drawn[j]);
                     if (!twoOfAColor) return;  // keep them
                     CardList all = c.hand();  // the drawn cards are among them
                     std::sort(all.begin(), all.end());  // no order prompt: ascending value, then title
                     for (CardId card : all) c.returnCard(card);
                 }},
            },
        .rulings =
            {
                "You decide the order in which the cards are returned.",
            },
    };
}

}  // namespace inno::cards
