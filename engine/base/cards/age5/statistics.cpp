// Statistics (age 5, yellow)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef statistics() {
    return {
        .title = "Statistics",
        .age = 5,
        .color = Color::Yellow,
        .icons = {Icon::Leaf, Icon::Lightbulb, Icon::Leaf, Icon::Hex},
        .dogmaIcon = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw the highest card in your score pile! If you do, and have only one card in your "
                 "hand afterwards, repeat this demand!",
                 [](Ctx& c) {
                     for (;;) {  // repeat this demand while you hold exactly one card afterwards
                         auto highest = c.chooseHighest(c.scorePile(), 1, Purpose::Draw);
                         if (highest.empty()) return;
                         c.transfer(highest.front(), c.you(), Zone::Hand);  // "drawn" from your own score pile
                         if (c.hand().size() != 1) return;
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 [](Ctx& c) {
                     c.maySplay(Color::Yellow, Splay::Right);
                 }},
            },
        .rulings =
            {
                "The opponent moves the highest card of their own score pile into their own hand; nothing is drawn "
                "from a supply pile.",
            },
    };
}

}  // namespace inno::cards
