// Satellites (age 9, green)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef satellites() {
    return {
        .title = "Satellites",
        .age = 9,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Clock},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand, and draw three 8.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 nullptr},
                {Effect::NonDemand,
                 "Meld a card from your hand and then execute each of its non-demand dogma effects for yourself "
                 "only.",
                 nullptr},
            },
        .rulings =
            {
                "'For yourself only' means no other player shares the executed effects; effects that involve other "
                "players still apply to them.",
            },
    };
}

}  // namespace inno::cards
