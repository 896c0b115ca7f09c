// Human Genome (Echoes of the Past, age 10, blue)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef human_genome() {
    return {
        .title = "Human Genome",
        .age = 10,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), bonus(10), hexagon},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may draw and score a card of any value. Take a bottom card from your board into your "
                 "hand. If the values of all the cards in your hand match the values of all the cards in "
                 "your score pile exactly, you win.",
                 [](Ctx& c) {
                     if (auto v = chooseAnyValue(c, true)) c.drawAndScore(*v);
                     if (auto taken = c.chooseCard(bottomCards(c), Purpose::Transfer)) c.transfer(*taken, c.you(), Zone::Hand);
                     auto values = [](CardSpan cards) {
                         std::vector<int> out;
                         for (CardId k : cards) out.push_back(Ctx::age(k));
                         std::sort(out.begin(), out.end());
                         return out;
                     };
                     if (values(c.hand()) == values(c.scorePile())) c.win();
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
