// The table's envelopes (host -> client): `table` (who sits where, the options, where the history starts),
// `events`, `view` and `prompt` (a seat's events, its view and its question, whose insides the engine's codec reads
// with the seats' names), `gameOver` (the result) and `error` (a refusal, or a table that cannot go on). Each has one encoder, which the table host uses, and one decoder, which the client (model/
// game_controller.cpp) and the tests use; the options go through the engine's codec. See docs/protocol.md.
//
// The decoders' one policy: bad input never throws out of them and never crashes.
//   - A field that is missing takes its default (below, beside each field), except the few a message means
//     nothing without: a `table`'s "players" (1 to 5, each with its "name"), a `gameOver` player's "name" and an
//     `error`'s "message".
//   - A field that is present must be of its kind (text, true/false, a whole number in its range, a list, an
//     object); otherwise the whole message is refused: nothing is returned and `error` names the field. Nothing
//     is guessed from a value of another kind.
//   - The options, when present, are read by the engine's codec (json/codec.h) with its own rules: it needs
//     "teams" and "extraAchievement", and refuses what it cannot play (an unknown option, an expansion this build
//     leaves out). A bot level this program does not know is read as none.
// The client keeps its state when a message is refused and shows the reason (GameController::fatal).
#pragma once

#include "net/host/protocol.h"

#include "bots/bot.h"
#include "core/state.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <boost/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace inno::net {

// Where a table's history starts: deck sizes ("1" ... "10") and the achievements available before any event.
struct TableStart {
    std::vector<std::pair<std::string, int>> deckSizes;
    std::vector<std::string> available;  // ages ("3") and special achievements by name
    bool operator==(const TableStart&) const = default;
};

struct TablePlayer {
    QString name;
    bool human = true;
    std::optional<BotLevel> level;  // bots only
    int concededAt = -1;            // a person who conceded while a bot took the seat: the events there were then
    bool operator==(const TablePlayer&) const = default;
};

// `table`: sent when a connection joins a game (or the game restarts): the client rebuilds its whole model.
struct TableEnvelope {
    int protocol = kProtocolVersion;  // missing: this program's
    QList<int> seats;  // the connection's own seats, each one of `players`; empty or missing: a spectator (seat -1)
    std::vector<TablePlayer> players;  // required
    Options options;  // playerCount: the number of players; missing: the defaults
    TableStart start;  // missing: no decks, no achievements
    bool operator==(const TableEnvelope&) const = default;
};

struct GameOverPlayer {
    QString name;
    int score = 0;
    int achievements = 0;
    bool winner = false;
    bool operator==(const GameOverPlayer&) const = default;
};

// `gameOver`: the result, once the game is over.
struct GameOverEnvelope {
    QStringList winners;
    QString reason;    // the engine's end reason, or "conceded"
    QString card;      // the card that ended the game, if one did
    QString conceded;  // who conceded, if someone did
    int turns = 0;
    std::vector<GameOverPlayer> players;
    bool operator==(const GameOverEnvelope&) const = default;
};

// `error`: a refused request (its code, for programs; its message, for people), or with `fatal` a seat or
// session that is over.
struct ErrorEnvelope {
    QString code;
    QString message;
    std::string re;             // the request refused, when known
    std::int64_t inReplyTo = 0;  // its seq (0: none)
    std::optional<int> seat;     // the seat the refusal is for (table refusals)
    bool fatal = false;
    bool operator==(const ErrorEnvelope&) const = default;
};

// `events`: a seat's events from the `first`-th on; `replay`: the seat's whole history again (the client starts
// its model afresh). The events themselves are the engine's, read by its codec.
struct EventsEnvelope {
    int seat = -1;             // missing: a spectator's (-1)
    std::int64_t first = 0;    // missing: from the start
    bool replay = false;
    boost::json::array events;  // missing: none
    bool operator==(const EventsEnvelope&) const = default;
};

// `view`: what a seat sees now (required: "view"), how many answers the game has had and whether this seat may
// take its last decision back.
struct ViewEnvelope {
    int seat = -1;
    boost::json::object view;  // required; the engine's view, read by its codec
    std::int64_t answers = 0;
    bool canUndo = false;
    QString stalled;  // why the table stopped, if it did
    bool operator==(const ViewEnvelope&) const = default;
};

// `prompt`: the question a seat must answer (required: "prompt") and the id its answer must carry.
struct PromptEnvelope {
    int seat = -1;
    std::int64_t promptId = 0;
    boost::json::object prompt;  // required; the engine's prompt, read by its codec
    bool operator==(const PromptEnvelope&) const = default;
};

TableStart tableStartOf(const GameState& initial);

boost::json::object encode(const TableStart& s);
boost::json::object encode(const TableEnvelope& t);
boost::json::object encode(const GameOverEnvelope& g);
boost::json::object encode(const ErrorEnvelope& e);
boost::json::object encode(EventsEnvelope e);
boost::json::object encode(ViewEnvelope v);
boost::json::object encode(PromptEnvelope p);

// Decoders: nothing (and `error` says why) when the message is refused (see the policy above).
std::optional<TableEnvelope> decodeTable(const boost::json::object& m, QString* error = nullptr);
std::optional<GameOverEnvelope> decodeGameOver(const boost::json::object& m, QString* error = nullptr);
std::optional<ErrorEnvelope> decodeError(const boost::json::object& m, QString* error = nullptr);
std::optional<EventsEnvelope> decodeEvents(const boost::json::object& m, QString* error = nullptr);
std::optional<ViewEnvelope> decodeView(const boost::json::object& m, QString* error = nullptr);
std::optional<PromptEnvelope> decodePrompt(const boost::json::object& m, QString* error = nullptr);
// The words of an `error` for people (a lobby's reply): its message, or why it cannot be read.
QString errorText(const boost::json::object& m);

}  // namespace inno::net
