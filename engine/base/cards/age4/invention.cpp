// Invention (age 4, green)
#include "base/base_set.h"
#include "core/card_dsl.h"

namespace inno::cards {

CardDef invention() {
    return {
        .title = "Invention",
        .age = 4,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Lightbulb, Icon::Lightbulb, Icon::Factory},
        .dogmaIcon = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may splay right any one color of your cards currently splayed left. If you do, draw and score "
                 "a 4.",
                 [](Ctx& c) {
                     std::vector<Color> splayedLeft;
                     for (Color col : kAllColors)
                         if (c.pile(col).splay == Splay::Left) splayedLeft.push_back(col);
                     if (c.maySplayOneOf(splayedLeft, Splay::Right)) c.drawAndScore(4);
                 }},
                {Effect::NonDemand,
                 "If you have five colors splayed, each in any direction, claim the Wonder achievement.",
                 [](Ctx& c) {
                     int splayed = 0;
                     for (Color col : kAllColors) splayed += c.pile(col).splay != Splay::None;
                     if (splayed == kColors) c.claim(base::Wonder);
                 }},
            },
        .rulings =
            {
                "A sharing opponent who meets the condition claims Wonder before you.",
            },
    };
}

}  // namespace inno::cards
