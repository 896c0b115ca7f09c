// The dogma preview: the engine's roles query on the icon counts the client sees.
#include "dogma_preview.h"

#include "event_text.h"

#include "core/card.h"
#include "core/rules.h"

namespace inno::client {

namespace {
// The seat whose board shows `card` on top, -1 if none.
int topCardOwner(const TableModel& m, int card) {
    for (int p = 0; p < m.playerCount(); ++p)
        for (const PileModel& pile : m.players[p].piles)
            if (!pile.cards.isEmpty() && pile.cards.front() == card) return p;
    return -1;
}
}  // namespace

DogmaPreview dogmaPreview(const TableModel& m, int cardId, int activator, bool endorse) {
    DogmaPreview d;
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size()) || activator < 0 || activator >= m.playerCount()) return d;
    const CardId c = static_cast<CardId>(cardId);
    const Options o = m.options();
    d.card = cardId;
    d.icon = facts(c).dogmaIcon;
    d.activator = activator;
    d.owner = topCardOwner(m, cardId);
    if (d.owner >= 0) d.ownerName = m.players[d.owner].name;
    d.hasDemand = facts(c).hasDemand;
    d.rule = largeRule(o);
    d.endorse = endorse;
    SeatCounts counts{};
    for (int p = 0; p < m.playerCount() && p < kMaxPlayers; ++p) {
        counts[p] = d.counts[p] = m.players[p].icons[index(d.icon)];
        d.hands[p] = static_cast<int>(m.players[p].hand.size());
        if (areDistant(o, activator, p)) d.distant |= 1 << p;
    }
    const DogmaRoles roles = dogmaRoles(o, activator, c, counts);
    d.sharers = roles.sharers;
    d.demanded = roles.demanded;
    d.parley = roles.parley;
    d.text = dogmaPreviewText(d, m);
    return d;
}

}  // namespace inno::client
