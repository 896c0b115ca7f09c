// Pagoda (Echoes of the Past, age 2, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef pagoda() {
    return {
        .title = "Pagoda",
        .age = 2,
        .color = Color::Purple,
        .positions = {icon(Icon::Castle), bonus(2), hexagon, icon(Icon::Castle)},
        .featured = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and reveal a 3. If you have a card of matching color in your hand, tuck the card "
                 "from your hand and meld the drawn card. Otherwise, foreshadow the drawn card.",
                 [](Ctx& c) {
                     const CardId drawn = c.drawAndReveal(3);
                     const CardList matching = Ctx::filter(c.hand(), [&](CardId h) {
                         return h != drawn && Ctx::color(h) == Ctx::color(drawn);
                     });
                     if (auto tucked = c.chooseCard(matching, Purpose::Tuck)) {
                         c.tuck(*tucked);
                         c.meld(drawn);
                     } else {
                         foreshadow(c, drawn);
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
