// Perspective (age 4, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef perspective() {
    return {
        .title = "Perspective",
        .age = 4,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Leaf},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, score a card from your hand for every two "
                 "[LIghtbulb] icons on your board.",
                 [](Ctx& c) {
                     auto returned = c.mayReturn(c.hand());
                     if (!returned) return;
                     int count = c.icons(Icon::Lightbulb) / 2;
                     c.chooseAndScore(c.hand(), count, count);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
