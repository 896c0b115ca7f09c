// Pencil (Echoes of the Past, age 4, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef pencil() {
    return {
        .title = "Pencil",
        .age = 4,
        .color = Color::Yellow,
        .positions = {hexagon, echoSlot, icon(Icon::Lightbulb), bonus(4)},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 5.",
                 [](Ctx& c) { c.draw(5); }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from your hand. If you do, draw that many cards of "
                 "value one higher than the highest card you returned. Foreshadow one of them, and return "
                 "the rest of the drawn cards.",
                 [](Ctx& c) {
                     const CardList returned = c.chooseAndReturn(c.hand(), 0, 3);
                     if (returned.empty()) return;
                     const int value = highestAge(returned) + 1;
                     CardList drawn;
                     for (std::size_t k = 0; k < returned.size(); ++k) drawn.push_back(c.draw(value));
                     if (auto kept = c.chooseCard(drawn, Purpose::Foreshadow)) {
                         foreshadow(c, *kept);
                         returnAll(c, Ctx::filter(drawn, [&](CardId d) { return d != *kept; }));
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
