// A.I. (age 10, purple)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef a_i() {
    return {
        .title = "A.I.",
        .age = 10,
        .color = Color::Purple,
        .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Clock, Icon::Hex},
        .dogmaIcon = Icon::Clock,
        .effects =
            {
                {Effect::NonDemand,
                 "Draw and score a 10.",
                 [](Ctx& c) {
                     c.drawAndScore(10);
                 }},
                {Effect::NonDemand,
                 "If Robotics and Software are top cards on any board, the single player with the lowest score wins.",
                 [](Ctx& c) {
                     auto onTop = [&](std::string_view title) { return isTopCard(c.state(), *findCard(title)); };
                     if (onTop("Robotics") && onTop("Software"))
                         c.singlePlayerWins([&](int p) { return c.points(p); }, false);
                 }},
            },
        .rulings =
            {
                "If two or more players tie for the lowest score, nobody wins and the game goes on.",
                "Robotics and Software may be on different players' boards; both just need to be top cards.",
            },
    };
}

}  // namespace inno::cards
