// Television (Echoes of the Past, age 8, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef television() {
    return {
        .title = "Television",
        .age = 8,
        .color = Color::Purple,
        .positions = {bonus(8), hexagon, icon(Icon::Clock), echoSlot},
        .featured = Icon::Clock,
        .echo = {"Draw and meld an 8.",
                 [](Ctx& c) { c.drawAndMeld(8); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a value and an opponent. Transfer a card of that value from their score pile to "
                 "their board. If they have an achievement of the same value, achieve (if eligible) a card "
                 "of that value from their score pile.",
                 [](Ctx& c) {
                     auto ofValue = [&](int p, int v) {
                         return Ctx::filter(c.scorePile(p), [&](CardId s) { return Ctx::age(s) == v; });
                     };
                     std::vector<int> values;
                     for (int v = 1; v <= 10; ++v)
                         for (int p : c.otherPlayers())
                             if (!ofValue(p, v).empty() && std::find(values.begin(), values.end(), v) == values.end())
                                 values.push_back(v);
                     const auto value = c.chooseValue(values, Purpose::Value, false);
                     if (!value) return;
                     std::vector<int> opponents;
                     for (int p : c.otherPlayers())
                         if (!ofValue(p, *value).empty()) opponents.push_back(p);
                     const auto opponent = c.choosePlayer(opponents, Purpose::Target, false);
                     if (const auto moved = c.chooseCard(ofValue(*opponent, *value), Purpose::Transfer))
                         c.transfer(*moved, *opponent, Zone::Board);
                     bool matching = false;
                     for (CardId a : c.player(*opponent).achievements()) matching = matching || Ctx::age(a) == *value;
                     if (!matching) return;
                     const CardList eligible = Ctx::filter(ofValue(*opponent, *value), [&](CardId s) { return eligibleToAchieve(c, s); });
                     if (auto won = c.chooseCard(eligible, Purpose::Achieve)) achieve(c, *won);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
