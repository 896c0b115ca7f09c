// Societies (age 5, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef societies() {
    return {
        .title = "Societies",
        .age = 5,
        .color = Color::Purple,
        .icons = {Icon::Crown, Icon::Hex, Icon::Lightbulb, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-purple card with a [Lightbulb] from your board to my board! If you "
                 "do, draw a 5!",
                 [](Ctx& c) {
                     auto candidates = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Purple && Ctx::has(x, Icon::Lightbulb);
                     });
                     if (auto card = c.chooseAndTransfer(candidates, c.me(), Zone::Board)) {
                         c.draw(5);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
