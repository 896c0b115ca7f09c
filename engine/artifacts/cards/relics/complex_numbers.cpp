// Complex Numbers (relic, base card, age 4, blue)
// You may reveal a card from your hand having exactly the same icons, in type and number, as a top card on your
// board. If you do, claim an achievement of matching value, ignoring eligibility.
#include "artifacts/artifacts_dsl.h"

#include <algorithm>

namespace inno::artifacts::cards {

namespace {
// The six standard icons a card shows, in type and number (hexagons are no icon type).
bool sameIcons(CardId a, CardId b) {
    for (Icon i : kResourceIcons)
        if (unpackIcon(facts(a).all, i) != unpackIcon(facts(b).all, i)) return false;
    return true;
}
}  // namespace

ArtifactEffects complex_numbers() {
    return {
        .title = "Complex Numbers",
        .run =
            {
                [](Ctx& c) {
                    const CardList tops = c.topCards();
                    const CardList fitting = Ctx::filter(c.hand(), [&](CardId h) {
                        return std::any_of(tops.begin(), tops.end(), [&](CardId t) { return sameIcons(h, t); });
                    });
                    const auto revealed = c.mayChooseCard(fitting, Purpose::Reveal);
                    if (!revealed) return;
                    c.reveal(*revealed);
                    claimAchievement(c, Ctx::age(*revealed));
                },
            },
        .rulings = {"A relic (option relics): a base card of age 4 that is in no supply pile; it comes only by a seize.",
                    "\"The same icons\" are the six standard icon types, counted on every position of each card "
                    "(a hexagon is no icon); the revealed card stays in the hand.",
                    "The achievement claimed is an available standard achievement of the revealed card's value (the one "
                    "that became available first); none is claimed if none of that value is available."},
    };
}

}  // namespace inno::artifacts::cards
