// Magnifying Glass (Echoes of the Past, age 3, blue)
#include "echoes/echoes_dsl.h"

#include <array>

namespace inno::echoes::cards {

EchoesCardDef magnifying_glass() {
    return {
        .title = "Magnifying Glass",
        .age = 3,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, bonus(3), echoSlot},
        .featured = Icon::Lightbulb,
        .echo = {"Draw a 4, then return a card from your hand.",
                 [](Ctx& c) {
                     c.draw(4);
                     c.chooseAndReturn(c.hand());
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return three cards of equal value from your hand. If you do, draw a card of "
                 "value two higher than the cards you returned.",
                 [](Ctx& c) {
                     std::array<int, kAges + 1> ofValue{};
                     for (CardId h : c.hand()) ++ofValue[Ctx::age(h)];
                     std::vector<int> triples;
                     for (int value = 1; value <= kAges; ++value)
                         if (ofValue[value] >= 3) triples.push_back(value);
                     const auto value = c.chooseValue(triples, Purpose::Return, true);
                     if (!value) return;
                     c.chooseAndReturn(Ctx::filter(c.hand(), [&](CardId h) { return Ctx::age(h) == *value; }), 3, 3);
                     c.draw(*value + 2);
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow or blue cards left.",
                 [](Ctx& c) { c.maySplayOneOf({Color::Yellow, Color::Blue}, Splay::Left); }},
            },
    };
}

}  // namespace inno::echoes::cards
