// The dogma preview: the engine's roles query on the icon counts the client sees.
#include "dogma_preview.h"

#include "event_text.h"

#include "core/card.h"
#include "core/rules.h"

namespace inno::client {

DogmaPreview dogmaPreview(const TableModel& m, int cardId, int activator, bool endorse) {
    DogmaPreview d;
    if (cardId < 0 || cardId >= kCardCount || activator < 0 || activator >= m.playerCount()) return d;
    const CardId c = static_cast<CardId>(cardId);
    d.card = cardId;
    d.icon = facts(c).dogmaIcon;
    d.activator = activator;
    d.hasDemand = facts(c).hasDemand;
    d.endorse = endorse;
    SeatCounts counts{};
    for (int p = 0; p < m.playerCount() && p < kMaxPlayers; ++p) counts[p] = d.counts[p] = m.players[p].icons[index(d.icon)];
    const DogmaRoles roles = dogmaRoles(m.options(), activator, c, counts);
    d.sharers = roles.sharers;
    d.demanded = roles.demanded;
    d.text = dogmaPreviewText(d, m);
    return d;
}

}  // namespace inno::client
