// United Nations Charter (Artifacts of History, age 9, red)
// I COMPEL you to transfer all top cards on your board with a demand effect to my score pile!
// If you have a top card on your board with a demand effect, draw a 10.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
CardList topsWithDemand(Ctx& c) {
    CardList tops = Ctx::filter(c.topCards(), [](CardId t) { return facts(t).hasDemand; });
    byValueThenTitle(tops);
    return tops;
}
}  // namespace

ArtifactEffects united_nations_charter() {
    return {
        .title = "United Nations Charter",
        .run =
            {
                [](Ctx& c) {
                    for (CardId t : topsWithDemand(c)) c.transfer(t, c.me(), Zone::Score);
                },
                [](Ctx& c) {
                    if (!topsWithDemand(c).empty()) c.draw(10);
                },
            },
        .rulings = {"A demand effect is any kind of demand: an I DEMAND or an I COMPEL. The top cards are those on the "
                    "board when the compel starts (a card uncovered meanwhile stays); they move in ascending value, "
                    "then title."},
    };
}

}  // namespace inno::artifacts::cards
