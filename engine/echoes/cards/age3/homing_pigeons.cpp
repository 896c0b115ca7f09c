// Homing Pigeons (Echoes of the Past, age 3, green)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef homing_pigeons() {
    return {
        .title = "Homing Pigeons",
        .age = 3,
        .color = Color::Green,
        .positions = {bonus(3), icon(Icon::Leaf), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return two cards from your score pile whose values each match at least one "
                 "card in my hand!",
                 [](Ctx& c) {
                     const CardSpan myHand = c.hand(c.me());
                     const CardList matching = Ctx::filter(c.scorePile(), [&](CardId s) {
                         return std::any_of(myHand.begin(), myHand.end(),
                                            [&](CardId h) { return Ctx::age(h) == Ctx::age(s); });
                     });
                     c.chooseAndReturn(matching, 2, 2);
                 }},
                {Effect::NonDemand,
                 "You may splay your red or green cards left.",
                 [](Ctx& c) { c.maySplayOneOf({Color::Red, Color::Green}, Splay::Left); }},
            },
    };
}

}  // namespace inno::echoes::cards
