// Human Genome (Echoes of the Past, age 10, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef human_genome() {
    return {
        .title = "Human Genome",
        .age = 10,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), icon(Icon::Lightbulb), bonus(10), hexagon},
        .featured = Icon::Lightbulb,
        .effects =
            {
                {Effect::NonDemand,
                 "You may draw and score a card of any value. Take a bottom card from your board into your "
                 "hand. If the values of all the cards in your hand match the values of all the cards in "
                 "your score pile exactly, you win.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
