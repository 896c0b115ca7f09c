// Democracy (age 6, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef democracy() {
    return {
        .title = "Democracy",
        .age = 6,
        .color = Color::Purple,
        .icons = {Icon::Crown, Icon::Lightbulb, Icon::Lightbulb, Icon::Hex},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return any number of cards from your hand. If you have returned more cards than any other "
                 "player due to Democracy this phase, draw and score an 8.",
                 [](Ctx& c) {
                     auto returned = c.chooseAndReturn(c.hand(), 0, kMaxCards);
                     // memory().best: the most cards anyone has returned so far due to this Democracy.
                     const int count = static_cast<int>(returned.size());
                     if (count > c.memory().best) {
                         c.memory().best = count;
                         c.drawAndScore(8);
                     }
                 }},
            },
        .rulings =
            {
                "Several players can score an 8 from one Democracy action, provided each returns more cards than "
                "anyone before them.",
                "Sharing works as usual: sharing opponents act first in turn order and the activating player last; "
                "the first player to return any card scores an 8, and each later player scores only by beating the "
                "highest count returned so far.",
            },
    };
}

}  // namespace inno::cards
