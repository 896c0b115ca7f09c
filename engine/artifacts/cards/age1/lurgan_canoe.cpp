// Lurgan Canoe (Artifacts of History, age 1, yellow)
// Meld a card from your hand. Score all other cards of the same color from your board. If you scored at least one
// card, repeat this effect.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects lurgan_canoe() {
    return {
        .title = "Lurgan Canoe",
        .run =
            {
                [](Ctx& c) {
                    while (!c.state().over()) {
                        const std::optional<CardId> melded = c.chooseAndMeld(c.hand());
                        if (!melded) return;
                        const PileView pile = c.pile(Ctx::color(*melded));
                        CardList others = Ctx::filter(pile.cards, [&](CardId p) { return p != *melded; });
                        if (others.empty()) return;
                        byValueThenTitle(others);
                        for (CardId o : others) c.score(o);
                    }
                },
            },
        .rulings = {"The other cards are scored in ascending value, then title."},
    };
}

}  // namespace inno::artifacts::cards
