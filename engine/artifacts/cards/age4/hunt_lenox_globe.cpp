// Hunt-Lenox Globe (Artifacts of History, age 4, green)
// If you have fewer than four cards in your hand, return all non-green top cards from your board. Draw a 5 for each
// card returned. Meld a card from hand.
#include "artifacts/artifacts_dsl.h"

namespace inno::artifacts::cards {

ArtifactEffects hunt_lenox_globe() {
    return {
        .title = "Hunt-Lenox Globe",
        .run =
            {
                [](Ctx& c) {
                    if (c.hand().size() < 4) {
                        // The top cards when the effect starts: a card uncovered by a return is not one of them.
                        CardList tops = Ctx::filter(c.topCards(), [](CardId t) { return Ctx::color(t) != Color::Green; });
                        byValueThenTitle(tops);
                        for (CardId t : tops) c.returnCard(t);
                        for (std::size_t i = 0; i < tops.size(); ++i) c.draw(5);
                    }
                    c.chooseAndMeld(c.hand());
                },
            },
        .rulings = {"The card is melded from the hand whether or not cards were returned."},
    };
}

}  // namespace inno::artifacts::cards
