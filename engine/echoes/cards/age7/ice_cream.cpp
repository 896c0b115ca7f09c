// Ice Cream (Echoes of the Past, age 7, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef ice_cream() {
    return {
        .title = "Ice Cream",
        .age = 7,
        .color = Color::Purple,
        .positions = {hexagon, bonus(8), icon(Icon::Leaf), echoSlot},
        .featured = Icon::Leaf,
        .echo = {"Score a non-purple top card from your board without a bonus.",
                 [](Ctx& c) {
                     c.chooseAndScore(Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Purple && !hasBonus(t); }));
                 }},
        .effects =
            {
                {Effect::Demand,
                 "I demand you draw and meld a 1!",
                 [](Ctx& c) { c.drawAndMeld(1); }},
                {Effect::NonDemand,
                 "Choose the 6, 7, 8, or 9 deck. If there is at least one card in that deck, you may "
                 "transfer its bottom card to the available achievements.",
                 [](Ctx& c) {
                     std::vector<int> decks;
                     for (int v : {6, 7, 8, 9})
                         if (!c.state().deck(v).empty()) decks.push_back(v);
                     if (auto v = c.chooseValue(decks, Purpose::Transfer, true)) makeAvailable(c, c.state().deck(*v).back());
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
