#include "core/describe.h"

#include "core/queries.h"

namespace inno {

namespace {
std::string cardText(const Event& e) {
    if (e.card != kNoCard) return std::string(title(e.card)) + " (" + std::to_string(e.age) + ")";
    const std::string_view label = cardSet(e.set).pileLabel;
    return "a " + (label.empty() ? std::string() : std::string(label) + " ") + std::to_string(e.age);
}
std::string placeText(Place p, const Names& n) {
    std::string owner = p.player >= 0 ? n[p.player] + "'s " : "";
    switch (p.zone) {
    case Zone::Deck: return "the deck";
    case Zone::Hand: return owner + "hand";
    case Zone::Board: return owner + "board";
    case Zone::Score: return owner + "score pile";
    case Zone::Achievement: return p.player >= 0 ? owner + "achievements" : "the achievements";
    case Zone::Removed: return "the box";
    default: return owner + std::string(zoneName(p.zone));
    }
}
std::string mask(std::uint8_t m, const Names& n) {
    std::string out;
    for (std::size_t p = 0; p < n.size(); ++p)
        if (m & (1u << p)) out += (out.empty() ? "" : ", ") + n[p];
    return out.empty() ? "nobody" : out;
}
// Why a card was returned under the parley rule (large games); empty for any other move.
std::string parleyText(Trigger t) {
    switch (t) {
    case Trigger::ParleyPayment: return " (paid to parley)";
    case Trigger::ParleyShare: return " (paid to share)";
    case Trigger::ParleyEscape: return " (paid to escape the demands)";
    default: return {};
    }
}
}  // namespace

std::string describeEvent(const Event& e, const Names& n) {
    auto who = [&](int p) { return p >= 0 && p < static_cast<int>(n.size()) ? n[p] : std::string("?"); };
    switch (e.kind) {
    case EventKind::GameStarted: return who(e.player) + " goes first.";
    case EventKind::TurnStarted:
        return "-- " + who(e.player) + "'s turn (" + std::to_string(e.value) + (e.value == 1 ? " action)" : " actions)");
    case EventKind::ActionTaken:
        switch (e.action) {
        case ActionKind::Draw: return who(e.player) + " draws.";
        case ActionKind::Meld: return who(e.player) + " melds " + std::string(title(e.card)) + ".";
        case ActionKind::Dogma: return who(e.player) + " activates " + std::string(title(e.card)) + ".";
        case ActionKind::Achieve: return who(e.player) + " achieves " + std::to_string(e.value) + ".";
        case ActionKind::Parley: return who(e.player) + " parleys " + std::string(title(e.card)) + ".";
        default: return who(e.player) + " takes the " + std::string(actionKindName(e.action)) + " action on " +
                        std::string(title(e.card)) + ".";
        }
    case EventKind::CardMoved:
        if (e.move == Move::Melded && e.from.zone == Zone::Board) return {};
        return "   " + who(e.player) + ": " + cardText(e) + " " + std::string(moveName(e.move)) + ", " +
               placeText(e.from, n) + " -> " + placeText(e.to, n) + parleyText(e.trigger) + ".";
    case EventKind::CardRevealed: return "   " + who(e.player) + " reveals " + std::string(title(e.card)) + ".";
    case EventKind::HandRevealed: return "   " + who(e.player) + " reveals their hand.";
    case EventKind::Splayed:
        return "   " + who(e.player) + "'s " + std::string(colorName(e.color)) + " pile: " +
               std::string(splayName(e.oldSplay)) + " -> " + std::string(splayName(e.splay)) + ".";
    case EventKind::DogmaStarted: {
        std::string counts;
        for (std::size_t p = 0; p < n.size(); ++p)
            counts += (p ? ", " : "") + n[p] + " " + std::to_string(e.counts[p]);
        return "   " + std::string(iconName(e.icon)) + " counts: " + counts + ".";
    }
    case EventKind::DogmaRoles:
        return "   shares: " + mask(e.sharers, n) + "; must obey demands: " + mask(e.demanded, n) +
               (e.parley ? "; distant, may parley: " + mask(e.parley, n) : std::string()) + ".";
    case EventKind::EffectStarted: return {};
    case EventKind::FreeDraw: return "   " + who(e.player) + " takes the free draw for sharing.";
    case EventKind::DogmaEnded: return "   the dogma action is complete.";
    case EventKind::AchievementClaimed:
        if (e.isSpecial) return "   " + who(e.player) + " claims " + std::string(specialName(e.special)) + ".";
        return "   " + who(e.player) + " claims the " + std::to_string(e.value) + " achievement.";
    case EventKind::CardShown:
        return "   " + who(e.player) + " looks at " + cardText(e) + " in " + placeText(e.from, n) + ".";
    case EventKind::SeatEliminated: return "   " + who(e.player) + " leaves the game.";
    case EventKind::GameEnded: {
        if (e.reason == EndReason::None && e.player >= 0)
            return "Game over: " + who(e.player) + " conceded. Winner(s): " + mask(e.winners, n) + ".";
        std::string why = e.reason == EndReason::Achievements   ? "by achievements"
                          : e.reason == EndReason::DrewAboveTen ? "by score, after a draw above 10"
                          : e.reason == EndReason::LastStanding ? "with one side left in the game"
                                                                : "by the effect of " + std::string(title(e.card));
        return "Game over " + why + ". Winner(s): " + mask(e.winners, n) + ".";
    }
    }
    return {};
}

}  // namespace inno
