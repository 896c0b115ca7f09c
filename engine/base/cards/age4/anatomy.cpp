// Anatomy (age 4, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef anatomy() {
    return {
        .title = "Anatomy",
        .age = 4,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Leaf, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return a card from your score pile! If you do, return a top card of equal value from "
                 "your board!",
                 [](Ctx& c) {
                     auto card = c.chooseAndReturn(c.scorePile());
                     if (!card) return;
                     auto equal = Ctx::filter(c.topCards(), [&](CardId x) { return faceUpAge(x) == Ctx::age(*card); });
                     c.chooseAndReturn(equal);
                 }},
            },
        .rulings =
            {
                "The demanded player picks the score card to return; if none of their top cards has the same value, "
                "nothing is returned from their board.",
            },
    };
}

}  // namespace inno::cards
