// The end of a game in words: who won, and why the game ended.
#pragma once

#include "model/game_result.h"

#include <QString>

namespace inno::client {

QString resultHeadline(const GameResult& r);
QString resultReason(const GameResult& r);

}  // namespace inno::client
