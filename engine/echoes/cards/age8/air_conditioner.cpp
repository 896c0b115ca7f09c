// Air Conditioner (Echoes of the Past, age 8, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef air_conditioner() {
    return {
        .title = "Air Conditioner",
        .age = 8,
        .color = Color::Yellow,
        .positions = {hexagon, echoSlot, bonus(9), icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"You may score a card from your hand.",
                 [](Ctx& c) { c.mayScore(c.hand()); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all cards from your score pile of value matching any of your top "
                 "cards!",
                 [](Ctx& c) {
                     const CardList tops = c.topCards();
                     returnAll(c, Ctx::filter(c.scorePile(), [&](CardId s) {
                         for (CardId t : tops)
                             if (faceUpAge(t) == Ctx::age(s)) return true;
                         return false;
                     }));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
