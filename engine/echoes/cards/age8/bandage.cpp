// Bandage (Echoes of the Past, age 8, red)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef bandage() {
    return {
        .title = "Bandage",
        .age = 8,
        .color = Color::Red,
        .positions = {icon(Icon::Leaf), echoSlot, hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .echo = {"Meld a card from hand with a [Leaf].",
                 [](Ctx& c) {
                     c.chooseAndMeld(Ctx::filter(c.hand(), [](CardId h) { return Ctx::has(h, Icon::Leaf); }));
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you return the highest card in your score pile for which you do not have a card "
                 "of matching value in your hand! Return a top card from your board with a [Clock]!",
                 [](Ctx& c) {
                     const CardList unmatched = Ctx::filter(c.scorePile(), [&](CardId s) {
                         for (CardId h : c.hand())
                             if (Ctx::age(h) == Ctx::age(s)) return false;
                         return true;
                     });
                     for (CardId s : c.chooseHighest(unmatched, 1, Purpose::Return)) c.returnCard(s);
                     c.chooseAndReturn(Ctx::filter(c.topCards(), [](CardId t) { return Ctx::has(t, Icon::Clock); }));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
