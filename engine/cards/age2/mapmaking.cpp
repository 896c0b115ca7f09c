// Mapmaking (age 2, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef mapmaking() {
    return {
        .title = "Mapmaking",
        .age = 2,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Castle},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::Demand,
                 "I demand you transfer a 1 from your score pile to my score pile.",
                 [](Ctx& c) {
                     auto ones = Ctx::filter(c.scorePile(), [](CardId x) { return Ctx::age(x) == 1; });
                     if (auto card = c.chooseCard(ones, Purpose::Transfer)) {
                         c.transfer(*card, c.me(), Zone::Score);
                         c.memory().demandChanged = true;
                     }
                 }},
                {Effect::NonDemand,
                 "If any card was transferred due to the demand, draw and score a 1.",
                 [](Ctx& c) {
                     if (c.memory().demandChanged) c.drawAndScore(1);
                 }},
            },
        .rulings =
            {
                "Only an age 1 card can be taken; an opponent with no 1 in their score pile transfers nothing.",
                "The second effect is not a demand, so opponents with enough icons share it.",
            },
    };
}

}  // namespace inno::cards
