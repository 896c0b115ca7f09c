// Rocketry (age 8, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef rocketry() {
    return {
        .title = "Rocketry",
        .age = 8,
        .color = Color::Blue,
        .icons = {Icon::Clock, Icon::Clock, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Return a card in any other player's score pile for every two [Clock] icons on your board.",
                 [](Ctx& c) {
                     int count = c.icons(Icon::Clock) / 2;
                     CardList theirs;
                     for (int p : c.otherPlayers())
                         for (CardId x : c.scorePile(p)) theirs.push_back(x);
                     c.chooseAndReturn(theirs, count, count);
                 }},
            },
        .rulings =
            {
                "This is not a demand: it can be shared, and the player carrying out the effect chooses which score "
                "piles lose cards.",
                "The returns are mandatory: one card for every two [Clock] icons.",
                "In a team game your partner's score pile cannot be chosen, since the effect targets other players.",
            },
    };
}

}  // namespace inno::cards
