// Credit Card (Echoes of the Past, age 9, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef credit_card() {
    return {
        .title = "Credit Card",
        .age = 9,
        .color = Color::Green,
        .positions = {echoSlot, icon(Icon::Crown), bonus(9), hexagon},
        .featured = Icon::Crown,
        .echo = {"Draw and foreshadow a 9.",
                 [](Ctx& c) { drawAndForeshadow(c, 9); }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may take a top non-green card from your board into your hand. If you do, draw and "
                 "score a card of equal value.",
                 [](Ctx& c) {
                     const CardList nonGreen = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Green; });
                     const auto taken = c.mayChooseCard(nonGreen, Purpose::Transfer);
                     if (!taken) return;
                     c.transfer(*taken, c.you(), Zone::Hand);
                     c.drawAndScore(Ctx::age(*taken));
                 }},
                {Effect::NonDemand,
                 "You may splay your green cards up.",
                 [](Ctx& c) { c.maySplay(Color::Green, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
