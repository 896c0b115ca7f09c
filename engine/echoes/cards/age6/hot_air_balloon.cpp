// Hot Air Balloon (Echoes of the Past, age 6, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef hot_air_balloon() {
    return {
        .title = "Hot Air Balloon",
        .age = 6,
        .color = Color::Green,
        .positions = {icon(Icon::Lightbulb), echoSlot, hexagon, bonus(7)},
        .featured = Icon::Lightbulb,
        .echo = {"Draw and score a 7.",
                 [](Ctx& c) { c.drawAndScore(7); }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may achieve (if eligible) a top card from any other player's board if they have an "
                 "achievement of matching value. If you do, transfer your top green card to that player's "
                 "board. Otherwise, draw and meld a 7.",
                 [](Ctx& c) {
                     CardList candidates;
                     for (int p = 0; p < c.playerCount(); ++p) {
                         if (p == c.you()) continue;
                         for (CardId top : c.topCards(p)) {
                             bool matching = false;
                             for (CardId a : c.player(p).achievements()) matching = matching || Ctx::age(a) == faceUpAge(top);
                             if (matching && eligibleToAchieve(c, top)) candidates.push_back(top);
                         }
                     }
                     const auto won = c.mayChooseCard(candidates, Purpose::Achieve);
                     if (!won) {
                         c.drawAndMeld(7);
                         return;
                     }
                     const int owner = c.state().where(*won).player;
                     achieve(c, *won);
                     const CardId green = c.topCard(Color::Green);
                     if (green != kNoCard) c.transfer(green, owner, Zone::Board);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
