// Scissors (Echoes of the Past, age 2, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef scissors() {
    return {
        .title = "Scissors",
        .age = 2,
        .color = Color::Green,
        .positions = {echoSlot, hexagon, bonus(2), icon(Icon::Castle)},
        .featured = Icon::Castle,
        .echo = {"Take a bottom card from your board into your hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "You may choose up to two cards from your hand. For each card chosen, either meld it or "
                 "score it.",
                 nullptr},
                {Effect::NonDemand,
                 "If Paper is a top card on any player's board, transfer it to your score pile.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
