// Photography (Echoes of the Past, age 7, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef photography() {
    return {
        .title = "Photography",
        .age = 7,
        .color = Color::Blue,
        .positions = {echoSlot, icon(Icon::Lightbulb), hexagon, bonus(7)},
        .featured = Icon::Lightbulb,
        .echo = {"Meld a card from your forecast.",
                 [](Ctx& c) { c.chooseAndMeld(forecast(c)); }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you take the highest top card from your board into your hand!",
                 [](Ctx& c) {
                     for (CardId top : c.chooseHighest(c.topCards(), 1, Purpose::Transfer)) c.transfer(top, c.you(), Zone::Hand);
                 }},
                {Effect::NonDemand,
                 "If you have at least three echo effects visible in one color, claim the History "
                 "achievement.",
                 [](Ctx& c) {
                     for (Color col : kAllColors)
                         if (pileMarks(c.pile(col), echoMark()) >= 3) {
                             c.claim(special(EchoesSpecial::History));
                             return;
                         }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
