// City States (age 1, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef city_states() {
    return {
        .title = "City States",
        .age = 1,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Castle},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top card with a [Castle] from your board to my board if you have at least "
                 "four [Castle] icons on your board! If you do, draw a 1!",
                 [](Ctx& c) {
                     if (c.icons(Icon::Castle) < 4) return;
                     auto withCastle = Ctx::filter(c.topCards(), [](CardId x) { return Ctx::has(x, Icon::Castle); });
                     if (auto card = c.chooseAndTransfer(withCastle, c.me(), Zone::Board)) {
                         c.draw(1);
                     }
                 }},
            },
        .rulings =
            {
                "An opponent is affected only if both hold: they have fewer [Crown] icons than you (the usual demand "
                "test) and they have at least four visible [Castle] icons on their board, splayed icons included.",
            },
    };
}

}  // namespace inno::cards
