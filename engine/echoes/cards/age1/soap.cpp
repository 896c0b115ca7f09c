// Soap (Echoes of the Past, age 1, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef soap() {
    return {
        .title = "Soap",
        .age = 1,
        .color = Color::Yellow,
        .positions = {icon(Icon::Leaf), bonus(2), hexagon, icon(Icon::Leaf)},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a color. You may tuck any number of cards of that color from your hand. If you "
                 "tucked at least three, you may achieve (if eligible) a card from your hand.",
                 [](Ctx& c) {
                     std::vector<Color> inHand;
                     for (Color col : kAllColors)
                         if (std::any_of(c.hand().begin(), c.hand().end(),
                                         [&](CardId h) { return Ctx::color(h) == col; }))
                             inHand.push_back(col);
                     const auto chosen = c.chooseColor(inHand, Purpose::Tuck, false);
                     if (!chosen) return;
                     const CardList ofColor = Ctx::filter(c.hand(), [&](CardId h) { return Ctx::color(h) == *chosen; });
                     if (c.chooseAndTuck(ofColor, 0, kMaxCards).size() < 3) return;
                     const CardList eligible = Ctx::filter(c.hand(), [&](CardId h) { return eligibleToAchieve(c, h); });
                     if (auto card = c.mayChooseCard(eligible, Purpose::Achieve)) achieve(c, *card);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
