// Bioengineering (age 10, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef bioengineering() {
    return {
        .title = "Bioengineering",
        .age = 10,
        .color = Color::Blue,
        .icons = {Icon::Lightbulb, Icon::Clock, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Transfer a top card with a [Leaf] from any other player's board to your score pile.",
                 [](Ctx& c) {
                     CardList candidates;
                     for (int p : c.otherPlayers())
                         for (CardId x : c.topCards(p))
                             if (Ctx::has(x, Icon::Leaf)) candidates.push_back(x);
                     c.chooseAndTransfer(candidates, c.you(), Zone::Score);
                 }},
                {Effect::NonDemand,
                 "If any player has fewer than three [Leaf] icons on their board, the single player with the most "
                 "[Leaf] icons on their board wins.",
                 [](Ctx& c) {
                     bool anyBelowThree = false;
                     for (int p : c.allPlayers())
                         anyBelowThree = anyBelowThree || c.icons(Icon::Leaf, p) < 3;
                     if (anyBelowThree)
                         c.singlePlayerWins([&](int p) { return c.icons(Icon::Leaf, p); }, true);
                 }},
            },
        .rulings =
            {
                "This is not a demand: it can be shared, and the player carrying out the effect chooses the card to "
                "take.",
                "If two or more players tie for the most [Leaf] icons, nobody wins and the game goes on.",
            },
    };
}

}  // namespace inno::cards
