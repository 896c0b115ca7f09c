// Electricity (age 7, green)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef electricity() {
    return {
        .title = "Electricity",
        .age = 7,
        .color = Color::Green,
        .icons = {Icon::Lightbulb, Icon::Factory, Icon::Hex, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all your top cards without a [Factory], then draw an 8 for each card you returned.",
                 [](Ctx& c) {
                     auto noFactory = Ctx::filter(c.topCards(), [](CardId x) { return !Ctx::has(x, Icon::Factory); });
                     std::sort(noFactory.begin(), noFactory.end());  // no order prompt: ascending value, then title
                     for (CardId card : noFactory) c.returnCard(card);  // a card uncovered by this is not checked
                     for (std::size_t i = 0; i < noFactory.size(); ++i) c.draw(8);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
