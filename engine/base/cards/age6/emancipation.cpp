// Emancipation (age 6, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef emancipation() {
    return {
        .title = "Emancipation",
        .age = 6,
        .color = Color::Purple,
        .icons = {Icon::Factory, Icon::Lightbulb, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card from your hand to my score pile! If you do, draw a 6!",
                 [](Ctx& c) {
                     if (auto card = c.chooseAndTransfer(c.hand(), c.me(), Zone::Score)) {
                         c.draw(6);
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your red or purple cards right.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Red, Color::Purple}, Splay::Right);
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
