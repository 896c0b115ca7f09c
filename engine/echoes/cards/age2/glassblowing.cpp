// Glassblowing (Echoes of the Past, age 2, green)
#include "echoes/echoes_dsl.h"
#include "core/queries.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef glassblowing() {
    return {
        .title = "Glassblowing",
        .age = 2,
        .color = Color::Green,
        .positions = {hexagon, icon(Icon::Crown), icon(Icon::Crown), echoSlot},
        .featured = Icon::Crown,
        .echo = {"Score a card with a bonus from your hand.",
                 [](Ctx& c) { c.chooseAndScore(Ctx::filter(c.hand(), hasBonus)); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and foreshadow a card of value three higher than the lowest non-green top card on "
                 "your board.",
                 [](Ctx& c) {
                     const CardList nonGreen =
                         Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Green; });
                     int lowest = 0;  // face-up values (no non-green top card: 0)
                     for (CardId t : nonGreen) lowest = lowest == 0 ? faceUpAge(t) : std::min(lowest, faceUpAge(t));
                     drawAndForeshadow(c, lowest + 3);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
