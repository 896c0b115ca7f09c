// Candles (Echoes of the Past, age 1, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef candles() {
    return {
        .title = "Candles",
        .age = 1,
        .color = Color::Red,
        .positions = {echoSlot, bonus(1), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"If every other player has a higher score than you, draw a 3.",
                 [](Ctx& c) {
                     for (int other : c.otherPlayers())
                         if (c.points(other) <= c.points()) return;
                     c.draw(3);
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a card with a [Castle] from your hand to my hand! If you do, draw "
                 "a 1!",
                 [](Ctx& c) {
                     const CardList withCastle =
                         Ctx::filter(c.hand(), [](CardId h) { return Ctx::has(h, Icon::Castle); });
                     if (withCastle.empty()) return c.revealHand();
                     c.chooseAndTransfer(withCastle, c.me(), Zone::Hand);
                     c.draw(1);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
