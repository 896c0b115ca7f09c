// Rock (Echoes of the Past, age 9, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef rock() {
    return {
        .title = "Rock",
        .age = 9,
        .color = Color::Purple,
        .positions = {icon(Icon::Leaf), bonus(9), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer your top green card to my hand! If Scissors is your new top green "
                 "card, I win!",
                 [](Ctx& c) {
                     const CardId green = c.topCard(Color::Green);
                     if (green == kNoCard) return;
                     c.transfer(green, c.me(), Zone::Hand);
                     const CardId now = c.topCard(Color::Green);
                     if (now != kNoCard && inno::card(now).title == "Scissors") c.win(c.me());
                 }},
                {Effect::NonDemand,
                 "You may score a top card from your board. If Paper is your top green card, you win.",
                 [](Ctx& c) {
                     c.mayScore(c.topCards());
                     const CardId green = c.topCard(Color::Green);
                     if (green != kNoCard && inno::card(green).title == "Paper") c.win();
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
