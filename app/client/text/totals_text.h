// What a player's score and achievement totals are made of, as plain lines for a hover text: the lines of every
// set in play that adds to them (SetWords::scoreExplanation, achievementExplanation). Empty when none does.
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client {

QString scoreExplanation(const TableModel& m, int player);
QString achievementExplanation(const TableModel& m, int player);

}  // namespace inno::client
