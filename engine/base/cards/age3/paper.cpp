// Paper (age 3, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef paper() {
    return {
        .title = "Paper",
        .age = 3,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Crown},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your green or blue cards left.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Green, Color::Blue}, Splay::Left);
                 }},
                {Effect::NonDemand,
                 "Draw a 4 for every color you have splayed left.",
                 [](Ctx& c) {
                     int count = 0;
                     for (Color col : kAllColors) count += c.pile(col).splay == Splay::Left;
                     for (int i = 0; i < count; ++i) c.draw(4);
                 }},
            },
        .rulings =
            {
                "The second effect counts every color you have splayed left, not only green and blue.",
            },
    };
}

}  // namespace inno::cards
