// Elevator (Echoes of the Past, age 7, yellow)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef elevator() {
    return {
        .title = "Elevator",
        .age = 7,
        .color = Color::Yellow,
        .positions = {bonus(7), echoSlot, icon(Icon::Clock), hexagon},
        .featured = Icon::Clock,
        .echo = {"Score your top or bottom green card.",
                 [](Ctx& c) {
                     if (!c.hasColor(Color::Green)) return;
                     const CardId top = c.topCard(Color::Green), bottom = c.bottomCard(Color::Green);
                     const auto which = chooseBranchAmong(c, top == bottom ? std::vector<int>{1} : std::vector<int>{1, 2}, false);
                     c.score(which == 2 ? bottom : top);
                 },
                 {"Score your top green card", "Score your bottom green card"}},
        .effects =
            {
                {Effect::NonDemand,
                 "Choose a value present in your score pile. Choose to transfer all cards of the chosen "
                 "value from either all other players' hands or all their score piles to your score pile.",
                 [](Ctx& c) {
                     const std::vector<int> values = distinctValues(c.scorePile());
                     const auto value = c.chooseValue(values, Purpose::Value, false);
                     if (!value) return;
                     auto of = [&](bool hands) {
                         CardList out;
                         for (int p = 0; p < c.playerCount(); ++p) {
                             if (p == c.you()) continue;
                             for (CardId k : hands ? c.hand(p) : c.scorePile(p))
                                 if (Ctx::age(k) == *value) out.push_back(k);
                         }
                         return out;
                     };
                     std::vector<int> branches;
                     if (!of(true).empty()) branches.push_back(1);
                     if (!of(false).empty()) branches.push_back(2);
                     const auto branch = chooseBranchAmong(c, branches, false);
                     if (!branch) return;
                     for (CardId k : of(*branch == 1)) c.transfer(k, c.you(), Zone::Score);
                 },
                 {"From the other players' hands", "From the other players' score piles"}},
            },
    };
}

}  // namespace inno::echoes::cards
