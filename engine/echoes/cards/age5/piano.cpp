// Piano (Echoes of the Past, age 5, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef piano() {
    return {
        .title = "Piano",
        .age = 5,
        .color = Color::Purple,
        .positions = {bonus(5), echoSlot, hexagon, icon(Icon::Lightbulb)},
        .featured = Icon::Lightbulb,
        .musicNote = true,
        .echo = {"Draw a card of a value present in any player's hand.",
                 [](Ctx& c) {
                     std::vector<int> values;
                     for (int p : c.allPlayers())
                         for (CardId h : c.hand(p))
                             if (std::find(values.begin(), values.end(), Ctx::age(h)) == values.end()) values.push_back(Ctx::age(h));
                     std::sort(values.begin(), values.end());
                     if (auto v = c.chooseValue(values, Purpose::Draw, false)) c.draw(*v);
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "If you have five top cards, each with a different value, return five cards from your "
                 "score pile and then draw and score a card of each of your top cards' values in ascending "
                 "order.",
                 [](Ctx& c) {
                     const CardList tops = c.topCards();
                     std::vector<int> values;
                     for (CardId t : tops) values.push_back(faceUpAge(t));
                     std::sort(values.begin(), values.end());
                     if (values.size() != 5 || std::adjacent_find(values.begin(), values.end()) != values.end()) return;
                     const int n = std::min<int>(5, static_cast<int>(c.scorePile().size()));
                     c.chooseAndReturn(c.scorePile(), n, n);
                     for (int v : values) c.drawAndScore(v);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
