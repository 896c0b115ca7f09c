// Helicopter (Echoes of the Past, age 9, red)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef helicopter() {
    return {
        .title = "Helicopter",
        .age = 9,
        .color = Color::Red,
        .positions = {icon(Icon::Factory), icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "Transfer a top card other than Helicopter from any player's board to its owner's score "
                 "pile. You may return a card from your hand which shares an icon with the transferred "
                 "card. If you do, repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {
                         CardList tops;
                         for (int p = 0; p < c.playerCount(); ++p)
                             for (CardId t : c.topCards(p))
                                 if (t != c.thisCard()) tops.push_back(t);
                         const auto moved = c.chooseCard(tops, Purpose::Transfer);
                         if (!moved) return;
                         c.transfer(*moved, c.state().where(*moved).player, Zone::Score);
                         const CardList sharing = Ctx::filter(c.hand(), [&](CardId h) {
                             return std::any_of(kResourceIcons.begin(), kResourceIcons.end(),
                                                [&](Icon i) { return Ctx::has(h, i) && Ctx::has(*moved, i); });
                         });
                         if (!c.mayReturn(sharing)) return;
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
