// The card sets this program is built with, registered in one place: the base game first, then each expansion
// the build includes (CMake options INNOVATION_WITH_<SET>).
#pragma once

namespace inno::catalogue {

// Registers every card set of the build, in a fixed order. Call it once before the first game; calling it again
// does nothing.
void install();

}  // namespace inno::catalogue
