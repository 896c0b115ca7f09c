// What the client shows of Echoes: its words (echoes_words.cpp) and its table (echoes_table.cpp).
#pragma once

#include "sets/set_table.h"
#include "sets/set_words.h"

namespace inno::client {

const SetWords& echoesWords();
const SetTable& echoesTable();

}  // namespace inno::client
