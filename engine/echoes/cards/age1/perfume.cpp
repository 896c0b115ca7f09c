// Perfume (Echoes of the Past, age 1, blue)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef perfume() {
    return {
        .title = "Perfume",
        .age = 1,
        .color = Color::Blue,
        .positions = {echoSlot, icon(Icon::Castle), bonus(1), hexagon},
        .featured = Icon::Castle,
        .echo = {"Draw and tuck a 1.",
                 [](Ctx& c) { c.drawAndTuck(1); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top card of different value from any top card on my board from "
                 "your board to mine! If you do, draw and meld a card of equal value!",
                 [](Ctx& c) {
                     std::vector<int> mine;
                     for (CardId top : c.topCards(c.me())) mine.push_back(faceUpAge(top));
                     const CardList candidates = Ctx::filter(c.topCards(), [&](CardId top) {
                         return std::find(mine.begin(), mine.end(), faceUpAge(top)) == mine.end();
                     });
                     if (auto moved = c.chooseAndTransfer(candidates, c.me(), Zone::Board))
                         c.drawAndMeld(faceUpAge(*moved));  // now a top card of my board
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
