// Calendar (age 2, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef calendar() {
    return {
        .title = "Calendar",
        .age = 2,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Leaf, Icon::Leaf, Icon::Lightbulb},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "If you have more cards in your score pile than in your hand, draw two 3.",
                 [](Ctx& c) {
                     if (c.scorePile().size() > c.hand().size()) {
                         c.draw(3);
                         c.draw(3);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
