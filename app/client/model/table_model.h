// What one seat knows about the table, built from the table's messages: the view snapshots and the
// redacted event stream (which also tells which hidden cards this seat has seen move: card tracking).
// The messages are decoded by the engine's codec (engine/json/codec.h) into the engine's own types; this
// file only turns those into the client's model. Rules (partners, achievements to win, the deck a draw
// comes from) are the engine's queries (core/rules.h).
#pragma once

#include "bots/tracker.h"
#include "core/event.h"
#include "core/notation.h"
#include "core/prompt.h"
#include "core/rules.h"
#include "core/types.h"
#include "core/view.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <boost/json.hpp>

#include <array>
#include <optional>
#include <string_view>

namespace inno::net {
struct TableEnvelope;
}

namespace inno::client {

// A card in a hand or score pile. `id` is -1 when this seat cannot tell which card it is.
struct CardRef {
    int id = -1;
    int age = 0;
    bool tracked = false;  // identity learnt by watching it move (a card you gave away, a revealed card)
    int set = 0;           // its set (public, like its age): kept apart from other sets' cards of that age
    bool operator==(const CardRef&) const = default;
};

struct PileModel {
    QList<int> cards;  // top card first
    Splay splay = Splay::None;
    bool operator==(const PileModel&) const = default;
};

struct PlayerModel {
    QString name;
    bool human = true;
    QString botLevel;
    // False in the replay of a save that lists no seats: whether a person or a bot played the seat is not known.
    bool kindKnown = true;
    std::array<PileModel, kColors> piles;
    QList<CardRef> hand;
    QList<CardRef> score;
    // The zones the sets in play give every player, by zone (Extra1 first): a public zone's cards are known to
    // every seat, a private zone's only to its owner (the others see their ages and sets).
    std::array<QList<CardRef>, kExtraZones> zones;
    QStringList achievements;  // "3" for a standard achievement of age 3, or a special's name
    // Achievements that only count (a set's cards kept apart among them, face up: a relic), by card.
    QList<int> countedAchievements;
    std::array<int, kIconKinds> icons{};
    int scoreTotal = 0;        // the score pile plus the visible bonuses
    int bonusPoints = 0;       // the bonus part of scoreTotal
    int achievementTotal = 0;  // achievements held plus the cards' marks that count as achievements now
    bool eliminated = false;   // left the game (an effect eliminated the seat): the others play on
    // The card whose effect made the seat leave, as the event said it (-1: not known). A view does not say it, so
    // it takes no part in comparing models.
    struct LeftBy {
        int card = -1;
        bool operator==(const LeftBy&) const { return true; }
    } leftBy;
    bool operator==(const PlayerModel&) const = default;

    int topAge() const;  // the highest top card, 0 on an empty board
    int knownCount() const;
};

struct TableModel {
    int viewer = -1;  // the seat this model is for; -1: a spectator
    // What this seat knows of the hidden cards, from the events it saw: the one tracker the bots and hints use
    // too. The names of other seats' hidden cards in `players` come from it.
    CardTracker tracker;
    bool replay = false;  // a replay: the viewer's seat is shown as whose view it is, not as "you"
    QList<PlayerModel> players;
    // The supply piles by set and age (the main set's decks first); a set not in play has none.
    std::array<std::array<int, kAges>, kMaxSets> supply{};
    std::array<bool, kExtraZones> zonesInPlay{};  // by zone (Extra1 first): a set in play gives every player that zone
    QStringList available;  // standard achievements by age ("1".."9"), then specials by name
    // The table's common zone (a set's, public: the relic area), when a set in play declares it: its cards.
    QList<int> common;
    int current = 0;
    int actionsLeft = 0;
    int turnNumber = 0;
    bool gameOver = false;
    // The game's options as the table gave them (teams, extra achievement, large-game rule, the sets in play, which
    // a view may tell again); options() adds the seats.
    Options rules;
    bool demandRunning = false;  // the effect being executed is a demand (a question it asks is the demander's)
    struct RunningEffect {
        int card = -1, index = -1, tag = 0;  // as the EffectStarted event says them
        bool operator==(const RunningEffect&) const = default;
    } runningEffect;  // the effect being executed (what its questions are about)
    int promoted = -1;    // the card a set's rule just moved from a zone to the board (its free Dogma may be asked next)
    int endorsing = -1;   // the card of a set action on a top card while that action's choices are made
    int waitingFor = -1;  // whose decision the table waits on
    QString waitingKind;
    bool operator==(const TableModel&) const = default;

    int playerCount() const { return static_cast<int>(players.size()); }
    bool inPlay(SetId set) const { return rules.has(set); }
    bool inPlay(std::string_view setKey) const;  // false for a set this build has not registered
    // Puts a set in play or out of it, its zones with it (a model built by hand: tests, the catalogue's examples).
    // False when this build has no such set.
    bool setInPlay(std::string_view setKey, bool on = true);
    // The supply piles of a set by its key, by age (the main set's for a key this build has not registered).
    std::array<int, kAges>& piles(std::string_view setKey);
    const std::array<int, kAges>& decks() const { return supply[kMainSet]; }
    int playerIndex(const QString& name) const;
    // The seat whose board shows `card` on top (-1: none): whose card a parley activates.
    int topCardOwner(int card) const;
    // The seats' names as the engine's messages write them.
    Names names() const;
    Options options() const;
    // The age a draw action would draw now for `player` (11 past the last deck).
    int drawAge(int player) const;
    bool arePartners(int a, int b) const;
    // Under the large-game rule in force: whether b sits apart from a (not beside them); never without a rule.
    bool areDistant(int a, int b) const;
    int achievementsToWin() const;
    // Recomputes icon counts, score and achievement totals from the cards.
    void recount();
    // The boards (and achievements held) as an engine state, for the engine's queries on what is visible.
    GameState boardState() const;
};

// An extra zone's place in PlayerModel::zones and TableModel::zonesInPlay.
inline std::size_t extraZoneIndex(Zone z) { return static_cast<std::size_t>(z) - static_cast<std::size_t>(Zone::Extra1); }
inline Zone extraZoneAt(std::size_t i) { return static_cast<Zone>(static_cast<std::size_t>(Zone::Extra1) + i); }

// A card id as the client's items keep it: -1 for a card this seat does not see.
inline int cardOrNone(CardId c) { return c == kNoCard ? -1 : static_cast<int>(c); }
// Decodes one event of the wire (the engine's codec). Throws json::DecodeError if it does not fit.
Event parseEvent(const boost::json::object& o, const TableModel& names);

// A fresh model from a "table" message (names, seats, options). The message form decodes it with its one decoder
// (app/net/host/envelopes.h) and throws json::DecodeError, with the decoder's reason, when it is refused.
TableModel modelFromTable(const net::TableEnvelope& table, int viewer);
TableModel modelFromTable(const boost::json::object& table, int viewer);
// Applies one event: moves cards, splays, turns; keeps what this seat learnt about hidden cards.
void applyEvent(TableModel& m, const Event& e);
// Brings the model in line with a view snapshot, keeping what was learnt where it still fits.
void applyView(TableModel& m, const View& view);
// Decodes a view of the wire (the engine's codec). Throws json::DecodeError if it does not fit.
View parseView(const boost::json::object& view, const TableModel& m);

int cardIdOf(std::string_view title);  // -1 if unknown
QString cardTitle(int id);

// ---------------------------------------------------------------- prompts

// One option of a prompt as the client keeps it: the engine's Choice as it came, the text the table wants back, and
// the choice read in the client's terms (-1 or a neutral value where the option has no such part).
struct PromptOption : Choice {
    QString text;  // exactly as the table wants it back

    // An option made by hand (tests, lessons): a choice of `type` on `a` (a card, color, value or player), of `age`.
    static PromptOption make(Type type, QString text, int a = 0, int age = 0);

    int card() const;          // Meld, Dogma, Parley, Card, SetAction
    int player() const;        // Hidden (the cards' owner), Player
    Zone zone() const;         // Hidden: where the cards are
    inno::Color color() const; // Color
    int value() const;         // Value, Branch, Word
    ActionKind action() const; // SetAction: which of the sets' actions (on `card()`)
    inno::Icon icon() const;   // IconKind
};

struct PromptState {
    int seat = -1;
    qint64 id = -1;
    PromptKind kind = PromptKind::Action;
    Purpose purpose = Purpose::Other;
    int min = 1, max = 1;
    int source = -1;
    QList<PromptOption> options;
    CardsRule rule;  // `cards` prompts: which picks go together (model/pick_rule.h)

    int find(const QString& text) const;
    // The action options.
    bool canDraw() const;
    bool canMeld(int card) const;
    bool canDogma(int card) const;
    bool canParley(int card) const;  // a distant player's top card (the parley rule)
    bool canSetAction(ActionKind action, int card) const;  // a set's action on a top card
    // The sets' actions offered on `card` (a top card), in the prompt's order.
    QList<ActionKind> setActionsOn(int card) const;
    bool canAchieve(int age) const;
    bool offersCard(int card) const;
};

// The client's form of an engine prompt: each option with the text the table wants back.
PromptState promptState(const Prompt& p, qint64 id, int seat, const TableModel& m);
// Decodes a prompt of the wire (the engine's codec). Throws json::DecodeError if it does not fit.
PromptState parsePrompt(const boost::json::object& prompt, qint64 id, int seat, const TableModel& m);

}  // namespace inno::client
