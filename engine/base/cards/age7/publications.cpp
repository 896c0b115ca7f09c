// Publications (age 7, blue)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef publications() {
    return {
        .title = "Publications",
        .age = 7,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Clock, Icon::Lightbulb},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may rearrange the order of one color of cards on your board.",
                 [](Ctx& c) {
                     std::vector<Color> piles;  // only a pile of two or more cards has an order to change
                     for (Color col : kAllColors)
                         if (c.pile(col).cards.size() >= 2) piles.push_back(col);
                     auto color = c.chooseColor(piles, Purpose::Rearrange, true);
                     if (!color) return;
                     CardList order = c.chooseOrder(c.pile(*color).cards, Purpose::Rearrange);
                     c.engine().rearrange(c.you(), *color, order, c.thisCard());
                 }},
                {Effect::NonDemand,
                 "You may splay your yellow or blue cards up.",
                 [](Ctx& c) {
                     c.maySplayOneOf({Color::Yellow, Color::Blue}, Splay::Up);
                 }},
            },
        .rulings =
            {
                "Only the top cards of opponents' boards may be looked at; you cannot search through their piles "
                "before deciding whether to use Publications.",
            },
    };
}

}  // namespace inno::cards
