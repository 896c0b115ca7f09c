// Lever (Echoes of the Past, age 2, blue)
#include "echoes/echoes_dsl.h"

#include <array>

namespace inno::echoes::cards {

EchoesCardDef lever() {
    return {
        .title = "Lever",
        .age = 2,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), hexagon, echoSlot, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"Draw two 2.",
                 [](Ctx& c) {
                     c.draw(2);
                     c.draw(2);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may return any number of cards from your hand. For every two cards of matching value "
                 "returned, draw a card of value one higher.",
                 [](Ctx& c) {
                     std::array<int, kAges + 1> returnedOfValue{};
                     for (CardId r : c.chooseAndReturn(c.hand(), 0, kMaxCards)) ++returnedOfValue[Ctx::age(r)];
                     for (int value = 1; value <= kAges; ++value)
                         for (int pair = 0; pair < returnedOfValue[value] / 2; ++pair) c.draw(value + 1);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
