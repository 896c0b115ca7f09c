// Seed Drill (Echoes of the Past, age 5, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef seed_drill() {
    return {
        .title = "Seed Drill",
        .age = 5,
        .color = Color::Green,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Leaf), icon(Icon::Leaf), hexagon},
        .featured = Icon::Leaf,
        .effects =
            {
                {Effect::Demand,
                 "I demand you return a top card from your board of value less than 3!",
                 [](Ctx& c) {
                     c.chooseAndReturn(Ctx::filter(c.topCards(), [](CardId t) { return faceUpAge(t) < 3; }));
                 }},
                {Effect::NonDemand,
                 "Choose the 3, 4, or 5 deck. If there is at least one card in that deck, you may transfer "
                 "its bottom card to the available achievements.",
                 [](Ctx& c) {
                     std::vector<int> decks;
                     for (int v : {3, 4, 5})
                         if (!c.state().deck(v).empty()) decks.push_back(v);
                     if (auto v = c.chooseValue(decks, Purpose::Transfer, true)) makeAvailable(c, c.state().deck(*v).back());
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
