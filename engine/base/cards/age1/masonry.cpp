// Masonry (age 1, yellow)
#include "base/base_set.h"
#include "core/card_dsl.h"

namespace inno::cards {

CardDef masonry() {
    return {
        .title = "Masonry",
        .age = 1,
        .color = Color::Yellow,
        .icons = {Icon::Castle, Icon::Hex, Icon::Castle, Icon::Castle},
        .dogmaIcon = Icon::Castle,
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld any number of cards from your hand, each with a [Castle]. If you melded four or more "
                 "cards, claim the Monument achievement.",
                 [](Ctx& c) {
                     auto withCastle = Ctx::filter(c.hand(), [](CardId x) { return Ctx::has(x, Icon::Castle); });
                     auto melded = c.chooseAndMeld(withCastle, 0, kMaxCards);
                     if (melded.size() >= 4) c.claim(base::Monument);
                 }},
            },
        .rulings =
            {
                "The four or more cards must all be melded during a single Masonry dogma action; melds from separate "
                "actions, even in the same turn, do not add up.",
                "A sharing opponent who meets the condition claims Monument before you.",
            },
    };
}

}  // namespace inno::cards
