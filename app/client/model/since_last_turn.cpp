// The others' turns since a seat's last decision, and the places they changed.
#include "model/since_last_turn.h"

#include "core/card.h"

namespace inno::client {

namespace {
// The place a card is in or goes to, if it is one the table shows as a pile.
std::optional<TablePlace> placeOf(const Place& at, const Event& e) {
    switch (at.zone) {
    case Zone::Deck: return TablePlace::deck(e.age, static_cast<int>(e.set));
    case Zone::Board:
        // A board card is always seen; its color is its pile.
        if (at.player < 0 || e.card == kNoCard) return std::nullopt;
        return TablePlace::board(at.player, facts(e.card).color);
    case Zone::Hand:
    case Zone::Score:
    case Zone::Achievement:
        if (at.player < 0) return std::nullopt;
        return TablePlace::ofPlayer(at.zone, at.player);
    case Zone::Removed:
    case Zone::Common: return std::nullopt;
    default:
        if (isExtraZone(at.zone) && at.player >= 0) return TablePlace::ofPlayer(at.zone, at.player);
        return std::nullopt;
    }
}
}  // namespace

std::set<TablePlace> placesChangedBy(const Event& e) {
    std::set<TablePlace> out;
    switch (e.kind) {
    case EventKind::CardMoved:
        // A card moved within one pile (a board card melded again where it is) changes no place.
        if (e.from == e.to) break;
        for (const Place& at : {e.from, e.to})
            if (auto p = placeOf(at, e)) out.insert(*p);
        break;
    case EventKind::Splayed:
        if (e.player >= 0) out.insert(TablePlace::board(e.player, e.color));
        break;
    case EventKind::AchievementClaimed:
        if (e.player >= 0) out.insert(TablePlace::ofPlayer(Zone::Achievement, e.player));
        break;
    default: break;
    }
    return out;
}

SinceLastTurn sinceLastTurn(const TableModel& start, std::span<const Event> events, int seat) {
    SinceLastTurn out;
    out.start = start;
    TableModel m = start;
    for (const Event& e : events) {
        const bool theirs = m.turnNumber > 0 && m.current != seat && e.kind != EventKind::TurnStarted;
        const int turnOf = m.current;
        applyEvent(m, e);
        // A turn begins (the event names it; applied, it is the model's) before anything happens in it.
        if (!theirs) continue;
        out.moves.push_back({e, turnOf});
        for (const TablePlace& p : placesChangedBy(e)) out.places.insert(p);
    }
    return out;
}

}  // namespace inno::client
