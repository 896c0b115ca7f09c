// Self Service (age 10, green)
#include "core/card_dsl.h"

namespace inno::cards {

CardDef self_service() {
    return {
        .title = "Self Service",
        .age = 10,
        .color = Color::Green,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "Execute the non-demand dogma effects of any other top card on your board for yourself only.",
                 [](Ctx& c) {
                     auto others = Ctx::filter(c.topCards(), [&](CardId x) { return x != c.thisCard(); });
                     if (auto card = c.chooseCard(others, Purpose::Execute)) c.executeForYourselfOnly(*card);
                 }},
                {Effect::NonDemand,
                 "If you have more achievements than each other player, you win.",
                 [](Ctx& c) {
                     // Achievements count per team in a team game; your partner is not among the other players.
                     int mine = teamAchievements(c.state(), c.you());
                     for (int p : c.otherPlayers())
                         if (teamAchievements(c.state(), p) >= mine) return;
                     c.win();
                 }},
            },
        .rulings =
            {
                "'For yourself only' means no other player shares the executed effects; effects that involve other "
                "players still apply to them.",
                "A sharing opponent who has more achievements than each other player wins the game.",
                "In a team game, compare the combined achievements of each team.",
            },
    };
}

}  // namespace inno::cards
