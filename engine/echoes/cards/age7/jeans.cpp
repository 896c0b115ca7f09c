// Jeans (Echoes of the Past, age 7, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef jeans() {
    return {
        .title = "Jeans",
        .age = 7,
        .color = Color::Green,
        .positions = {echoSlot, icon(Icon::Leaf), hexagon, bonus(8)},
        .featured = Icon::Leaf,
        .echo = {"Draw two 9. Return one, foreshadow the other.",
                 [](Ctx& c) {
                     const CardList drawn{c.draw(9), c.draw(9)};
                     const auto back = c.chooseCard(drawn, Purpose::Return);
                     c.returnCard(*back);
                     foreshadow(c, drawn[0] == *back ? drawn[1] : drawn[0]);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Choose two different values less than 7. Draw and reveal a card of each value. Meld one, "
                 "and return the other.",
                 [](Ctx& c) {
                     const std::vector<int> values = chooseValues(c, {1, 2, 3, 4, 5, 6}, 2);
                     CardList revealed;
                     for (int v : values) revealed.push_back(c.drawAndReveal(v));
                     const auto melded = c.chooseCard(revealed, Purpose::Meld, {-1, true});
                     c.meld(*melded);
                     for (CardId r : revealed)
                         if (r != *melded) c.returnCard(r);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
