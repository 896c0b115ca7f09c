// Globe (Echoes of the Past, age 4, green)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef globe() {
    return {
        .title = "Globe",
        .age = 4,
        .color = Color::Green,
        .positions = {icon(Icon::Factory), bonus(4), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from hand of the same color. If you return one, splay "
                 "any color left; two, right; three, up. If you returned at least one card, draw and "
                 "foreshadow a 6.",
                 [](Ctx& c) {
                     std::vector<Color> colors;
                     for (CardId h : c.hand())
                         if (std::find(colors.begin(), colors.end(), Ctx::color(h)) == colors.end()) colors.push_back(Ctx::color(h));
                     std::sort(colors.begin(), colors.end());
                     const auto col = c.chooseColor(colors, Purpose::Return, true);
                     if (!col) return;
                     const CardList same = Ctx::filter(c.hand(), [&](CardId h) { return Ctx::color(h) == *col; });
                     const CardList returned = c.chooseAndReturn(same, 1, 3);
                     const Splay dir = returned.size() == 1 ? Splay::Left : returned.size() == 2 ? Splay::Right : Splay::Up;
                     std::vector<Color> splayable;
                     for (Color k : kAllColors)
                         if (c.canSplay(k, dir)) splayable.push_back(k);
                     if (auto s = c.chooseColor(splayable, Purpose::Splay, false)) c.splay(*s, dir);
                     drawAndForeshadow(c, 6);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
