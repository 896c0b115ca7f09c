#include "core/state.h"

#include <algorithm>
#include <bit>

namespace inno {

int PlayerState::achievementCount() const {
    return static_cast<int>(achievements.size()) + std::popcount(static_cast<unsigned>(specials));
}

}  // namespace inno
