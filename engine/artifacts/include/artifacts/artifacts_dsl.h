// What an Artifacts card file needs: the card and effect language of the base cards and this set's keywords.
#pragma once

#include "artifacts/artifacts.h"
#include "artifacts/artifacts_card.h"
#include "artifacts/artifacts_keywords.h"
#include "core/card_dsl.h"

namespace inno::artifacts::cards {
using namespace inno;
using namespace inno::artifacts;
}  // namespace inno::artifacts::cards
