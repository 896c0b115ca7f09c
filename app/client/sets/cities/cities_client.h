// What the client shows of Cities: its words (cities_words.cpp) and its table (cities_table.cpp).
#pragma once

#include "sets/set_table.h"
#include "sets/set_words.h"

namespace inno::client {

const SetWords& citiesWords();
const SetTable& citiesTable();

}  // namespace inno::client
