// The base game's cards and special achievements, registered as the main card set.
#include "base/base_set.h"

#include "core/queries.h"

#include <stdexcept>

namespace inno {
namespace cards {
#define CARD(age, fn) CardDef fn();
#include "all_cards.inc"
#undef CARD
}  // namespace cards

namespace base {

namespace {
constexpr int kBaseCards = 105;

bool monument(const GameState& s, int p, const BoardShows&) {
    const PlayerState ps = s.player(p);
    return ps.tuckedThisTurn() >= 6 || ps.scoredThisTurn() >= 6;
}
bool empire(const GameState&, int, const BoardShows& board) {
    for (Icon i : kResourceIcons)
        if (unpackIcon(board.icons, i) < 3) return false;
    return true;
}
bool world(const GameState&, int, const BoardShows& board) { return unpackIcon(board.icons, Icon::Clock) >= 12; }
bool wonder(const GameState& s, int p, const BoardShows&) {
    for (Color c : kAllColors) {
        const PileView pile = s.pile(p, c);
        if (pile.empty() || (pile.splay != Splay::Right && pile.splay != Splay::Up)) return false;
    }
    return true;
}
bool universe(const GameState& s, int p, const BoardShows&) {
    for (Color c : kAllColors) {
        const CardId top = s.top(p, c);
        if (top == kNoCard || faceUpAge(top) < 8) return false;
    }
    return true;
}
}  // namespace

CardSetDef cardSet() {
    CardSetDef set;
    set.key = "base";
    set.name = "Innovation";
    set.cards = {
#define CARD(age, fn) cards::fn(),
#include "all_cards.inc"
#undef CARD
    };
    if (set.cards.size() != kBaseCards) throw std::logic_error("the base game must hold its 105 cards");
    set.specials = {
        {"Monument", "Claim it at once if you tuck six cards or score six cards during one turn.", monument},
        {"Empire", "Claim it at once if you have at least three visible icons of each of the six kinds.", empire, true, true},
        {"World", "Claim it at once if you have at least twelve visible clock icons.", world, true, true},
        {"Wonder", "Claim it at once if you have all five colors on your board, each splayed right or up.", wonder, false, true},
        {"Universe", "Claim it at once if you have five top cards, each of value 8 or more.", universe, false, true},
    };
    return set;
}

}  // namespace base
}  // namespace inno
