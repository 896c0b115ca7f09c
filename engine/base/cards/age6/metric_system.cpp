// Metric System (age 6, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef metric_system() {
    return {
        .title = "Metric System",
        .age = 6,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Factory, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "If your green cards are splayed right, you may splay any color of your cards right.",
                 [](Ctx& c) {
                     if (c.pile(Color::Green).splay == Splay::Right) c.maySplayOneOf(Ctx::allColors(), Splay::Right);
                 }},
                {Effect::NonDemand,
                 "You may splay your green cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Green, Splay::Right);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
