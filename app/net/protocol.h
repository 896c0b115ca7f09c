// The messages between a table host and its clients (see docs/protocol.md).
// Every message is one JSON object with a "type"; this header names them and converts the engine's JSON.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <boost/json.hpp>

namespace inno::net {

inline constexpr int kProtocolVersion = 1;

namespace msg {
// host -> client
inline constexpr auto Table = "table";        // who sits where; a client resets its whole model
inline constexpr auto Events = "events";      // new events for one seat, already redacted for it
inline constexpr auto View = "view";          // what one seat may see now (the engine's viewJson)
inline constexpr auto Prompt = "prompt";      // the decision waiting on one seat
inline constexpr auto Error = "error";        // a refused request, or a table that cannot go on
inline constexpr auto GameOver = "gameOver";  // the result
// client -> host
inline constexpr auto Answer = "answer";  // option texts for the waiting prompt
inline constexpr auto Undo = "undo";      // back to before the seat's last decision
}  // namespace msg

// The engine speaks Boost.JSON; the wire and the client speak QJsonObject.
QJsonObject toQt(const boost::json::object& o);
QJsonValue toQt(const boost::json::value& v);

// One line of JSON for logs and the wire.
QByteArray toLine(const QJsonObject& o);

}  // namespace inno::net
