// Cities: what a player's score and achievement totals are made of (bonuses; flags and fountains, each with why
// it counts or not), as plain lines for a hover text. Empty without Cities.
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client {

#if INNOVATION_WITH_CITIES
QString scoreExplanation(const TableModel& m, int player);
QString achievementExplanation(const TableModel& m, int player);
#else
// A build without Cities (totals_text.cpp is compiled only with it).
inline QString scoreExplanation(const TableModel&, int) { return {}; }
inline QString achievementExplanation(const TableModel&, int) { return {}; }
#endif

}  // namespace inno::client
