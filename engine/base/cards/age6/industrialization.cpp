// Industrialization (age 6, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef industrialization() {
    return {
        .title = "Industrialization",
        .age = 6,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Factory, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 6 for every two [Factory] icons on your board.",
                 [](Ctx& c) {
                     const int tucks = c.icons(Icon::Factory) / 2;  // counted once, before anything is tucked
                     for (int i = 0; i < tucks; ++i) c.drawAndTuck(6);
                 }},
                {Effect::NonDemand,
                 "You may splay your red or purple cards right.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Red, Color::Purple}, Splay::Right);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
