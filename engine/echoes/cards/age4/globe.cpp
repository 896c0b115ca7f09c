// Globe (Echoes of the Past, age 4, green)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef globe() {
    return {
        .title = "Globe",
        .age = 4,
        .color = Color::Green,
        .positions = {icon(Icon::Factory), bonus(4), icon(Icon::Factory), hexagon},
        .featured = Icon::Factory,
        .effects =
            {
                {Effect::NonDemand,
                 "You may return up to three cards from hand of the same color. If you return one, splay "
                 "any color left; two, right; three, up. If you returned at least one card, draw and "
                 "foreshadow a 6.",
                 [](Ctx& c) {
                     const CardList returned = c.chooseCardsFitting(c.hand(), 0, 3, Purpose::Return, {CardsRule::SameColor});
                     if (returned.empty()) return;
                     for (CardId card : returned) c.returnCard(card);
                     const Splay dir = returned.size() == 1 ? Splay::Left : returned.size() == 2 ? Splay::Right : Splay::Up;
                     std::vector<Color> splayable;
                     for (Color k : kAllColors)
                         if (c.canSplay(k, dir)) splayable.push_back(k);
                     if (auto s = c.chooseColor(splayable, Purpose::Splay, false)) c.splay(*s, dir);
                     drawAndForeshadow(c, 6);
                 }},
            },
    };
}

}  // namespace inno::echoes::cards
