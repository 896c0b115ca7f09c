// The dogma preview: the engine's roles query on the icon counts the client sees.
#include "model/dogma_preview.h"

#include "core/card.h"
#include "core/rules.h"
#include "sets/set_table.h"

#include <algorithm>

namespace inno::client {

DogmaPreview dogmaPreview(const TableModel& m, int cardId, int activator, std::optional<ActionKind> setAction) {
    DogmaPreview d;
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size()) || activator < 0 || activator >= m.playerCount()) return d;
    const CardId c = static_cast<CardId>(cardId);
    const Options o = m.options();
    d.card = cardId;
    d.icon = facts(c).dogmaIcon;
    d.activator = activator;
    d.owner = m.topCardOwner(cardId);
    if (d.owner >= 0) d.ownerName = m.players[d.owner].name;
    d.hasDemand = facts(c).hasDemand;
    const auto& effects = card(c).effects;
    d.onlyDemands = !effects.empty() && std::all_of(effects.begin(), effects.end(), [](const auto& e) { return e.isDemand(); });
    d.setDemands = facts(c).demandKinds & ~((1 << Effect::NonDemand) | (1 << Effect::Demand));
    d.rule = largeRule(o);
    d.setAction = setAction;
    SeatCounts counts{};
    std::uint8_t gone = 0;
    for (int p = 0; p < m.playerCount() && p < kMaxPlayers; ++p) {
        if (m.players[p].eliminated) gone |= static_cast<std::uint8_t>(1u << p);
        counts[p] = d.counts[p] = m.players[p].icons[index(d.icon)];
        d.hands[p] = static_cast<int>(m.players[p].hand.size());
        if (areDistant(o, activator, p)) d.distant |= 1 << p;
        if (arePartners(o, activator, p)) d.partners |= 1 << p;
        d.names << m.players[p].name;
    }
    // Not on a board: a card in one of the activator's zones (a display) is activated by a set's free Dogma, its
    // icons of the featured kind added to the activator's (Engine::dogmaAction's extraIcons).
    if (d.owner < 0 && activator < m.playerCount()) {
        const PlayerModel& pl = m.players[activator];
        for (std::size_t z = 0; z < pl.zones.size(); ++z)
            if (std::any_of(pl.zones[z].begin(), pl.zones[z].end(), [&](const CardRef& r) { return r.id == cardId; })) {
                d.fromZone = extraZoneAt(z);
                d.extraIcons = card(c).count(d.icon);
                counts[activator] = d.counts[activator] += d.extraIcons;
            }
    }
    if (d.owner >= 0) {  // what the sets in play run before the dogma, from the card's pile
        const PileModel& pile = m.players[d.owner].piles[index(facts(c).color)];
        for (SetId set = 0; set < setCount(); ++set)
            if (m.inPlay(set)) d.preludeCards << setTable(set).preludeCards(pile.cards, pile.splay);
    }
    d.gone = gone;
    const DogmaRoles roles = dogmaRoles(o, activator, c, counts, gone);
    d.sharers = roles.sharers;
    d.demanded = roles.demanded;
    d.parley = roles.parley;
    for (int r = 0; r < kMaxDemandRules; ++r) d.ruled[static_cast<std::size_t>(r)] = roles.ruled[static_cast<std::size_t>(r)];
    return d;
}

}  // namespace inno::client
