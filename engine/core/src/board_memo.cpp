#include "core/board_memo.h"

#include "core/queries.h"

namespace inno {

BoardMemo::BoardMemo(const GameState& s, std::span<const Expansion* const> expansions) : s_(s) {
    for (const Expansion* x : expansions) countsExtras_ = countsExtras_ || x->countsExtraAchievements();
}

PackedIcons BoardMemo::icons(int seat) {
    const auto bit = static_cast<std::uint8_t>(1u << seat);
    if (iconsStale_ & bit) {
        icons_[seat] = packedBoardIcons(s_.player(seat));
        iconsStale_ &= static_cast<std::uint8_t>(~bit);
    }
    return icons_[seat];
}

int BoardMemo::bonus(int seat) {
    const auto bit = static_cast<std::uint8_t>(1u << seat);
    if (bonusStale_ & bit) {
        bonus_[seat] = bonusPoints(s_.player(seat));
        bonusStale_ &= static_cast<std::uint8_t>(~bit);
    }
    return bonus_[seat];
}

int BoardMemo::score(int seat) {
    const PlayerState p = s_.player(seat);
    const int pile = scorePileTotal(p);
    return p.constantCards() == 0 ? pile : pile + bonus(seat);
}

int BoardMemo::extras(int seat) {
    if (!countsExtras_) return 0;
    const auto bit = static_cast<std::uint8_t>(1u << seat);
    if (extrasStale_ & bit) {
        extras_[seat] = extraAchievements(s_, seat);
        extrasStale_ &= static_cast<std::uint8_t>(~bit);
    }
    return extras_[seat];
}

int BoardMemo::achievements(int seat) { return s_.player(seat).achievementCount() + extras(seat); }

int BoardMemo::teamAchievements(int seat) {
    if (!s_.options.teams) return achievements(seat);
    int total = 0;
    for (int p = 0; p < s_.playerCount(); ++p)
        if (teamOf(s_, p) == teamOf(s_, seat)) total += achievements(p);
    return total;
}

}  // namespace inno
