// Karaoke (Echoes of the Past, age 9, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef karaoke() {
    return {
        .title = "Karaoke",
        .age = 9,
        .color = Color::Purple,
        .positions = {hexagon, icon(Icon::Leaf), bonus(9), echoSlot},
        .featured = Icon::Leaf,
        .echo = {"Draw and meld a card of value less than 10.",
                 [](Ctx& c) {
                     if (auto v = c.chooseValue({1, 2, 3, 4, 5, 6, 7, 8, 9}, Purpose::Draw, false)) c.note(c.drawAndMeld(*v));
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Execute all of the non-demand dogma effects of the card you melded due to Karaoke's echo "
                 "effect. Do not share them.",
                 [](Ctx& c) {
                     if (const auto melded = c.noted(c.thisCard())) c.executeForYourselfOnly(static_cast<CardId>(*melded));
                 }},
                {Effect::NonDemand,
                 "You may take a bottom card from your board into your hand.",
                 [](Ctx& c) {
                     if (auto taken = c.mayChooseCard(bottomCards(c), Purpose::Transfer)) c.transfer(*taken, c.you(), Zone::Hand);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
