// Noodles (Echoes of the Past, age 1, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef noodles() {
    return {
        .title = "Noodles",
        .age = 1,
        .color = Color::Yellow,
        .positions = {icon(Icon::Castle), hexagon, icon(Icon::Castle), bonus(1)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "If you have more 1 in your hand than every other player, draw and score a 2.",
                 [](Ctx& c) {
                     auto onesInHand = [&](int p) {
                         return Ctx::filter(c.hand(p), [](CardId h) { return Ctx::age(h) == 1; }).size();
                     };
                     for (int other : c.otherPlayers())
                         if (onesInHand(other) >= onesInHand(c.you())) return;
                     c.drawAndScore(2);
                 }},
                {Effect::NonDemand,
                 "Draw and reveal a 1. If it is yellow, score all 1s from your hand.",
                 [](Ctx& c) {
                     if (Ctx::color(c.drawAndReveal(1)) != Color::Yellow) return;
                     const CardList ones = Ctx::filter(c.hand(), [](CardId h) { return Ctx::age(h) == 1; });
                     for (CardId one : byValueThenTitle(ones)) c.score(one);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
