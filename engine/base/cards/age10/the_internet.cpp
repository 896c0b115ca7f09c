// The Internet (age 10, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef the_internet() {
    return {
        .title = "The Internet",
        .age = 10,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your green cards up.",
                 [](Ctx& c) {
                     c.maySplay(Color::Green, Splay::Up);
                 }},
                {Effect::NonDemand,
                 "Draw and score a 10.",
                 [](Ctx& c) {
                     c.drawAndScore(10);
                 }},
                {Effect::NonDemand,
                 "Draw and meld a 10 for every two [Clock] icons on your board.",
                 [](Ctx& c) {
                     int count = c.icons(Icon::Clock) / 2;  // counted once, before any of these melds
                     for (int i = 0; i < count; ++i) c.drawAndMeld(10);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
