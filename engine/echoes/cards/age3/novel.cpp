// Novel (Echoes of the Past, age 3, purple)
#include "echoes/echoes_dsl.h"

#include <algorithm>

namespace inno::echoes::cards {

EchoesCardDef novel() {
    return {
        .title = "Novel",
        .age = 3,
        .color = Color::Purple,
        .positions = {hexagon, bonus(3), icon(Icon::Crown), echoSlot},
        .featured = Icon::Crown,
        .echo = {"Draw a 3.",
                 [](Ctx& c) { c.draw(3); }},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 3. You may splay your purple cards left.",
                 [](Ctx& c) {
                     c.draw(3);
                     c.maySplay(Color::Purple, Splay::Left);
                 }},
                {Effect::NonDemand,
                 "If all your non-purple top cards share a common icon other than [Crown], claim the "
                 "Supremacy achievement.",
                 [](Ctx& c) {
                     const CardList nonPurple =
                         Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Purple; });
                     if (nonPurple.empty()) return;
                     for (Icon icon : kResourceIcons) {
                         if (icon == Icon::Crown) continue;
                         auto hasIt = [&](CardId t) { return Ctx::has(t, icon); };
                         if (std::all_of(nonPurple.begin(), nonPurple.end(), hasIt)) {
                             c.claim(special(EchoesSpecial::Supremacy));
                             return;
                         }
                     }
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
