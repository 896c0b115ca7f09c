// The messages between a table host and its clients (see docs/protocol.md).
// Every message is one JSON object (Boost.JSON, as the engine and the wire speak it) with a "type"; this header
// names them. `table`, `gameOver` and `error` are read only by their one decoder each (envelopes.h: a missing field
// takes its default, one of another kind refuses the message); events, views and prompts by the engine's codec;
// the other fields with the accessors of wire.h, which never throw on bad input.
#pragma once

#include <QString>
#include <QStringList>

#include <boost/json.hpp>

#include "net/wire/wire.h"

#include "core/state.h"

#include <optional>
#include <string_view>

namespace inno::net {

inline constexpr int kProtocolVersion = 3;

namespace msg {
// host -> client
inline constexpr std::string_view Table = "table";        // who sits where; a client resets its whole model
inline constexpr std::string_view Events = "events";      // new events for one seat, already redacted for it
inline constexpr std::string_view View = "view";          // what one seat may see now (the engine's viewJson)
inline constexpr std::string_view Prompt = "prompt";      // the decision waiting on one seat
inline constexpr std::string_view Error = "error";        // a refused request, or a table that cannot go on
inline constexpr std::string_view GameOver = "gameOver";  // the result
// client -> host
inline constexpr std::string_view Answer = wire::request::Answer;    // option texts for the waiting prompt
inline constexpr std::string_view Undo = wire::request::Undo;        // back to before the seat's last decision
inline constexpr std::string_view Concede = wire::request::Concede;  // the seat gives up: the game ends, the others win
}  // namespace msg

// Where a table's history starts (the `start` of the `table` message): deck sizes and available achievements
// before the first event.
boost::json::object tableStart(const GameState& initial);

// The game's options, wherever they travel (the `create` request, the `table` message, a table's summary in the
// list, the lobby's `seats` message) and wherever the client keeps them (New game's last choice): one schema,
// the engine's codec (json/codec.h): {"teams", "extraAchievement", "largeGame" when a rule is chosen, each
// expansion in play by its key}. The player count is not part of them.
boost::json::object optionsJson(const Options& o);
// Reads them for a table of `players` seats: nothing, and `error` says why, when they do not fit (a field of the
// wrong kind, an unknown option, an expansion this build leaves out, which the reason names). None given
// (nullptr): the defaults.
std::optional<Options> optionsOf(const boost::json::value* v, int players, QString* error = nullptr);

// Text between JSON (UTF-8) and the Qt side.
QString qstring(std::string_view utf8);
boost::json::string jsonString(const QString& s);
// A text field as a QString (empty when missing or not text).
QString qstringField(const boost::json::object& o, std::string_view key);
// The items of a list of texts (an item that is not text becomes an empty string).
QStringList qstringsOf(const boost::json::array& a);

}  // namespace inno::net
