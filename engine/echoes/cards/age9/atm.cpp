// ATM (Echoes of the Past, age 9, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef atm() {
    return {
        .title = "ATM",
        .age = 9,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), hexagon, echoSlot, bonus(9)},
        .featured = Icon::Crown,
        .echo = {"Draw and score a card of any value.",
                 [](Ctx& c) {
                     if (auto v = chooseAnyValue(c, false)) c.drawAndScore(*v);
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer the highest top non-yellow card without a [Crown] from your board "
                 "to my board!",
                 [](Ctx& c) {
                     const CardList candidates = Ctx::filter(c.topCards(), [](CardId t) {
                         return Ctx::color(t) != Color::Yellow && !Ctx::has(t, Icon::Crown);
                     });
                     c.transferHighest(candidates, 1, c.me(), Zone::Board);
                 }},
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 [](Ctx& c) { c.maySplay(Color::Purple, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
