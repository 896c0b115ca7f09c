// Optics (age 3, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef optics() {
    return {
        .title = "Optics",
        .age = 3,
        .color = Color::Red,
        .icons = {Icon::Crown, Icon::Crown, Icon::Crown, Icon::Hex},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and meld a 3. If it has a [Crown], draw and score a 4. Otherwise, transfer a card from your "
                 "score pile to the score pile of an opponent with fewer points than you.",
                 [](Ctx& c) {
                     CardId melded = c.drawAndMeld(3);
                     if (Ctx::has(melded, Icon::Crown)) {
                         c.drawAndScore(4);
                         return;
                     }
                     std::vector<int> poorer;  // opponents with fewer points than you
                     for (int p : c.otherPlayers())
                         if (c.points(p) < c.points()) poorer.push_back(p);
                     if (poorer.empty() || c.scorePile().empty()) return;
                     CardId card = *c.chooseCard(c.scorePile(), Purpose::Transfer);  // the card first, then who gets it
                     c.transfer(card, *c.choosePlayer(poorer, Purpose::Target, false), Zone::Score);
                 }},
            },
        .rulings =
            {
                "If no opponent has fewer points than you, no card is transferred.",
                "In a team game your partner is not an opponent and cannot receive the card.",
            },
    };
}

}  // namespace inno::cards
