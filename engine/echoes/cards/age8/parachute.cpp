// Parachute (Echoes of the Past, age 8, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef parachute() {
    return {
        .title = "Parachute",
        .age = 8,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), hexagon, icon(Icon::Clock), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer all cards without a [Clock] from your hand to my hand!",
                 [](Ctx& c) {
                     for (CardId h : byValueThenTitle(Ctx::filter(c.hand(), [](CardId k) { return !Ctx::has(k, Icon::Clock); })))
                         c.transfer(h, c.me(), Zone::Hand);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
