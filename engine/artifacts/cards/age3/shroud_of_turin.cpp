// Shroud of Turin (Artifacts of History, age 3, purple)
// Return a card from your hand. If you do, return a top card from your board and a card from your score pile of the
// returned card's color. If you did all three, claim an achievement ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects shroud_of_turin() {
    return {
        .title = "Shroud of Turin",
        .run =
            {
                [](Ctx& c) {
                    const auto returned = c.chooseAndReturn(c.hand());
                    if (!returned) return;
                    const Color col = Ctx::color(*returned);
                    const CardId top = c.topCard(col);
                    if (top != kNoCard) c.returnCard(top);
                    const auto fromScore =
                        c.chooseAndReturn(Ctx::filter(c.scorePile(), [col](CardId s) { return Ctx::color(s) == col; }));
                    if (top == kNoCard || !fromScore) return;
                    std::vector<int> values;
                    for (CardId a : c.state().availableAchievements())
                        if (std::find(values.begin(), values.end(), Ctx::age(a)) == values.end()) values.push_back(Ctx::age(a));
                    std::sort(values.begin(), values.end());
                    if (const auto v = c.chooseValue(values, Purpose::Achieve, false)) claimAchievement(c, *v);
                },
            },
        .rulings = {"The top card and the score pile card are both of the returned card's color. The achievement is "
                    "chosen by its value among the available standard achievements."},
    };
}

}  // namespace inno::artifacts::cards
