// Translation (age 3, blue)
#include "cards/card_dsl.h"

namespace inno::cards {

CardDef translation() {
    return {
        .title = "Translation",
        .age = 3,
        .color = Color::Blue,
        .icons = {Icon::Hex, Icon::Crown, Icon::Crown, Icon::Crown},
        .dogmaIcon = Icon::Crown,
        .effects =
            {
                {Effect::NonDemand,
                 "You may meld all the cards in your score pile. If you meld one, you must meld them all.",
                 nullptr},
                {Effect::NonDemand,
                 "If each top card on your board has a [Crown], claim the World achievement.",
                 nullptr},
            },
        .rulings =
            {
                "You do not need a pile of every color: with fewer piles, even a single one, you claim World as long "
                "as each of your top cards has a [Crown].",
                "A sharing opponent who meets the condition claims World before you.",
            },
    };
}

}  // namespace inno::cards
