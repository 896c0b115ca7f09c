// Charitable Trust (Echoes of the Past, age 3, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef charitable_trust() {
    return {
        .title = "Charitable Trust",
        .age = 3,
        .color = Color::Green,
        .positions = {echoSlot, hexagon, icon(Icon::Crown), bonus(3)},
        .featured = Icon::Crown,
        .echo = {"Draw a 3 or 4.",
                 [](Ctx& c) {
                     const int value = *c.chooseValue({3, 4}, Purpose::Draw, false);
                     c.note(c.draw(value));
                 }},
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld the card you drew due to Charitable Trust's echo effect. If you do, either "
                 "return or achieve (if eligible) your top green card.",
                 [](Ctx& c) {
                     const auto drawn = c.noted(c.thisCard());
                     if (!drawn) return;
                     const CardId card = static_cast<CardId>(*drawn);
                     if (c.state().where(card) != Location{Zone::Hand, static_cast<std::int8_t>(c.you())}) return;
                     if (!c.mayDo(Purpose::Meld)) return;
                     c.meld(card);
                     const CardId green = c.topCard(Color::Green);
                     if (green == kNoCard) return;
                     std::vector<int> branches{1};  // 1: return, 2: achieve
                     if (eligibleToAchieve(c, green)) branches.push_back(2);
                     if (chooseBranchAmong(c, branches, false) == 2) achieve(c, green);
                     else c.returnCard(green);
                 },
                 {"Return your top green card", "Achieve your top green card"}},
            },
    };
}

}  // namespace inno::echoes::cards
