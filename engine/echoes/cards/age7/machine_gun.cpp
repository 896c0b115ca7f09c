// Machine Gun (Echoes of the Past, age 7, red)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef machine_gun() {
    return {
        .title = "Machine Gun",
        .age = 7,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), echoSlot, hexagon},
        .featured = Icon::Factory,
        .echo = {"If you have five top cards, draw and score a 7.",
                 [](Ctx& c) {
                     if (c.topCards().size() == 5) c.drawAndScore(7);
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all of your top cards with a bonus to my score pile! If you "
                 "transfered any, draw a 7!",
                 [](Ctx& c) {
                     const CardList withBonus = byValueThenTitle(Ctx::filter(c.topCards(), [](CardId t) { return hasBonus(t); }));
                     for (CardId t : withBonus) c.transfer(t, c.me(), Zone::Score);
                     if (!withBonus.empty()) c.draw(7);
                 }},
                {Effect::NonDemand,
                 "Return all your non-red top cards.",
                 [](Ctx& c) {
                     returnAll(c, Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Red; }));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
