// Novel (Echoes of the Past, age 3, purple)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef novel() {
    return {
        .title = "Novel",
        .age = 3,
        .color = Color::Purple,
        .positions = {hexagon, bonus(3), icon(Icon::Crown), echoSlot},
        .featured = Icon::Crown,
        .echo = {"Draw a 3.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 3. You may splay your purple cards left.",
                 nullptr},
                {Effect::NonDemand,
                 "If all your non-purple top cards share a common icon other than [Crown], claim the "
                 "Supremacy achievement.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
