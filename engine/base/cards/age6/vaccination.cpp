// Vaccination (age 6, yellow)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef vaccination() {
    return {
        .title = "Vaccination",
        .age = 6,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Factory, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return all the lowest cards in your score pile! If you returned any, draw and meld a "
                 "6!",
                 [](Ctx& c) {
                     CardList lowest = Ctx::allLowest(c.scorePile());
                     std::sort(lowest.begin(), lowest.end());  // no order prompt: by title
                     for (CardId card : lowest) c.returnCard(card);
                     if (lowest.empty()) return;
                     c.drawAndMeld(6);
                 }},
                {Effect::NonDemand,
                 "If any card was returned as a result of the demand, draw and meld a 7.",
                 [](Ctx& c) {
                     if (c.demandMoved(Move::Returned)) c.drawAndMeld(7);
                 }},
            },
        .rulings = {},  // only the derived one (see addSharedAfterDemandRuling in core/card.cpp)
    };
}

}  // namespace inno::cards
