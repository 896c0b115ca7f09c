// MP3 (Echoes of the Past, age 10, yellow)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef mp3() {
    return {
        .title = "MP3",
        .age = 10,
        .color = Color::Yellow,
        .positions = {icon(Icon::Crown), bonus(10), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Return any number of cards from your hand. For each card returned, claim two standard "
                 "achievements for which you are eligible.",
                 nullptr},
                {Effect::NonDemand,
                 "Draw and score a card of value equal to a bonus on your board.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
