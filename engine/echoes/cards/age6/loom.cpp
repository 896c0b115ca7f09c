// Loom (Echoes of the Past, age 6, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef loom() {
    return {
        .title = "Loom",
        .age = 6,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), bonus(6), hexagon, echoSlot},
        .featured = Icon::Factory,
        .echo = {"Score your lowest top card.",
                 [](Ctx& c) { c.scoreLowest(c.topCards(), 1); }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return two cards of different value from your score pile. If you do, draw and "
                 "tuck three 6.",
                 [](Ctx& c) {
                     const CardList two = c.chooseCardsFitting(c.scorePile(), 0, 2, Purpose::Return,
                                                               {CardsRule::DifferentValues, true});
                     if (two.empty()) return;
                     for (CardId s : two) c.returnCard(s);
                     for (int k = 0; k < 3; ++k) c.drawAndTuck(6);
                 }},
                {Effect::NonDemand,
                 "If you have five or more [Hexagon] visible on your board in one color, claim the "
                 "Heritage achievement.",
                 [](Ctx& c) {
                     for (Color col : kAllColors)
                         if (pileHexagons(c.pile(col)) >= 5) {
                             c.claim(special(EchoesSpecial::Heritage));
                             return;
                         }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
