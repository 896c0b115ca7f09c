// Cities: what a player's score and achievement totals are made of (bonuses; flags and fountains, each with why
// it counts or not), as plain lines for a hover text. Empty without Cities.
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client {

QString scoreExplanation(const TableModel& m, int player);
QString achievementExplanation(const TableModel& m, int player);

}  // namespace inno::client
