// The story of a game, for the end-of-game screen: per turn each player's score, achievements and icon totals,
// how the game ended, and its key moments. Computed from the deterministic replay (options, seed, answers).
#pragma once

#include "core/game.h"

#include <array>
#include <vector>

namespace inno {

struct StoryPoint {
    int turn = 0;  // 0: after the opening; n: at the end of turn n
    std::array<int, kMaxPlayers> score{};
    std::array<int, kMaxPlayers> achievements{};
    std::array<int, kMaxPlayers> icons{};  // the six resource icons on the board, summed
};

struct GameStory {
    std::vector<StoryPoint> points;
    std::uint8_t winners = 0;
    EndReason endReason = EndReason::None;
    CardId endCard = kNoCard;
    int concededBy = -1;
    // Demands each player had to obey (a seat named in a dogma's demanded set).
    std::array<int, kMaxPlayers> demandsSuffered{};
    // The biggest change of one player's score within a turn (0 when no score ever changed).
    int swingTurn = 0, swingPlayer = -1, swingPoints = 0;
};

// Replays `g` from its start and records the story. Works on a game in progress too (up to now).
GameStory gameStory(const Game& g);

}  // namespace inno
