// Stethoscope (Echoes of the Past, age 6, blue)
#include "echoes/echoes_dsl.h"

namespace inno::echoes::cards {

EchoesCardDef stethoscope() {
    return {
        .title = "Stethoscope",
        .age = 6,
        .color = Color::Blue,
        .positions = {icon(Icon::Lightbulb), echoSlot, icon(Icon::Lightbulb), hexagon},
        .featured = Icon::Lightbulb,
        .echo = {"Meld a blue or yellow card from your hand.",
                 nullptr},
        .effects =
            {
                {Effect::NonDemand,
                 "Draw a 7. If you melded a blue card due to Stethoscope's echo effect, draw an 8.",
                 nullptr},
                {Effect::NonDemand,
                 "You may splay your yellow cards right.",
                 nullptr},
            },
    };
}

}  // namespace inno::echoes::cards
