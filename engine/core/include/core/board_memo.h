// What the rules read off the boards after nearly every change (what each pile shows, a seat's icons and bonus
// points, its achievements with those the sets in play count beside the cards), kept until a pile, or the
// achievements, change. The engine owns one and tells it of every such change; the values are those of the
// queries in core/queries.h, which read the state afresh.
#pragma once

#include "core/expansion.h"
#include "core/queries.h"

#include <array>
#include <span>

namespace inno {

class BoardMemo {
public:
    BoardMemo(const GameState& s, std::span<const Expansion* const> expansions);

    // A card came to or left `seat`'s pile of color `c`, or the pile changed order or splay.
    void pileChanged(int seat, Color c) {
        pilesStale_[seat] |= static_cast<std::uint8_t>(1u << index(c));
        if (countsExtras_) achievementsStale_ = 0xFF;  // a set may count marks by comparing boards
    }
    // An achievement card came to or left `seat`, or it claimed a special achievement.
    void achievementsChanged(int seat) { achievementsStale_ |= static_cast<std::uint8_t>(1u << seat); }

    const BoardShows& board(int seat);  // boardShows
    PackedIcons icons(int seat) { return board(seat).icons; }  // packedBoardIcons
    int score(int seat);                // scoreTotal
    int achievements(int seat);         // achievementTotal
    int teamAchievements(int seat);     // teamAchievements

private:
    const GameState& s_;
    bool countsExtras_ = false;  // a set in play counts achievements beside the cards
    std::array<std::uint8_t, kMaxPlayers> pilesStale_;  // bit per Color
    std::uint8_t achievementsStale_ = 0xFF;              // bit per seat
    std::array<BoardShows, kMaxPlayers> boards_;
    std::array<int, kMaxPlayers> achievements_{};
};

}  // namespace inno
