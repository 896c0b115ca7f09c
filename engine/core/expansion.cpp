// Which expansions a game's options put in play.
#include "core/expansion.h"

#include "cities/city_rules.h"

#include <array>

namespace inno {

std::span<const Expansion* const> expansionsOf(const Options& o) {
    static const std::array<const Expansion*, 1> withCities{&cities::rules()};
    if (o.cities) return withCities;
    return {};
}

}  // namespace inno
