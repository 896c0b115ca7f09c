// What the rules read off the boards after nearly every change (what each pile shows, a seat's icons and bonus
// points, the achievements the sets in play count beside the cards), kept until the pile or board changes. The
// engine owns one and tells it of every change of a pile; the values are those of the queries in core/queries.h,
// which read the state afresh.
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
        extrasStale_ = 0xFF;  // a set may count a seat's marks by comparing boards (a Cities flag)
    }

    const BoardShows& board(int seat);  // boardShows
    PackedIcons icons(int seat) { return board(seat).icons; }  // packedBoardIcons
    int score(int seat);                // scoreTotal
    int achievements(int seat);         // achievementTotal
    int teamAchievements(int seat);     // teamAchievements

private:
    int extras(int seat);  // extraAchievements

    const GameState& s_;
    bool countsExtras_ = false;  // a set in play counts achievements beside the cards
    std::array<std::uint8_t, kMaxPlayers> pilesStale_;  // bit per Color
    std::uint8_t extrasStale_ = 0xFF;                    // bit per seat
    std::array<BoardShows, kMaxPlayers> boards_;
    std::array<int, kMaxPlayers> extras_{};
};

}  // namespace inno
