// Saxophone (Echoes of the Past, age 7, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef saxophone() {
    return {
        .title = "Saxophone",
        .age = 7,
        .color = Color::Purple,
        .positions = {bonus(7), icon(Icon::Crown), hexagon, icon(Icon::Crown)},
        .featured = Icon::Crown,
        .musicNote = true,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 [](Ctx& c) { c.maySplay(Color::Purple, Splay::Up); }},
                {Effect::NonDemand,
                 "If the [Music note] for Bell, Flute, Piano, and Saxophone are visible anywhere, you win. "
                 "Otherwise, draw a 7 for each [Music note] that is visible.",
                 [](Ctx& c) {
                     int visible = 0;
                     for (const EchoesCardDef& d : allEchoesCards()) {
                         if (!d.musicNote) continue;
                         const CardId note = *findCard(d.title);
                         const Location at = c.state().where(note);
                         if (at.zone != Zone::Board) continue;
                         const PileView pile = c.pile(Ctx::color(note), at.player);
                         const auto depth = std::find(pile.cards.begin(), pile.cards.end(), note) - pile.cards.begin();
                         visible += slotVisible(d.slotOf(Slot::Hex), static_cast<int>(depth), pile.splay);
                     }
                     if (visible == 4) c.win();
                     for (int k = 0; k < visible; ++k) c.draw(7);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
