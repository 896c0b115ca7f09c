// Calculator (Echoes of the Past, age 9, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef calculator() {
    return {
        .title = "Calculator",
        .age = 9,
        .color = Color::Blue,
        .positions = {icon(Icon::Clock), hexagon, icon(Icon::Clock), icon(Icon::Lightbulb)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Score two bottom non-blue cards from your board. If you scored two and they have a total "
                 "value less than 11, draw a card of that total value and repeat this dogma effect (once "
                 "only).",
                 [](Ctx& c) {
                     for (int execution = 0; execution < 2; ++execution) {
                         const CardList bottoms = Ctx::filter(bottomCards(c), [](CardId b) { return Ctx::color(b) != Color::Blue; });
                         const CardList scored = c.chooseAndScore(bottoms, 2, 2);
                         if (scored.size() != 2) return;
                         const int total = Ctx::age(scored[0]) + Ctx::age(scored[1]);
                         if (total >= 11) return;
                         c.draw(total);
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your blue cards up.",
                 [](Ctx& c) { c.maySplay(Color::Blue, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
