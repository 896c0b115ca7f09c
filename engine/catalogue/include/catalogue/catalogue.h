// The card sets this program is built with, registered in one place: the base game first, then each expansion
// the build includes (CMake options INNOVATION_WITH_<SET>).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace inno::catalogue {

// Registers every card set of the build, in a fixed order. Call it once before the first game; calling it again
// does nothing.
void install();

// Every expansion the project has, whether this build includes it or not: the key options and scenario files
// name it by, and its printed name.
struct KnownExpansion {
    std::string_view key;
    std::string_view name;
    bool built = false;
};
std::span<const KnownExpansion> knownExpansions();

// The printed name of an expansion the project has but this build leaves out, by its key; nullopt for the key of
// a set the build includes, or of no expansion at all.
std::optional<std::string_view> leftOutExpansion(std::string_view key);
// What a player reads on asking for it: "this build has no Cities of Destiny".
std::string leftOutError(std::string_view name);

}  // namespace inno::catalogue
