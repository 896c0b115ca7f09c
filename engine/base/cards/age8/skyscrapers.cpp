// Skyscrapers (age 8, yellow)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef skyscrapers() {
    return {
        .title = "Skyscrapers",
        .age = 8,
        .color = Color::Yellow,
        .icons = {Icon::Hex, Icon::Factory, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a top non-yellow card with a [Clock] from your board to my board! If you do, "
                 "score the card beneath it, and return all other cards from that pile!",
                 [](Ctx& c) {
                     auto candidates = Ctx::filter(c.topCards(), [](CardId x) {
                         return Ctx::color(x) != Color::Yellow && Ctx::has(x, Icon::Clock);
                     });
                     if (auto card = c.chooseCard(candidates, Purpose::Transfer)) {
                         Color col = Ctx::color(*card);
                         c.transfer(*card, c.me(), Zone::Board);
                         if (CardId beneath = c.topCard(col); beneath != kNoCard) c.score(beneath);
                         CardList rest = c.pile(col).cards;
                         std::sort(rest.begin(), rest.end());
                         for (CardId x : rest) c.returnCard(x);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
