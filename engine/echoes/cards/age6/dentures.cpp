// Dentures (Echoes of the Past, age 6, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef dentures() {
    return {
        .title = "Dentures",
        .age = 6,
        .color = Color::Yellow,
        .positions = {echoSlot, icon(Icon::Factory), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .echo = {"Draw and tuck a 6.",
                 [](Ctx& c) {
                     const CardId tucked = c.drawAndTuck(6);
                     c.note(static_cast<int>(Ctx::color(tucked)));
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "Score the top two non-bottom cards of the color of the last card you tucked due to "
                 "Dentures. If there are none to score, draw and tuck a 6, then repeat this dogma effect.",
                 [](Ctx& c) {
                     for (;;) {
                         if (auto col = c.noted(c.thisCard())) {
                             const PileView pile = c.pile(static_cast<Color>(*col));
                             if (pile.cards.size() >= 2) {
                                 const std::size_t n = std::min<std::size_t>(2, pile.cards.size() - 1);
                                 const CardList scored(pile.cards.begin(), pile.cards.begin() + n);
                                 for (CardId s : scored) c.score(s);
                                 return;
                             }
                         }
                         const CardId tucked = c.drawAndTuck(6);
                         c.note(static_cast<int>(Ctx::color(tucked)));
                     }
                 }},
                {Effect::NonDemand,
                 "You may splay your blue cards right.",
                 [](Ctx& c) { c.maySplay(Color::Blue, Splay::Right); }},
            },
    };
}

}  // namespace inno::echoes::cards
