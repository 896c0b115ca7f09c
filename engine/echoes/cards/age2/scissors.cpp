// Scissors (Echoes of the Past, age 2, green)
#include "echoes/echoes_dsl.h"
#include "core/queries.h"

namespace inno::echoes::cards {

EchoesCardDef scissors() {
    return {
        .title = "Scissors",
        .age = 2,
        .color = Color::Green,
        .positions = {echoSlot, hexagon, bonus(2), icon(Icon::Castle)},
        .featured = Icon::Castle,
        .echo = {"Take a bottom card from your board into your hand.",
                 [](Ctx& c) {
                     if (auto card = c.chooseCard(bottomCards(c), Purpose::Transfer))
                         c.transfer(*card, c.you(), Zone::Hand);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may choose up to two cards from your hand. For each card chosen, either meld it or "
                 "score it.",
                 [](Ctx& c) {
                     for (CardId chosen : c.chooseCards(c.hand(), 0, 2, Purpose::Other)) {
                         if (c.chooseBranch(2, false) == 1) c.meld(chosen);
                         else c.score(chosen);
                     }
                 },
                 {"Meld it", "Score it"}},
                {Effect::NonDemand,
                 "If Paper is a top card on any player's board, transfer it to your score pile.",
                 [](Ctx& c) {
                     static const CardId paper = *findCard("Paper");
                     if (isTopCard(c.state(), paper)) c.transfer(paper, c.you(), Zone::Score);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
