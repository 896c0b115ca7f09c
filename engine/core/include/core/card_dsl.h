// Everything a card file needs: the card description types and the effect context.
#pragma once

#include "core/card.h"
#include "core/ctx.h"

namespace inno::cards {
using namespace inno;
}  // namespace inno::cards
