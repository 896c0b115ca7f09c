#include "core/state.h"

#include <bit>

namespace inno {

int PlayerState::achievementCount() const {
    return static_cast<int>(achievements.size()) + std::popcount(static_cast<unsigned>(specials));
}

int teamOf(const GameState& s, int player) { return s.options.teams ? player % 2 : player; }

bool arePartners(const GameState& s, int a, int b) { return a != b && teamOf(s, a) == teamOf(s, b); }

bool areOpponents(const GameState& s, int a, int b) { return teamOf(s, a) != teamOf(s, b); }

int achievementsToWin(const GameState& s) {
    int need = s.options.teams ? 6 : (s.playerCount() <= 2 ? 6 : s.playerCount() == 3 ? 5 : 4);
    return need + (s.options.extraAchievement ? 1 : 0);
}

}  // namespace inno
