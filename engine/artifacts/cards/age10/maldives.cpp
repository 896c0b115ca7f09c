// Maldives (Artifacts of History, age 10, red)
// I COMPEL you to return all cards in your hand but two! Return all cards in your score pile but two!
// Return all cards in your score pile but four.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

namespace {
// "Return all cards ... but N": the player chooses the N cards kept (asked only with more than N).
void returnAllBut(Ctx& c, CardSpan from, int keep) {
    if (static_cast<int>(from.size()) <= keep) return;
    const CardList kept = c.chooseCards(from, keep, keep, Purpose::Keep);
    CardList back = Ctx::filter(from, [&](CardId x) { return std::find(kept.begin(), kept.end(), x) == kept.end(); });
    byValueThenTitle(back);
    for (CardId b : back) c.returnCard(b);
}
}  // namespace

ArtifactEffects maldives() {
    return {
        .title = "Maldives",
        .run =
            {
                [](Ctx& c) {
                    returnAllBut(c, c.hand(), 2);
                    returnAllBut(c, c.scorePile(), 2);
                },
                [](Ctx& c) { returnAllBut(c, c.scorePile(), 4); },
            },
        .rulings = {"The player chooses the cards kept; the others return in ascending value, then title."},
    };
}

}  // namespace inno::artifacts::cards
