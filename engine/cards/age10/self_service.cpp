// Self Service (age 10, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef self_service() {
    return {
        .title = "Self Service",
        .age = 10,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Execute the non-demand dogma effects of any other top card on your board for yourself only.",
                 nullptr},
                {Effect::NonDemand,
                 "If you have more achievements than each other player, you win.",
                 nullptr},
            },
        .rulings =
            {
                "'For yourself only' means no other player shares the executed effects; effects that involve other "
                "players still apply to them.",
                "A sharing opponent who has more achievements than each other player wins the game.",
                "In a team game, compare the combined achievements of each team.",
            },
    };
}

}  // namespace inno::cards
