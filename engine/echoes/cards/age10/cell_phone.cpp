// Cell Phone (Echoes of the Past, age 10, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef cell_phone() {
    return {
        .title = "Cell Phone",
        .age = 10,
        .color = Color::Yellow,
        .positions = {icon(Icon::Clock), hexagon, bonus(10), icon(Icon::Clock)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 10 for every two [Clock] on your board.",
                 [](Ctx& c) {
                     for (int pairs = c.icons(Icon::Clock) / 2; pairs > 0; --pairs) c.draw(10);
                 }},
                {Effect::NonDemand,
                 "You may splay your green cards up.",
                 [](Ctx& c) { c.maySplay(Color::Green, Splay::Up); }},
                {Effect::NonDemand,
                 "You may tuck any number of cards with a [Clock] from your hand, splaying up each color "
                 "you tucked into.",
                 [](Ctx& c) {
                     const CardList withClock = Ctx::filter(c.hand(), [](CardId h) { return Ctx::has(h, Icon::Clock); });
                     std::vector<Color> colors;
                     for (CardId tucked : c.chooseAndTuck(withClock, 0, static_cast<int>(withClock.size())))
                         if (std::find(colors.begin(), colors.end(), Ctx::color(tucked)) == colors.end()) colors.push_back(Ctx::color(tucked));
                     for (Color col : colors) c.splay(col, Splay::Up);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
