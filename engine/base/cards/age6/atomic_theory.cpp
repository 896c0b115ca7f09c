// Atomic Theory (age 6, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef atomic_theory() {
    return {
        .title = "Atomic Theory",
        .age = 6,
        .color = Color::Blue,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your blue cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Blue, Splay::Right);
                 }},
                {Effect::NonDemand,
                 "Draw and meld a 7.",
                 [](Ctx& c) {
                     c.drawAndMeld(7);
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
