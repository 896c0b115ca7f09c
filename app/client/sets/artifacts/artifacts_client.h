// What the client shows of Artifacts of History: its words (artifacts_words.cpp) and its table
// (artifacts_table.cpp).
#pragma once

#include "sets/set_table.h"
#include "sets/set_words.h"

namespace inno::client {

const SetWords& artifactsWords();
const SetTable& artifactsTable();

}  // namespace inno::client
