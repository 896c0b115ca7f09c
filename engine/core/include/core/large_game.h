// The parley rules of large games in play: the parley action, and the payments to share and to escape a
// distant player's dogma. Who is distant and who shares or obeys is decided in rules.h.
#pragma once

#include "core/engine.h"

#include <array>

namespace inno {

// Appends `parley <title>` for each top card (with effects) of a seat distant from `player`, under the parley
// rule and only while `player` holds a card.
void addParleyActions(const GameState& s, int player, Prompt& p);

// The parley action: returns a card from the hand (asked only when there is a choice), then activates `c`,
// a distant player's top card, as a dogma with `player`'s icons and `player` as "you".
void parleyAction(Engine& e, int player, CardId c);

// The parley decisions of one dogma action (Dogma, Endorse or parley): who paid to share, who refused, who
// escaped the demands. Outside the parley rule it never asks and lets everyone take part.
class ParleyLedger {
public:
    explicit ParleyLedger(const DogmaRoles& roles) : roles_(roles) {}

    // Called before sharer `q` executes a non-demand effect of `c`: a distant sharer is asked once to pay a
    // card (not asked with an empty hand). Returns whether `q` executes it.
    bool shares(Engine& e, int q, CardId c) { return !roles_.paysToShare(q) || paidToShare(e, q, c); }
    // Called before `q` executes a demand of `c` (each issue of it): a distant player who has not escaped is
    // asked to pay a card to escape (not asked with an empty hand). Returns whether `q` executes it.
    bool obeys(Engine& e, int q, CardId c, Effect::Kind kind = Effect::Demand) {
        return !roles_.mayEscape(q, kind) || !escapes(e, q, c);
    }

private:
    bool paidToShare(Engine& e, int q, CardId c);
    bool escapes(Engine& e, int q, CardId c);

    enum class Share : std::uint8_t { Undecided, Paid, Refused };
    DogmaRoles roles_;
    std::array<Share, kMaxPlayers> share_{};
    std::array<bool, kMaxPlayers> escaped_{};
};

}  // namespace inno
