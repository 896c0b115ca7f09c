// Tools (age 1, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef tools() {
    return {
        .title = "Tools",
        .age = 1,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Castle},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return three cards from your hand. If you do, draw and meld a 3.",
                 [](Ctx& c) {
                     // Three cards or fewer may be returned; only returning three earns the 3 (see docs/rules-notes.md).
                     auto returned = c.chooseAndReturn(c.hand(), 0, 3);
                     if (returned.size() == 3) c.drawAndMeld(3);
                 }},
                {Effect::NonDemand,
                 "You may return a 3 from your hand. If you do, draw three 1.",
                 [](Ctx& c) {
                     auto threes = Ctx::filter(c.hand(), [](CardId x) { return Ctx::age(x) == 3; });
                     if (auto card = c.mayReturn(threes)) {
                         for (int i = 0; i < 3; ++i) c.draw(1);
                     }
                 }},
            },
        .rulings = {},
    };
}

}  // namespace inno::cards
