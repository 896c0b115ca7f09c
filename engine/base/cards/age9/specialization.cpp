// Specialization (age 9, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef specialization() {
    return {
        .title = "Specialization",
        .age = 9,
        .color = Color::Purple,
        .icons = {Icon::Hex, Icon::Factory, Icon::Leaf, Icon::Factory},
        .dogmaIcon = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Reveal a card from your hand. Take into your hand the top card of that color from all other "
                 "players' boards.",
                 [](Ctx& c) {
                     if (auto card = c.chooseCard(c.hand(), Purpose::Reveal)) {
                         c.reveal(*card);
                         Color col = Ctx::color(*card);
                         for (int p : c.otherPlayers())
                             if (CardId top = c.topCard(col, p); top != kNoCard) c.transfer(top, c.you(), Zone::Hand);
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow or blue cards up.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Yellow, Color::Blue}, Splay::Up);
                 }},
            },
        .rulings =
            {
                "In a team game your partner is not affected, since the effect targets other players.",
            },
    };
}

}  // namespace inno::cards
