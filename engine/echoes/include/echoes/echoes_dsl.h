// What an Echoes card file needs: the card and effect language of the base cards, the Echoes card layout and
// the Echoes keywords (foreshadow, forecast, bonuses).
#pragma once

#include "core/card_dsl.h"
#include "echoes/echoes_card.h"
#include "echoes/echoes_keywords.h"

namespace inno::echoes::cards {
using namespace inno;
using namespace inno::echoes;
}  // namespace inno::echoes::cards
