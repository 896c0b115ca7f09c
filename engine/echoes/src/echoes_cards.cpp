// The Echoes card table: every card file's definition, in the set's order.
#include "echoes/echoes_card.h"

#include <stdexcept>

namespace inno::echoes {
namespace cards {
#define CARD(age, fn) EchoesCardDef fn();
#include "all_cards.inc"
#undef CARD
}  // namespace cards

std::span<const EchoesCardDef> allEchoesCards() {
    static const std::vector<EchoesCardDef> all = [] {
        std::vector<EchoesCardDef> out{
#define CARD(age, fn) cards::fn(),
#include "all_cards.inc"
#undef CARD
        };
        if (out.size() != 105) throw std::logic_error("Echoes of the Past must hold its 105 cards");
        return out;
    }();
    return all;
}

int EchoesCardDef::bonusValue() const {
    for (const Slot& s : positions)
        if (s.kind == Slot::Bonus) return s.bonus;
    return 0;
}

int EchoesCardDef::slotOf(Slot::Kind k) const {
    for (int i = 0; i < 4; ++i)
        if (positions[i].kind == k) return i;
    return -1;
}

}  // namespace inno::echoes
