// Small helpers of the game state: achievement counts and the names of the large-game rules.
#include "core/state.h"

#include <algorithm>
#include <bit>

namespace inno {

namespace {
constexpr std::array<std::string_view, 3> kLargeGameNames{"none", "parley", "distant"};
}

std::string_view largeGameName(LargeGame g) { return kLargeGameNames[static_cast<int>(g)]; }

std::optional<LargeGame> parseLargeGame(std::string_view s) {
    for (std::size_t i = 0; i < kLargeGameNames.size(); ++i)
        if (kLargeGameNames[i] == s) return static_cast<LargeGame>(i);
    return std::nullopt;
}

int PlayerState::achievementCount() const {
    return static_cast<int>(achievements.size()) + std::popcount(static_cast<unsigned>(specials));
}

}  // namespace inno
