// Road Building (age 2, red)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef road_building() {
    return {
        .title = "Road Building",
        .age = 2,
        .color = Color::Red,
        .icons = {Icon::Castle, Icon::Castle, Icon::Hex, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Meld one or two cards from your hand. If you melded two, you may transfer your top red card to "
                 "another player's board. In exchange, transfer that player's top green card to your board.",
                 nullptr},
            },
        .rulings =
            {
                "Melding just one card is allowed; nothing else happens then.",
                "This is not a demand: it can be shared, and the player carrying out the effect, not the targeted "
                "player, picks the other player.",
                "If the chosen player has no top green card, your top red card is still transferred to them.",
            },
    };
}

}  // namespace inno::cards
