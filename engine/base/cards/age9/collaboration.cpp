// Collaboration (age 9, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef collaboration() {
    return {
        .title = "Collaboration",
        .age = 9,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Clock, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw two 9 and reveal them. Transfer the card of my choice to my board, and meld the "
                 "other.",
                 [](Ctx& c) {
                     CardId first = c.drawAndReveal(9);
                     CardId second = c.drawAndReveal(9);
                     // The demanding player decides, among the two revealed cards.
                     CardId mine = *c.chooseCard(CardList{first, second}, Purpose::Transfer, ChoiceBy{c.me(), true});
                     c.transfer(mine, c.me(), Zone::Board);
                     c.meld(mine == first ? second : first);
                 }},
                {Effect::NonDemand,
                 "If you have ten or more green cards on your board, you win.",
                 [](Ctx& c) {
                     if (c.pile(Color::Green).cards.size() >= 10) c.win();
                 }},
            },
        .rulings =
            {
                "Unlike other demands, the activating player decides which drawn card is transferred and which is "
                "melded.",
                "Every green card on your board counts, whether or not the pile is splayed.",
                "A sharing opponent with ten or more green cards on their board wins the game.",
            },
    };
}

}  // namespace inno::cards
