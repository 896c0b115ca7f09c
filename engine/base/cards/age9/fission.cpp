// Fission (age 9, red)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef fission() {
    return {
        .title = "Fission",
        .age = 9,
        .color = Color::Red,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Clock},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw a 10! If it is red, remove all hands, boards, and score piles from the game! If "
                 "this occurs, the dogma action is complete.",
                 [](Ctx& c) {
                     CardId card = c.drawAndReveal(10);
                     if (Ctx::color(card) != Color::Red) return;  // the drawn card is kept
                     for (int p : c.allPlayers()) {
                         CardList gone = c.hand(p);
                         for (CardId x : c.scorePile(p)) gone.push_back(x);
                         // Piles go bottom first, so no card beneath is ever uncovered on the way.
                         for (Color col : kAllColors) {
                             const CardList& pile = c.pile(col, p).cards;
                             gone.insert(gone.end(), pile.rbegin(), pile.rend());
                         }
                         for (CardId x : gone) c.removeFromGame(x);
                     }
                     c.completeDogma();
                 }},
                {Effect::NonDemand,
                 "Return a top card other than Fission from any player's board.",
                 [](Ctx& c) {
                     auto candidates = CardList{};
                     for (int p : c.allPlayers())
                         for (CardId x : c.topCards(p))
                             if (x != c.thisCard()) candidates.push_back(x);
                     c.chooseAndReturn(candidates);
                 }},
            },
        .rulings =
            {
                "The drawn 10 is always revealed, red or not.",
                "If the drawn card is not red, each opponent who drew keeps the card.",
                "Achievements are not removed; the removed hands, boards and score piles leave the game entirely "
                "instead of being returned to the supply piles.",
            },
    };
}

}  // namespace inno::cards
