// Clock (Echoes of the Past, age 4, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef clock() {
    return {
        .title = "Clock",
        .age = 4,
        .color = Color::Purple,
        .positions = {echoSlot, bonus(5), hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .echo = {"You may splay your color with the most cards right.",
                 [](Ctx& c) {
                     std::size_t most = 0;
                     for (Color col : kAllColors) most = std::max(most, c.pile(col).cards.size());
                     std::vector<Color> tied;
                     for (Color col : kAllColors)
                         if (most > 0 && c.pile(col).cards.size() == most) tied.push_back(col);
                     if (tied.size() == 1) {
                         c.maySplay(tied.front(), Splay::Right);
                         return;
                     }
                     std::vector<Color> splayable;
                     for (Color col : tied)
                         if (c.canSplay(col, Splay::Right)) splayable.push_back(col);
                     c.maySplayOneOf(splayable, Splay::Right);
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and reveal three 10, total the number of [Clock] on them, and then "
                 "return them! Transfer all cards of that value from your hand and score pile to my score "
                 "pile!",
                 [](Ctx& c) {
                     CardList drawn;
                     int clocks = 0;
                     for (int k = 0; k < 3; ++k) {
                         drawn.push_back(c.drawAndReveal(10));
                         clocks += card(drawn.back()).count(Icon::Clock);
                     }
                     returnAll(c, drawn);
                     CardList taken = Ctx::filter(c.hand(), [&](CardId h) { return Ctx::age(h) == clocks; });
                     for (CardId s : c.scorePile())
                         if (Ctx::age(s) == clocks) taken.push_back(s);
                     for (CardId t : taken) c.transfer(t, c.me(), Zone::Score);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
