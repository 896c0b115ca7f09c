// Flight (age 8, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef flight() {
    return {
        .title = "Flight",
        .age = 8,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Hex, Icon::Clock, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "If your red cards are splayed up, you may splay any one color of your cards up.",
                 [](Ctx& c) {
                     if (c.pile(Color::Red).splay == Splay::Up) c.maySplayOneOf(Ctx::allColors(), Splay::Up);
                 }},
                {Effect::NonDemand,
                 "You may splay your red cards up.",
                 [](Ctx& c) {
                     c.maySplay(Color::Red, Splay::Up);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
