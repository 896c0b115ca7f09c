// Telegraph (Echoes of the Past, age 7, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef telegraph() {
    return {
        .title = "Telegraph",
        .age = 7,
        .color = Color::Green,
        .positions = {hexagon, icon(Icon::Clock), icon(Icon::Clock), icon(Icon::Lightbulb)},
        .featured = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "You may choose an opponent and a color. Match your splay in that color to theirs.",
                 [](Ctx& c) {
                     auto changing = [&](int opponent) {
                         std::vector<Color> out;
                         for (Color col : kAllColors) {
                             const Splay theirs = c.pile(col, opponent).splay;
                             if (c.canSplay(col, theirs)) out.push_back(col);
                         }
                         return out;
                     };
                     std::vector<int> opponents;
                     for (int p : c.otherPlayers())
                         if (!changing(p).empty()) opponents.push_back(p);
                     const auto opponent = c.choosePlayer(opponents, Purpose::Splay, true);
                     if (!opponent) return;
                     if (auto col = c.chooseColor(changing(*opponent), Purpose::Splay, false))
                         c.splay(*col, c.pile(*col, *opponent).splay);
                 }},
                {Effect::NonDemand,
                 "You may splay your blue cards up.",
                 [](Ctx& c) { c.maySplay(Color::Blue, Splay::Up); }},
            },
    };
}

}  // namespace inno::echoes::cards
