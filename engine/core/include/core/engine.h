// The rules: actions, dogma, the keywords, achievements and the end of the game, applied to a GameState.
#pragma once

#include "core/board_memo.h"
#include "core/event.h"
#include "core/expansion.h"
#include "core/prompt.h"
#include "core/queries.h"

#include <functional>

namespace inno {

// Thrown by an answer source that stops the rules at a decision instead of answering it (the game waiting
// for a player, a bot looking at the prompt a unit reaches); the rules' state is then that of the prompt.
struct PromptReached {
    Prompt prompt;
};
// Thrown out of the rules when the game has ended; the state records who won and why.
struct GameEnded {};
// Thrown out of a dogma when an effect says the dogma action is complete.
struct DogmaComplete {};
// Thrown out of an action when the current player left the game: their turn ends at once.
struct TurnOver {};

// Supplies answers to prompts: recorded answers during a replay, a bot in a playout.
// May throw PromptReached when it has no answer.
class AnswerSource {
public:
    virtual ~AnswerSource() = default;
    virtual Answer answer(const GameState& s, const Prompt& p) = 0;
};

// State shared by all executions of the effects of one dogma activation
// ("if any card was transferred due to the demand", a record kept across the executions).
struct DogmaMemory {
    std::uint16_t demandMoves = 0;  // bit per Move: what the demanded players' cards went through (the engine notes it)
    int best = 0;                   // the largest count seen so far (a record an effect keeps)
    std::array<int, kMaxPlayers> perPlayer{};
    // What one execution of an effect left for a later effect of the same action ("the card you drew due to an
    // earlier effect of this card"): a value per card and player.
    struct Note {
        CardId card;
        std::int8_t player;
        int value;
    };
    std::vector<Note> notes;
    // The featured icons each seat counted when a Dogma action decided its roles (the activator's with any extra
    // icons); `counted` is false outside such an action (a card executed for one player alone).
    std::array<int, kMaxPlayers> counts{};
    bool counted = false;
    void note(CardId card, int player, int value);
    std::optional<int> noted(CardId card, int player) const;
};

class Engine {
public:
    Engine(GameState& s, AnswerSource& answers, EventSink* sink)
        : s_(s),
          answers_(answers),
          sink_(sink),
          expansions_(expansionsOf(s.options)),
          afterMeldAction_(afterMeldActionOrder(s.options)),
          conditionSpecials_(conditionSpecials(s.options)),
          boardSpecials_(boardSpecials(s.options)),
          boardOnlySpecials_(boardOnlySpecials(s.options)),
          specials_(allSpecials()),
          boards_(s, expansions_) {}

    // Plays one unit: the opening meld, the sets' start of a turn (Expansion::atTurnStart), or one action of the
    // current player with the turn advancing after it.
    void runUnit();

    GameState& state() { return s_; }
    const GameState& state() const { return s_; }
    // A seat's board icons, score and achievements, as the queries of queries.h count them, kept until a board
    // changes (the state must change only through this engine while it lives).
    PackedIcons boardIcons(int seat) { return boards_.icons(seat); }
    int scoreOf(int seat) { return boards_.score(seat); }
    int achievementsOf(int seat) { return boards_.achievements(seat); }
    Answer ask(const Prompt& p);
    void publish(const Event& e) {
        if (!sink_) return;
        if (cause_ != Trigger::None && e.trigger == Trigger::None) [[unlikely]] {
            Event withCause = e;
            withCause.trigger = cause_;
            sink_->publish(withCause);
            return;
        }
        sink_->publish(e);
    }
    // While one lives, the events published are marked as caused by `why` (an expansion's trigger or icon).
    class Because {
    public:
        Because(Engine& e, Trigger why) : e_(e), before_(e.cause_) { e.cause_ = why; }
        ~Because() { e_.cause_ = before_; }
        Because(const Because&) = delete;
        Because& operator=(const Because&) = delete;

    private:
        Engine& e_;
        Trigger before_;
    };

    // --- keywords; each records its events, counts as a change and checks special achievements ---
    // Draws for `player`, skipping empty ages upward; ends the game when drawing above 10. The sets in play may
    // send the draw to another pile of that age (Expansion::drawFrom).
    CardId draw(int player, int age, bool reveal = false, CardId source = kNoCard);
    // Moves a given supply card (the top of an expansion's pile, a searched card) to `player`'s hand as a draw.
    void drawCard(int player, CardId c, bool reveal, CardId source = kNoCard);
    void meld(int player, CardId c, CardId source = kNoCard);
    void tuck(int player, CardId c, CardId source = kNoCard);
    void score(int player, CardId c, CardId source = kNoCard);
    void returnCard(CardId c, CardId source = kNoCard);
    // Moves a card to another place: board (on top of its pile), hand, score pile or a zone of a set of `toPlayer`;
    // with `toPlayer` -1 and Zone::Achievement, to the bottom of the available achievements.
    void transfer(CardId c, int toPlayer, Zone to, Move how = Move::Transferred, CardId source = kNoCard);
    // Puts a card back on top of (or at the bottom of) its own supply pile.
    void placeOnDeck(CardId c, bool onTop, CardId source = kNoCard);
    void removeFromGame(CardId c, CardId source = kNoCard);
    // Splays `player`'s pile; `splayer` is the player executing the splay (the pile's owner unless an effect
    // splays another player's pile). Returns true if the splay changed. Piles of fewer than two cards cannot be
    // splayed.
    bool splay(int player, Color color, Splay dir, CardId source = kNoCard, int splayer = -1);
    void rearrange(int player, Color color, CardSpan topFirst, CardId source = kNoCard);
    void reveal(int player, CardId c, CardId source = kNoCard);
    // Shows a card to `player` alone (looking at a card): the others only learn that it was looked at.
    void showTo(int player, CardId c, CardId source = kNoCard);
    void revealHand(int player, CardId source = kNoCard);

    // --- achievements and the end ---
    void achieveStandard(int player, int age);  // the Achieve action: the earliest available card of that age
    // A card effect achieves a given card (from wherever it is) as a standard achievement of its age.
    void achieveCard(int player, CardId c, CardId source);
    bool claimSpecial(int player, Special which, ClaimReason why, CardId source = kNoCard);
    [[noreturn]] void endGame(std::uint8_t winners, EndReason why, CardId card = kNoCard);
    [[noreturn]] void win(int player, CardId card);  // a card says this player wins (with the team)
    [[noreturn]] void endByScore();
    // `player` leaves the game (with the team, in a team game): every card they hold, on their board and in their
    // zones leaves it too (after the sets move what they keep, Expansion::beforeElimination), and so do their
    // achievements. The others play on in their order; when one seat (or team) is left it wins at once. If the
    // current player left, their turn ends at once.
    void eliminate(int player, CardId source = kNoCard);
    // The next seat after `player` clockwise that is still in the game.
    int nextSeat(int player) const;

    // --- dogma ---
    // `doubled` (an expansion's action, e.g. Endorse): demands are issued twice, the activator executes each
    // non-demand effect twice, sharers once. The sets in play may add effects that run before the card's own
    // (Expansion::leadingEffects). `extraIcons`: icons of the featured kind the activator counts beside their board's
    // for sharing and demands (a card activated from outside the board adds its own).
    void dogmaAction(int player, CardId c, bool doubled = false, int extraIcons = 0);
    // Runs the card's non-demand effects for `player` alone: no sharing, no demands, no leading effects.
    void executeForSelfOnly(int player, CardId c);
    // Runs one effect of `c` (its `effectIndex`th own effect) for `executor`.
    void runEffect(int effectIndex, CardId c, int executor, int activator, DogmaMemory& memory);
    void runEffect(const Effect& effect, CardId c, int effectIndex, std::uint8_t tag, int executor, int activator,
                   DogmaMemory& memory);

    bool canSplay(int player, Color color, Splay dir) const;

private:
    void opening();
    void takeAction();
    void drawAction(int player);
    void startTurn(int player);
    void turnStart();
    void afterChange();
    void checkSpecials();
    void checkAchievementWin(int player);
    void checkAchievementWins();
    // Moves `c` to the top (or bottom) of the list at `to`; returns where it was. Unsplays a pile left with fewer
    // than two cards (publishing that first).
    Location relocate(CardId c, Location to, bool onTop);
    void moved(CardId c, Location from, Location to, Move how, bool revealed, int actor, CardId source, bool onTop = false);
    const Prompt& actionPrompt();
    SeatCounts dogmaIconCounts(CardId c);
    void touch(int player, bool board) {
        if (player < 0) return;
        touched_ |= static_cast<std::uint8_t>(1u << player);
        if (board) boardTouched_ |= static_cast<std::uint8_t>(1u << player);
    }

    GameState& s_;
    AnswerSource& answers_;
    EventSink* sink_;
    std::span<const Expansion* const> expansions_;
    std::span<const Expansion* const> afterMeldAction_;  // the same, in the order of their afterMeldAction hooks
    SpecialMask conditionSpecials_;  // the special achievements of the sets in play claimed by a condition
    SpecialMask boardSpecials_;      // those of them whose condition reads what the board shows
    SpecialMask boardOnlySpecials_;  // those whose condition reads nothing else
    std::span<const SpecialDef> specials_;  // every registered special achievement
    Trigger cause_ = Trigger::None;
    std::uint8_t touched_ = 0xFF;       // seats whose cards changed since special achievements were last checked
    std::uint8_t boardTouched_ = 0xFF;  // those of them whose board changed
    DogmaMemory* demand_ = nullptr;  // while a demand effect runs: where its card moves are noted
    BoardMemo boards_;
    Prompt actionPrompt_;
};

}  // namespace inno
