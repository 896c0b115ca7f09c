// Event names and what each seat may see of an event.
#include "core/event.h"
#include "core/card.h"

#include <array>

namespace inno {

namespace {
constexpr std::array<std::string_view, 16> kEventNames{
    "gameStarted",  "turnStarted", "actionTaken",   "cardMoved", "cardRevealed", "handRevealed",       "splayed",
    "dogmaStarted", "dogmaRoles",  "effectStarted", "freeDraw",  "dogmaEnded",   "achievementClaimed", "gameEnded",
    "cardShown",    "seatEliminated"};
constexpr std::array<std::string_view, 9> kMoveNames{"drawn",    "melded",    "tucked",   "scored",  "returned",
                                                     "transferred", "exchanged", "achieved", "removed"};
constexpr std::array<std::string_view, 3> kClaimReasonNames{"action", "condition", "cardEffect"};
constexpr std::array<std::string_view, 5> kEndReasonNames{"none", "achievements", "drewAboveTen", "cardEffect",
                                                         "lastStanding"};

template <typename E, std::size_t N>
std::optional<E> parseFrom(const std::array<std::string_view, N>& names, std::string_view s) {
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == s) return static_cast<E>(i);
    return std::nullopt;
}

bool zoneIsPublic(Zone z) { return z == Zone::Board || z == Zone::Common || isPublicExtraZone(z); }
bool privatelyOwnedBy(Place p, int viewer) { return isPrivateZone(p.zone) && p.player == viewer && viewer >= 0; }
}  // namespace

std::string_view eventKindName(EventKind k) { return kEventNames[static_cast<int>(k)]; }
std::string_view moveName(Move m) { return kMoveNames[static_cast<int>(m)]; }
std::string_view claimReasonName(ClaimReason r) { return kClaimReasonNames[static_cast<int>(r)]; }
std::string_view endReasonName(EndReason r) { return kEndReasonNames[static_cast<int>(r)]; }
std::optional<EventKind> parseEventKind(std::string_view s) { return parseFrom<EventKind>(kEventNames, s); }
std::optional<Move> parseMove(std::string_view s) { return parseFrom<Move>(kMoveNames, s); }
std::optional<ClaimReason> parseClaimReason(std::string_view s) { return parseFrom<ClaimReason>(kClaimReasonNames, s); }
std::optional<EndReason> parseEndReason(std::string_view s) { return parseFrom<EndReason>(kEndReasonNames, s); }

bool cardVisibleTo(const Event& e, int viewer) {
    if (e.card == kNoCard) return true;
    switch (e.kind) {
    case EventKind::CardMoved:
        // A card whose back names it (knownToAll) is known in every place; one that only counts among
        // achievements lies there face up.
        if (knownToAll(e.card)) [[unlikely]]
            return true;
        if ((e.from.zone == Zone::Achievement || e.to.zone == Zone::Achievement) && facts(e.card).onlyCounts) [[unlikely]]
            return true;
        // Nobody ever sees an achievement card's face; removed cards go to the box face down.
        if (e.move == Move::Achieved) return false;
        if (e.revealed || zoneIsPublic(e.from.zone) || zoneIsPublic(e.to.zone)) return true;
        return privatelyOwnedBy(e.from, viewer) || privatelyOwnedBy(e.to, viewer);
    case EventKind::CardShown: return viewer == e.player && viewer >= 0;
    default: return true;  // revealed cards, dogma and action cards are public
    }
}

Event redactFor(const Event& e, int viewer) {
    if (cardVisibleTo(e, viewer)) return e;
    Event r = e;
    r.card = kNoCard;
    return r;
}

}  // namespace inno
