// Chemistry (age 5, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef chemistry() {
    return {
        .title = "Chemistry",
        .age = 5,
        .color = Color::Blue,
        .icons = {Icon::Factory, Icon::Lightbulb, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your blue cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Blue, Splay::Right);
                 }},
                {Effect::NonDemand,
                 "Draw and score a card of value one higher than the highest top card on your board and then return "
                 "a card from your score pile.",
                 [](Ctx& c) {
                     c.drawAndScore(c.highestTop() + 1);
                     c.chooseAndReturn(c.scorePile());
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
