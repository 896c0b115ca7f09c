// Umbrella (Echoes of the Past, age 1, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef umbrella() {
    return {
        .title = "Umbrella",
        .age = 1,
        .color = Color::Green,
        .positions = {icon(Icon::Leaf), icon(Icon::Leaf), hexagon, echoSlot},
        .featured = Icon::Leaf,
        .echo = {"You may meld a card from your hand.",
                 [](Ctx& c) { c.mayMeld(c.hand()); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Return any number of cards from your hand. Score two cards from your hand for every card "
                 "you returned.",
                 [](Ctx& c) {
                     const int scores = 2 * static_cast<int>(c.chooseAndReturn(c.hand(), 0, kMaxCards).size());
                     c.chooseAndScore(c.hand(), scores, scores);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
