// Pottery (age 1, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef pottery() {
    return {
        .title = "Pottery",
        .age = 1,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Leaf},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from your hand. If you returned any cards, draw and score a card "
                 "of value equal to the number of cards you returned.",
                 [](Ctx& c) {
                     auto returned = c.chooseAndReturn(c.hand(), 0, 3);
                     if (!returned.empty()) c.drawAndScore(static_cast<int>(returned.size()));
                 }},
                {Effect::NonDemand,
                 "Draw a 1.",
                 [](Ctx& c) {
                     c.draw(1);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
