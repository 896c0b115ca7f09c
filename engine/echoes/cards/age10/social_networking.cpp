// Social Networking (Echoes of the Past, age 10, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef social_networking() {
    return {
        .title = "Social Networking",
        .age = 10,
        .color = Color::Red,
        .positions = {hexagon, bonus(10), icon(Icon::Clock), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you choose an icon type! Transfer all top cards without that icon from your "
                 "board to my score pile!",
                 [](Ctx& c) {
                     const Icon chosen = chooseIcon(c);
                     const CardList without = Ctx::filter(c.topCards(), [&](CardId t) { return !Ctx::has(t, chosen); });
                     for (CardId t : byValueThenTitle(without)) c.transfer(t, c.me(), Zone::Score);
                 }},
                {Effect::NonDemand,
                 "If you have fewer [Factory], fewer [Crown], and fewer [Castle] than each other player, "
                 "you win.",
                 [](Ctx& c) {
                     for (int other : c.otherPlayers())
                         for (Icon i : {Icon::Factory, Icon::Crown, Icon::Castle})
                             if (c.icons(i) >= c.icons(i, other)) return;
                     c.win();
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
