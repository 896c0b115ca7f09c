#include "core/invariants.h"

#include "core/card_set.h"
#include "core/queries.h"

#include <vector>

namespace inno {

std::string checkInvariants(const GameState& s) {
    // Every card of the sets in play lies in exactly one list, and the list it lies in is one it may lie in.
    std::vector<int> seen(everyCard().size(), 0);
    for (int l = 0; l < lists::kCount; ++l) {
        const auto list = static_cast<ListId>(l);
        for (CardId c : s.list(list)) {
            if (c >= seen.size() || !s.options.has(setOf(c))) return "a card of a set not in play is in the game";
            ++seen[c];
            if (s.listOf(c) != list) return std::string(title(c)) + " is recorded in the wrong place";
            const Location at = locationOf(list);
            if (at.zone == Zone::Deck && list != lists::supply(setOf(c), age(c)))
                return std::string(title(c)) + " is in the supply pile of another set or age";
            if (at.zone == Zone::Board && list != lists::pile(at.player, color(c)))
                return std::string(title(c)) + " is in a pile of another color";
            if (at.player >= s.playerCount()) return "an empty seat holds cards";
            if (at.zone == Zone::Achievement && at.player >= 0 &&
                (list == lists::countedAchievements(at.player)) != facts(c).onlyCounts)
                return std::string(title(c)) + " is among the wrong kind of achievements";
        }
    }
    for (int set = 0; set < setCount(); ++set) {
        if (!s.options.has(static_cast<SetId>(set))) continue;
        const bool common = zoneInPlay(s.options, Zone::Common);
        for (const CardDef& c : cardsOf(static_cast<SetId>(set)))
            if (seen[c.id] != (c.outsideSupply && !common && !s.inGame(c.id) ? 0 : 1)) return std::string(c.title) + " is in " + std::to_string(seen[c.id]) + " places";
    }
    SpecialMask specialsSeen = s.availableSpecials;
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState ps = s.player(p);
        for (const PileView& pile : ps.board())
            if (pile.cards.size() < 2 && pile.splay != Splay::None) return "a pile of fewer than two cards is splayed";
        if (specialsSeen & ps.specials()) return "a special achievement is in two places";
        specialsSeen |= ps.specials();
        int constant = 0;
        for (const PileView& pile : ps.board())
            for (CardId c : pile.cards) constant += facts(c).constant ? 1 : 0;
        if (constant != ps.constantCards()) return "a board's count of cards with constant icons is wrong";
    }
    // A special achievement held by a seat that left the game left with it (Engine::eliminate): then the game's
    // specials may be fewer, never others.
    if (s.eliminated ? (specialsSeen & ~s.allSpecials()) != 0 : specialsSeen != s.allSpecials())
        return "a special achievement went missing or does not belong to the game";
    for (std::size_t i = 0; i < s.turnFlags.size(); ++i)
        if (s.turnFlags[i] != 0) {
            bool owned = false;
            for (int set = 0; set < setCount(); ++set) {
                const RegisteredSet& info = registeredSet(static_cast<SetId>(set));
                if (s.options.has(info.id) && static_cast<int>(i) >= info.firstFlag &&
                    static_cast<int>(i) < info.firstFlag + cardSet(info.id).turnFlags)
                    owned = true;
            }
            if (!owned) return "a turn flag of a set not in play is set";
        }
    return {};
}

}  // namespace inno
