// Satellites (age 9, green)
#include "core/card_dsl.h"

#include <algorithm>

namespace inno::cards {

CardDef satellites() {
    return {
        .title = "Satellites",
        .age = 9,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Clock, Icon::Clock, Icon::Clock},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Return all cards from your hand, and draw three 8.",
                 [](Ctx& c) {
                     CardList cards = c.hand();
                     std::sort(cards.begin(), cards.end());
                     for (CardId card : cards) c.returnCard(card);
                     for (int i = 0; i < 3; ++i) c.draw(8);
                 }},
                {Effect::NonDemand,
                 "You may splay your purple cards up.",
                 [](Ctx& c) {
                     c.maySplay(Color::Purple, Splay::Up);
                 }},
                {Effect::NonDemand,
                 "Meld a card from your hand and then execute each of its non-demand dogma effects for yourself "
                 "only.",
                 [](Ctx& c) {
                     if (auto card = c.chooseAndMeld(c.hand())) c.executeForYourselfOnly(*card);
                 }},
            },
        .rulings =
            {
                "'For yourself only' means no other player shares the executed effects; effects that involve other "
                "players still apply to them.",
            },
    };
}

}  // namespace inno::cards
