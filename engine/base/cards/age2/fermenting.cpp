// Fermenting (age 2, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef fermenting() {
    return {
        .title = "Fermenting",
        .age = 2,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 2 for every two [Leaf] icons on your board.",
                 [](Ctx& c) {
                     int twos = c.icons(Icon::Leaf) / 2;
                     for (int i = 0; i < twos; ++i) c.draw(2);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
