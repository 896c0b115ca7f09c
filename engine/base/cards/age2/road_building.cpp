// Road Building (age 2, red)
#include "core/card_dsl.h"

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
                 [](Ctx& c) {
                     CardList melded = c.chooseCards(c.hand(), 1, 2, Purpose::Meld);
                     for (CardId card : melded) c.meld(card);
                     if (melded.size() != 2) return;
                     // The green card comes only in exchange for the red one (see docs/rules-notes.md).
                     CardId red = c.topCard(Color::Red);
                     if (red == kNoCard) return;
                     auto target = c.choosePlayer(c.otherPlayers(), Purpose::Target, true);
                     if (!target) return;
                     c.transfer(red, *target, Zone::Board);
                     CardId green = c.topCard(Color::Green, *target);
                     if (green != kNoCard) c.transfer(green, c.you(), Zone::Board);
                 }},
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
