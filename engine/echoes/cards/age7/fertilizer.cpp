// Fertilizer (Echoes of the Past, age 7, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef fertilizer() {
    return {
        .title = "Fertilizer",
        .age = 7,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), hexagon, icon(Icon::Factory), icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return a card from your hand. If you do, transfer all cards from all score piles "
                 "to your hand of value equal to the returned card.",
                 [](Ctx& c) {
                     const auto back = c.mayReturn(c.hand());
                     if (!back) return;
                     CardList taken;
                     for (int p : c.allPlayers())
                         for (CardId s : c.scorePile(p))
                             if (Ctx::age(s) == Ctx::age(*back)) taken.push_back(s);
                     for (CardId s : taken) c.transfer(s, c.you(), Zone::Hand);
                 }},
                {Effect::NonDemand,
                 "Draw and foreshadow a card of any value.",
                 [](Ctx& c) {
                     if (auto v = chooseAnyValue(c, false)) drawAndForeshadow(c, *v);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
