// The requests a client sends to a LAN server, typed: each has its wire name (wire::request), its fields, one
// encoder (the client's TcpTransport and the load test use it) and one decoder (the server's). wire.cpp checks a
// frame's shape first (sizes, kinds, ranges: the fuzzed part); decodeRequest() then turns the checked frame into
// its type once, the game's options through the engine's codec and judged by the engine's setup rules. The server
// hands each type to its own handler. See docs/protocol.md.
#pragma once

#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "bots/bot.h"
#include "core/state.h"

#include <QByteArray>
#include <QString>

#include <boost/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace inno::net {

// kChanges: the request changes a table (refused while the server cannot save).
struct HelloRequest {
    static constexpr std::string_view kType = wire::request::Hello;
    static constexpr bool kChanges = false;
    std::int64_t protocol = kProtocolVersion;
    QString client;
};
struct PingRequest {
    static constexpr std::string_view kType = wire::request::Ping;
    static constexpr bool kChanges = false;
};
struct ListRequest {
    static constexpr std::string_view kType = wire::request::List;
    static constexpr bool kChanges = false;
    std::size_t offset = 0;
};
struct StatsRequest {
    static constexpr std::string_view kType = wire::request::Stats;
    static constexpr bool kChanges = false;
};
struct CreateRequest {
    static constexpr std::string_view kType = wire::request::Create;
    static constexpr bool kChanges = true;
    QString name;       // the host's name
    QString tableName;  // empty: "<name>'s table"
    Options options;    // playerCount: the seats at the table
    QString password;
    int botDelayMs = -1;          // -1: the server's default
    std::optional<quint64> seed;  // a chosen deal, shown to everyone who joins (none: the server deals)
    bool hints = false;           // seated people may ask the Expert for hints (computed in their own client)
    bool botOnConcede = true;     // a conceding player's seat goes to a bot (false: the game ends)
};
struct JoinRequest {
    static constexpr std::string_view kType = wire::request::Join;
    static constexpr bool kChanges = true;
    int table = 0;
    QString name;
    QString password;
    std::optional<int> seat;  // a seat asked for (none: the first open one)
    bool spectate = false;
};
struct ResumeRequest {
    static constexpr std::string_view kType = wire::request::Resume;
    static constexpr bool kChanges = false;  // what it changes waits for the disk like everything else
    int table = 0;
    QByteArray token;
};
struct LeaveRequest {
    static constexpr std::string_view kType = wire::request::Leave;
    static constexpr bool kChanges = false;
};
struct SeatRequest {
    static constexpr std::string_view kType = wire::request::Seat;
    static constexpr bool kChanges = true;
    enum class Player { Open, Human, Bot };
    int seat = 0;
    Player player = Player::Open;
    BotLevel level = BotLevel::Easy;
};
struct StartRequest {
    static constexpr std::string_view kType = wire::request::Start;
    static constexpr bool kChanges = true;
    std::optional<BotLevel> fill;  // a bot level for the open seats
    std::optional<quint64> seed;
};
struct AnswerRequest {
    static constexpr std::string_view kType = wire::request::Answer;
    static constexpr bool kChanges = true;
    std::optional<int> seat;  // none: the connection's own
    std::int64_t promptId = 0;
    std::vector<std::string> picks;
};
struct UndoRequest {
    static constexpr std::string_view kType = wire::request::Undo;
    static constexpr bool kChanges = true;
    std::optional<int> seat;
};
struct ConcedeRequest {
    static constexpr std::string_view kType = wire::request::Concede;
    static constexpr bool kChanges = true;
    std::optional<int> seat;
};

using LobbyRequest = std::variant<HelloRequest, PingRequest, ListRequest, StatsRequest, CreateRequest, JoinRequest, ResumeRequest,
                                  LeaveRequest, SeatRequest, StartRequest, AnswerRequest, UndoRequest, ConcedeRequest>;

struct RequestError {
    std::string code;  // badField, badSetup
    QString message;
};

// A frame wire::decodeRequest() accepted, as its type; or why it cannot be one.
std::variant<LobbyRequest, RequestError> decodeRequest(const wire::Request& r);
bool changesTables(const LobbyRequest& r);

// The request as a message (without its seq, which the connection adds).
boost::json::object encode(const HelloRequest& r);
boost::json::object encode(const PingRequest& r);
boost::json::object encode(const ListRequest& r);
boost::json::object encode(const StatsRequest& r);
boost::json::object encode(const CreateRequest& r);
boost::json::object encode(const JoinRequest& r);
boost::json::object encode(const ResumeRequest& r);
boost::json::object encode(const LeaveRequest& r);
boost::json::object encode(const SeatRequest& r);
boost::json::object encode(const StartRequest& r);
boost::json::object encode(const AnswerRequest& r);
boost::json::object encode(const UndoRequest& r);
boost::json::object encode(const ConcedeRequest& r);

}  // namespace inno::net
