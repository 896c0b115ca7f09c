// Events in plain English, for the command-line tools' logs.
#pragma once

#include "core/event.h"
#include "core/notation.h"

#include <string>

namespace inno {

// An empty string for events that need no line of their own.
std::string describeEvent(const Event& e, const Names& names);

}  // namespace inno
