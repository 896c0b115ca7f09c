// Bonuses, flags and fountains shown on a board, each with whether (and how much) it counts now.
#include "cities/city_marks.h"

#include "cities/city_rules.h"
#include "core/queries.h"

namespace inno::cities {

std::vector<ShownMark> shownMarks(const GameState& s, int player) {
    std::vector<ShownMark> out;
    const PlayerState me = s.player(player);
    if (me.constantCards() == 0) return out;
    for (const PileView& pile : me.board()) {
        for (std::size_t k = 0; k < pile.cards.size(); ++k) {
            const CardId c = pile.cards[k];
            if (!isCity(c) || !facts(c).constant) continue;
            const CityCard& city = cityOf(c);
            for (int pos = 0; pos < kCitySlots; ++pos) {
                if (k > 0 && !shownWhenCovered(pos, pile.splay)) continue;
                const Slot& slot = city.icons[static_cast<std::size_t>(pos)];
                if (slot.kind != SlotKind::Bonus && slot.kind != SlotKind::Flag && slot.kind != SlotKind::Fountain) continue;
                ShownMark m;
                m.card = c;
                m.kind = slot.kind;
                m.color = color(pile.cards.front());
                m.bonus = slot.bonus;
                if (slot.kind == SlotKind::Flag) {
                    m.mine = visibleCardCount(pile);
                    for (int q = 0; q < s.playerCount(); ++q) {
                        if (!areOpponents(s, player, q)) continue;
                        const int theirs = visibleCardCount(s.player(q).pile(m.color));
                        if (theirs > m.rivalCount) m.rival = q, m.rivalCount = theirs;
                    }
                    m.counts = m.rivalCount <= m.mine;
                }
                out.push_back(m);
            }
        }
    }
    // The highest bonus adds its value, every other one adds 1 (see bonusPoints).
    ShownMark* best = nullptr;
    for (ShownMark& m : out)
        if (m.kind == SlotKind::Bonus) {
            m.points = 1;
            if (!best || m.bonus > best->bonus) best = &m;
        }
    if (best) best->points = best->bonus;
    return out;
}

}  // namespace inno::cities
