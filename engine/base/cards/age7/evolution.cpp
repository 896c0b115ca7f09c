// Evolution (age 7, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef evolution() {
    return {
        .title = "Evolution",
        .age = 7,
        .color = Color::Blue,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may choose to either draw and score an 8 and then return a card from your score pile, or draw "
                 "a card of value one higher than the highest card in your score pile.",
                 [](Ctx& c) {
                     auto branch = c.chooseBranch(2, true);
                     if (branch == 1) {
                         c.drawAndScore(8);
                         c.chooseAndReturn(c.scorePile());
                     } else if (branch == 2) {
                         c.draw(highestAge(c.scorePile()) + 1);
                     }
                 },
                 {"Draw and score an 8, then return a score card", "Draw one above your highest score card"}},
            },
        .rulings =
            {
                "With an empty score pile the highest value counts as 0, so the second option draws a 1.",
            },
    };
}

}  // namespace inno::cards
