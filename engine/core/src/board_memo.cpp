#include "core/board_memo.h"

namespace inno {

BoardMemo::BoardMemo(const GameState& s, std::span<const Expansion* const> expansions) : s_(s) {
    pilesStale_.fill(0x1F);
    for (const Expansion* x : expansions) countsExtras_ = countsExtras_ || x->countsExtraAchievements();
}

const BoardShows& BoardMemo::board(int seat) {
    BoardShows& b = boards_[seat];
    if (const std::uint8_t stale = pilesStale_[seat]; stale != 0) {
        b.icons = 0;
        b.bonuses = b.bestBonus = 0;
        const bool marks = s_.player(seat).constantCards() != 0;
        for (int c = 0; c < kColors; ++c) {
            if (stale & (1u << c)) {
                const PileView pile = s_.pile(seat, static_cast<Color>(c));
                b.piles[c] = marks ? pileShows(pile) : pileIconsShown(pile);
            }
            b.add(b.piles[c]);
        }
        pilesStale_[seat] = 0;
    }
    return b;
}

int BoardMemo::score(int seat) {
    const PlayerState p = s_.player(seat);
    const int pile = scorePileTotal(p);
    return p.constantCards() == 0 ? pile : pile + board(seat).bonusPoints();
}

int BoardMemo::achievements(int seat) {
    const auto bit = static_cast<std::uint8_t>(1u << seat);
    if (achievementsStale_ & bit) {
        achievements_[seat] = s_.player(seat).achievementCount();
        if (countsExtras_) achievements_[seat] += extraAchievements(s_, seat, board(seat));
        achievementsStale_ &= static_cast<std::uint8_t>(~bit);
    }
    return achievements_[seat];
}

int BoardMemo::teamAchievements(int seat) {
    if (!s_.options.teams) return achievements(seat);
    int total = 0;
    for (int p = 0; p < s_.playerCount(); ++p)
        if (teamOf(s_, p) == teamOf(s_, seat)) total += achievements(p);
    return total;
}

}  // namespace inno
