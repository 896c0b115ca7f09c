// Philosophy (age 2, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef philosophy() {
    return {
        .title = "Philosophy",
        .age = 2,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay left any one color of your cards.",
                 [](Ctx& c) {
                     c.maySplayOneOf(Ctx::allColors(), Splay::Left);
                 }},
                {Effect::NonDemand,
                 "You may score a card from your hand.",
                 [](Ctx& c) {
                     c.mayScore(c.hand());
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
