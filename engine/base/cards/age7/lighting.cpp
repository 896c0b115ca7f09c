// Lighting (age 7, purple)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef lighting() {
    return {
        .title = "Lighting",
        .age = 7,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Clock, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may tuck up to three cards from your hand. If you do, draw and score a 7 for every different "
                 "value of card you tucked.",
                 [](Ctx& c) {
                     auto tucked = c.chooseCards(c.hand(), 0, 3, Purpose::Tuck);
                     std::vector<int> values;  // the different values tucked
                     for (CardId card : tucked) {
                         c.tuck(card);
                         values.push_back(faceUpAge(card));  // read on the board it was tucked into
                     }
                     std::sort(values.begin(), values.end());
                     values.erase(std::unique(values.begin(), values.end()), values.end());
                     for (std::size_t i = 0; i < values.size(); ++i) c.drawAndScore(7);
                 }},
            },
        .rulings =
            {
                "Tucking a single card is enough: you then draw and score one 7.",
            },
    };
}

}  // namespace inno::cards
