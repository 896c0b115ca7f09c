#include "core/state.h"

#include <algorithm>
#include <bit>

namespace inno {

int PlayerState::achievementCount() const {
    return static_cast<int>(achievements.size()) + std::popcount(static_cast<unsigned>(specials));
}

int teamOf(const GameState& s, int player) { return s.options.teams ? player % 2 : player; }

bool arePartners(const GameState& s, int a, int b) { return a != b && teamOf(s, a) == teamOf(s, b); }

bool areOpponents(const GameState& s, int a, int b) { return teamOf(s, a) != teamOf(s, b); }

int achievementsToWin(const GameState& s) {
    // 8 - seats (teams count as one seat each) + expansions in play, at least 3.
    const int sides = s.options.teams ? 2 : s.playerCount();
    const int need = std::max(3, 8 - sides + s.options.expansions());
    return need + (s.options.extraAchievement ? 1 : 0);
}

}  // namespace inno
