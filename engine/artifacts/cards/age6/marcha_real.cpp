// Marcha Real (Artifacts of History, age 6, purple)
// Reveal and return two cards from your hand. If they have the same value, draw a card of value one higher. If they
// have the same color, claim an achievement, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

ArtifactEffects marcha_real() {
    return {
        .title = "Marcha Real",
        .run =
            {
                [](Ctx& c) {
                    const CardList two = c.chooseCards(c.hand(), 2, 2, Purpose::Return);
                    for (CardId h : two) c.reveal(h);
                    for (CardId h : two) c.returnCard(h);
                    if (two.size() < 2) return;
                    if (Ctx::age(two[0]) == Ctx::age(two[1])) c.draw(Ctx::age(two[0]) + 1);
                    if (Ctx::color(two[0]) != Ctx::color(two[1])) return;
                    std::vector<int> values;
                    for (CardId a : c.state().availableAchievements())
                        if (std::find(values.begin(), values.end(), Ctx::age(a)) == values.end()) values.push_back(Ctx::age(a));
                    std::sort(values.begin(), values.end());
                    if (const auto v = c.chooseValue(values, Purpose::Achieve, false)) claimAchievement(c, *v);
                },
            },
        .rulings = {"The two cards are one cards prompt (asked only with more than two in hand); with fewer than two "
                    "cards in hand, the ones there are revealed and returned, and nothing else happens.",
                    "The achievement is chosen by its value among every available standard achievement."},
    };
}

}  // namespace inno::artifacts::cards
