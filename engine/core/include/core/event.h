// Every change to a game is an event: data for logs, animation, card tracking and the wire.
#pragma once

#include "core/card_set.h"
#include "core/state.h"

#include <vector>

namespace inno {

enum class EventKind : std::uint8_t {
    GameStarted,   // setup done; `player` is the first player
    TurnStarted,   // `player` begins a turn with `value` actions
    ActionTaken,   // `player` took action `action` (card / value set accordingly)
    CardMoved,     // `card` moved `from` -> `to` by `move`
    CardRevealed,  // `player` showed `card` to everyone
    HandRevealed,  // `player` showed the whole hand (cards follow as CardRevealed)
    Splayed,       // `player`'s `color` pile went from `oldSplay` to `splay`
    DogmaStarted,  // `player` activates `card`; icon counts per seat in `counts`
    DogmaRoles,    // `sharers` and `demanded` masks, decided by `counts` of `icon`; `parley`: distant seats (parley rule);
                   // `ruled`: those the sets' own kinds of demand affect, per rule
    EffectStarted, // effect number `value` of `card` runs for `player` (`demand`: its kind when a demand; `tag`: a
                   // leading effect)
    FreeDraw,      // `player` gets the free draw for sharing
    DogmaEnded,    // the dogma action of `card` ended early (an effect said it is complete)
    AchievementClaimed,  // `player` claimed a standard (age `value`) or special `special` achievement
    GameEnded,     // `winners`, `reason`, `card` that ended it if any
    CardShown,     // `card` was shown to `player` alone (who looked at it); `age` and `set` are public
    SeatEliminated,  // `player` left the game (`card`: the card whose effect eliminated them)
};
std::string_view eventKindName(EventKind k);
std::optional<EventKind> parseEventKind(std::string_view s);

enum class Move : std::uint8_t { Drawn, Melded, Tucked, Scored, Returned, Transferred, Exchanged, Achieved, Removed };
std::string_view moveName(Move m);
std::optional<Move> parseMove(std::string_view s);

struct Place {
    Zone zone = Zone::Deck;
    std::int8_t player = -1;
    bool operator==(const Place&) const = default;
};

enum class ClaimReason : std::uint8_t { Action, Condition, CardEffect };
std::string_view claimReasonName(ClaimReason r);
std::optional<ClaimReason> parseClaimReason(std::string_view s);
std::string_view endReasonName(EndReason r);
std::optional<EndReason> parseEndReason(std::string_view s);

struct Event {
    EventKind kind = EventKind::GameStarted;
    std::int8_t player = -1;
    CardId card = kNoCard;  // kNoCard when hidden from the viewer
    std::uint8_t age = 0;   // always known for a moved card
    SetId set = kMainSet;   // the moved card's set: public like its age
    Move move = Move::Drawn;
    Place from, to;
    bool revealed = false;
    bool onTop = false;  // CardMoved into a deck: put on top of it (a return goes under it)
    Color color = Color::Red;
    Splay splay = Splay::None, oldSplay = Splay::None;
    ActionKind action = ActionKind::Draw;
    Special special{};
    bool isSpecial = false;
    Effect::Kind demand = Effect::NonDemand;
    ClaimReason claimReason = ClaimReason::Action;
    std::uint8_t value = 0;
    std::uint8_t tag = 0;  // EffectStarted: 0 for the card's own effect, else how its set labels a leading effect
    Icon icon = Icon::None;
    std::array<std::uint8_t, kMaxPlayers> counts{};
    std::uint8_t sharers = 0, demanded = 0, winners = 0;
    std::uint8_t parley = 0;  // DogmaRoles under the parley rule: the distant seats (pay to share, may pay to escape)
    std::array<std::uint8_t, kMaxDemandRules> ruled{};  // DogmaRoles: per set demand rule, the seats it affects
    EndReason reason = EndReason::None;
    CardId source = kNoCard;  // the card whose effect caused this
    Trigger trigger = Trigger::None;
    bool operator==(const Event&) const = default;
};

// Whether `viewer` (a seat, or -1 for a spectator) may know the identity of the card in a move event.
bool cardVisibleTo(const Event& e, int viewer);
// The event as `viewer` may see it: hidden identities are blanked, ages and sets stay.
Event redactFor(const Event& e, int viewer);

// Receives events as the rules produce them. A null sink is allowed (bots' playouts).
class EventSink {
public:
    virtual ~EventSink() = default;
    virtual void publish(const Event& e) = 0;
};

class VectorSink final : public EventSink {
public:
    void publish(const Event& e) override { events.push_back(e); }
    std::vector<Event> events;
};

}  // namespace inno
