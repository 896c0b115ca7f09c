// Ecology (age 9, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef ecology() {
    return {
        .title = "Ecology",
        .age = 9,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, score a card from your hand and draw two 10.",
                 [](Ctx& c) {
                     if (auto card = c.mayReturn(c.hand())) {
                         c.chooseAndScore(c.hand());
                         c.draw(10);
                         c.draw(10);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
