// Sunglasses (Echoes of the Past, age 3, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef sunglasses() {
    return {
        .title = "Sunglasses",
        .age = 3,
        .color = Color::Purple,
        .positions = {hexagon, bonus(3), echoSlot, icon(Icon::Castle)},
        .featured = Icon::Castle,
        .echo = {"Score a card from your hand of a color you have splayed.",
                 [](Ctx& c) {
                     auto ofSplayedColor = [&](CardId h) { return c.pile(Ctx::color(h)).splay != Splay::None; };
                     c.chooseAndScore(Ctx::filter(c.hand(), ofSplayedColor));
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may either splay your purple cards in the direction one of your other colors is "
                 "splayed, or you may splay one of your other colors in the direction that your purple "
                 "cards are splayed.",
                 [](Ctx& c) {
                     const Splay purple = c.pile(Color::Purple).splay;
                     // Branch 1: colors whose splay purple may take; branch 2: colors that may take purple's.
                     std::vector<Color> toCopy, toSplay;
                     for (Color col : kAllColors) {
                         if (col == Color::Purple) continue;
                         const Splay theirs = c.pile(col).splay;
                         if (theirs != Splay::None && c.canSplay(Color::Purple, theirs)) toCopy.push_back(col);
                         if (purple != Splay::None && c.canSplay(col, purple)) toSplay.push_back(col);
                     }
                     std::vector<int> branches;
                     if (!toCopy.empty()) branches.push_back(1);
                     if (!toSplay.empty()) branches.push_back(2);
                     const auto branch = chooseBranchAmong(c, branches, true);
                     if (branch == 1) {
                         const bool oneWay = std::all_of(toCopy.begin(), toCopy.end(), [&](Color col) {
                             return c.pile(col).splay == c.pile(toCopy.front()).splay;
                         });
                         const Color model = oneWay ? toCopy.front() : *c.chooseColor(toCopy, Purpose::Splay, false);
                         c.splay(Color::Purple, c.pile(model).splay);
                     } else if (branch == 2) {
                         c.splay(*c.chooseColor(toSplay, Purpose::Splay, false), purple);
                     }
                 },
                 {"Splay purple as another color is splayed", "Splay another color as purple is splayed"}},
            },
    };
}

}  // namespace inno::echoes::cards
