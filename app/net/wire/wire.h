// The LAN wire format, without Qt: newline-delimited JSON frames, their size limit, the decoder and
// validator of every client request, and a token-bucket rate limiter. See docs/protocol.md.
//
// Kept free of Qt on purpose: the libFuzzer target in fuzz/ compiles this file alone with clang.
#pragma once

#include <boost/json.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <optional>
#include <string>
#include <string_view>

namespace inno::wire {

// Must equal inno::net::kProtocolVersion (protocol.h); lan_server.cpp checks it at compile time.
// 2: `create` carries the game's options as the engine encodes them (an "options" object).
inline constexpr int kWireVersion = 3;

// The requests a client may send, by name: one definition each (the decoder here, the typed requests of
// lobby_requests.h and the table messages of protocol.h use these).
namespace request {
inline constexpr std::string_view Hello = "hello";
inline constexpr std::string_view Ping = "ping";
inline constexpr std::string_view List = "list";
inline constexpr std::string_view Stats = "stats";
inline constexpr std::string_view Create = "create";
inline constexpr std::string_view Join = "join";
inline constexpr std::string_view Resume = "resume";
inline constexpr std::string_view Leave = "leave";
inline constexpr std::string_view Seat = "seat";
inline constexpr std::string_view Start = "start";
inline constexpr std::string_view Answer = "answer";
inline constexpr std::string_view Undo = "undo";
inline constexpr std::string_view Concede = "concede";
inline constexpr std::array<std::string_view, 13> kAll = {Hello, Ping,  List,  Stats,  Create, Join,   Resume,
                                                          Leave, Seat, Start, Answer, Undo,   Concede};
}  // namespace request

// A client's frame (one request) may hold at most this many bytes before its newline.
inline constexpr std::size_t kMaxClientFrame = 16 * 1024;
// A server's frame (a whole game's events on a resync) may be far larger.
inline constexpr std::size_t kMaxServerFrame = 16 * 1024 * 1024;
// Discovery datagrams. A probe is padded to kProbeSize, and a server answers only with an announcement no
// larger than the probe it got (a probe cannot be used to send someone more than it costs).
inline constexpr std::size_t kMaxProbe = 512;
inline constexpr std::size_t kProbeSize = 384;
inline constexpr std::size_t kMaxAnnounce = 8 * 1024;
inline constexpr std::uint16_t kDefaultPort = 47411;
inline constexpr std::uint16_t kDefaultDiscoveryPort = 47412;

// Limits of the fields a client may send.
inline constexpr std::size_t kMaxNameLength = 24;       // a player's name, in UTF-8 bytes
inline constexpr std::size_t kMaxTableNameLength = 40;
inline constexpr std::size_t kMaxPasswordLength = 64;
inline constexpr int kMaxSeats = 5;  // seats at a table (the engine's kMaxPlayers)
inline constexpr std::size_t kMaxPicks = 64;
inline constexpr std::size_t kMaxPickLength = 96;
inline constexpr std::size_t kTokenLength = 32;  // hex digits of a seat token (128 bits)
// A "tables" reply lists at most this many tables (the request's "offset" pages through the rest).
inline constexpr std::size_t kListPage = 50;

// Splits a byte stream into frames at '\n' (a '\r' before it is dropped). A frame longer than the limit is
// reported once as oversized and skipped up to its newline, so the stream stays usable.
class FrameReader {
public:
    explicit FrameReader(std::size_t maxFrame) : max_(maxFrame) {}
    enum class Status { Frame, NeedMore, Oversized };
    void feed(std::string_view bytes);
    Status next(std::string& frame);
    std::size_t buffered() const { return buf_.size() - start_; }

private:
    std::string buf_;
    std::size_t start_ = 0;    // first unread byte
    std::size_t scanned_ = 0;  // bytes after start_ already known to hold no newline
    bool discarding_ = false;  // inside an oversized frame: drop bytes up to the next newline
    std::size_t max_;
};

// One decoded and validated client request.
struct Request {
    std::string type;
    std::int64_t seq = 0;
    boost::json::object body;  // the whole message, fields checked against the request's schema
};

struct DecodeError {
    std::string code;     // badJson, notObject, badType, unknownType, badSeq, badField
    std::string message;  // for people
    std::string type;     // the request's type when it could be read
    std::int64_t seq = 0;  // the request's sequence number when it could be read (0: none)
};

struct Decoded {
    std::optional<Request> request;
    DecodeError error;  // when !request
};

// Decodes one frame from a client and checks it against the schema of its type. Never throws.
Decoded decodeRequest(std::string_view frame);

// The request types a client may send.
bool isRequestType(std::string_view type);

// Any frame from a server: a JSON object with a string "type". Never throws.
std::optional<boost::json::object> decodeServerFrame(std::string_view frame, std::string* error = nullptr);

// One frame: the compact JSON and a newline.
std::string encodeFrame(const boost::json::object& message);

// Discovery: a probe asks every server that hears it to announce itself to the sender (padded to kProbeSize).
std::string encodeProbe(std::string_view nonce);
// The nonce of a valid probe (protocol version checked), or nothing.
std::optional<std::string> decodeProbe(std::string_view datagram);
// A server's announcement, or nothing when the datagram is not one.
std::optional<boost::json::object> decodeAnnounce(std::string_view datagram);

// A token bucket: `rate` tokens a second, at most `burst` saved up (it starts full, or with `tokens`).
class RateLimiter {
public:
    RateLimiter(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}
    RateLimiter(double rate, double burst, double tokens) : rate_(rate), burst_(burst), tokens_(std::min(tokens, burst)) {}
    // Takes `cost` tokens at time `now` (seconds, monotonic); false (and nothing taken) when too few are left.
    bool take(double now, double cost = 1.0);
    // Whether `cost` tokens are there at time `now` (nothing taken).
    bool has(double now, double cost = 1.0);
    // The tokens there at time `now`.
    double tokens(double now);

private:
    double rate_, burst_, tokens_;
    double last_ = -1;
};

// Reading any message, checked or not: a missing key or a value of another kind gives the fallback (an object
// or array: an empty one), so bad input never throws. A whole number may come as any kind of JSON number.
std::string_view stringOf(const boost::json::value& v, std::string_view fallback = {});
std::int64_t intOf(const boost::json::value& v, std::int64_t fallback = 0);
bool boolOf(const boost::json::value& v, bool fallback = false);
const boost::json::object& objectOf(const boost::json::value& v);
const boost::json::array& arrayOf(const boost::json::value& v);

std::string_view stringField(const boost::json::object& o, std::string_view key, std::string_view fallback = {});
std::int64_t intField(const boost::json::object& o, std::string_view key, std::int64_t fallback = 0);
bool boolField(const boost::json::object& o, std::string_view key, bool fallback = false);
const boost::json::object& objectField(const boost::json::object& o, std::string_view key);
const boost::json::array& arrayField(const boost::json::object& o, std::string_view key);

}  // namespace inno::wire
