#include "catalogue/catalogue.h"

#include "base/base_set.h"
#include "core/card_set.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif
#if INNOVATION_WITH_ARTIFACTS
#include "artifacts/artifacts.h"
#endif

#include <array>

namespace inno::catalogue {

namespace {
// The names are repeated here so that a build without an expansion can still say which one it lacks; the
// catalogue test checks them against the sets' own definitions in a build that has them.
constexpr std::array kExpansions{
    KnownExpansion{"cities", "Cities of Destiny", INNOVATION_WITH_CITIES != 0},
    KnownExpansion{"echoes", "Echoes of the Past", INNOVATION_WITH_ECHOES != 0},
    KnownExpansion{"artifacts", "Artifacts of History", INNOVATION_WITH_ARTIFACTS != 0},
};
}  // namespace

void install() {
    static const bool done = [] {
        registerCardSet(base::cardSet());
#if INNOVATION_WITH_CITIES
        registerCardSet(cities::cardSet());
#endif
#if INNOVATION_WITH_ECHOES
        registerCardSet(echoes::cardSet());
#endif
#if INNOVATION_WITH_ARTIFACTS
        registerCardSet(artifacts::cardSet());
#endif
        return true;
    }();
    (void)done;
}

std::span<const KnownExpansion> knownExpansions() { return kExpansions; }

std::optional<std::string_view> leftOutExpansion(std::string_view key) {
    for (const KnownExpansion& x : kExpansions)
        if (x.key == key && !x.built) return x.name;
    return std::nullopt;
}

std::string leftOutError(std::string_view name) { return "this build has no " + std::string(name); }

}  // namespace inno::catalogue
