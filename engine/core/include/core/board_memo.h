// What the rules read off the boards after nearly every change (a seat's icons, its bonus points, the achievements
// the sets in play count beside the cards), kept until a board changes. The engine owns one and tells it of every
// change of a board; the values are those of the queries in core/queries.h, which read the state afresh.
#pragma once

#include "core/expansion.h"
#include "core/state.h"

#include <array>
#include <span>

namespace inno {

class BoardMemo {
public:
    BoardMemo(const GameState& s, std::span<const Expansion* const> expansions);

    // A card came to or left `seat`'s board, or one of its piles changed order or splay.
    void boardChanged(int seat) {
        const auto bit = static_cast<std::uint8_t>(1u << seat);
        iconsStale_ |= bit;
        bonusStale_ |= bit;
        extrasStale_ = 0xFF;  // a set may count a seat's marks by comparing boards (a Cities flag)
    }

    PackedIcons icons(int seat);        // packedBoardIcons
    int score(int seat);                // scoreTotal
    int achievements(int seat);         // achievementTotal
    int teamAchievements(int seat);     // teamAchievements

private:
    int bonus(int seat);  // bonusPoints
    int extras(int seat);  // extraAchievements

    const GameState& s_;
    bool countsExtras_ = false;  // a set in play counts achievements beside the cards
    std::uint8_t iconsStale_ = 0xFF, bonusStale_ = 0xFF, extrasStale_ = 0xFF;  // bit per seat
    std::array<PackedIcons, kMaxPlayers> icons_{};
    std::array<int, kMaxPlayers> bonus_{}, extras_{};
};

}  // namespace inno
