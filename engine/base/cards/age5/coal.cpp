// Coal (age 5, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef coal() {
    return {
        .title = "Coal",
        .age = 5,
        .color = Color::Red,
        .icons = {Icon::Factory, Icon::Factory, Icon::Factory, Icon::Hex},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and tuck a 5.",
                 [](Ctx& c) {
                     c.drawAndTuck(5);
                 }},
                {Effect::NonDemand,
                 "You may splay your red cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Red, Splay::Right);
                 }},
                {Effect::NonDemand,
                 "You may score any one of your top cards. If you do, also score the card beneath it.",
                 [](Ctx& c) {
                     if (auto card = c.mayChooseCard(c.topCards(), Purpose::Score)) {
                         Color color = Ctx::color(*card);
                         c.score(*card);
                         if (c.hasColor(color)) c.score(c.topCard(color));  // the card that was beneath it
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
