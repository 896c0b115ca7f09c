// Indian Clubs (Echoes of the Past, age 6, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef indian_clubs() {
    return {
        .title = "Indian Clubs",
        .age = 6,
        .color = Color::Purple,
        .positions = {hexagon, icon(Icon::Leaf), bonus(6), icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return two cards from your score pile!",
                 [](Ctx& c) {
                     c.chooseAndReturn(c.scorePile(), 2, 2);
                 }},
                {Effect::NonDemand,
                 "For every value of card you have in your score pile, score a card from your hand of that "
                 "value.",
                 [](Ctx& c) {
                     const std::vector<int> values = distinctValues(c.scorePile());
                     for (int v : values) c.chooseAndScore(Ctx::filter(c.hand(), [&](CardId h) { return Ctx::age(h) == v; }));
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
