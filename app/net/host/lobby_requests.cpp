#include "net/host/lobby_requests.h"

#include "core/rules.h"
#include "json/codec.h"
#include "json/json_io.h"

namespace inno::net {

namespace bj = boost::json;

namespace {

std::optional<int> seatOf(const bj::object& body) {
    if (!body.contains("seat")) return std::nullopt;
    return static_cast<int>(wire::intField(body, "seat"));
}

std::optional<quint64> seedOf(const bj::object& body) {
    const bj::value* v = body.if_contains("seed");
    if (!v) return std::nullopt;
    return v->is_uint64() ? v->get_uint64() : static_cast<quint64>(v->get_int64());  // wire.cpp: a whole number from 0
}

// The table's options: the engine's codec reads them (none given: the engine's defaults), and the engine's setup
// rules judge them with the seat count.
std::variant<Options, RequestError> createOptionsOf(const bj::object& body) {
    const auto players = static_cast<std::size_t>(wire::intField(body, "players", 2));
    QString bad;
    const auto options = net::optionsOf(body.if_contains("options"), static_cast<int>(players), &bad);
    if (!options) return RequestError{"badField", QStringLiteral("Bad \"create\" request: options: %1.").arg(bad)};
    const Options& o = *options;
    if (const std::string why = setupError(o); !why.empty())
        return RequestError{"badSetup", QStringLiteral("These options cannot make a game: %1.").arg(QString::fromStdString(why))};
    return o;
}

template <typename T>
T withSeat(const bj::object& body) {
    T r;
    r.seat = seatOf(body);
    return r;
}

}  // namespace

std::variant<LobbyRequest, RequestError> decodeRequest(const wire::Request& r) {
    const bj::object& b = r.body;
    const std::string_view type = r.type;
    namespace req = wire::request;
    if (type == req::Hello) return LobbyRequest{HelloRequest{wire::intField(b, "protocol"), qstringField(b, "client")}};
    if (type == req::Ping) return LobbyRequest{PingRequest{}};
    if (type == req::List) return LobbyRequest{ListRequest{static_cast<std::size_t>(wire::intField(b, "offset"))}};
    if (type == req::Stats) return LobbyRequest{StatsRequest{}};
    if (type == req::Create) {
        auto options = createOptionsOf(b);
        if (auto* e = std::get_if<RequestError>(&options)) return *e;
        CreateRequest c;
        c.name = qstringField(b, "name");
        c.tableName = qstringField(b, "table");
        c.options = std::get<Options>(options);
        c.password = qstringField(b, "password");
        c.botDelayMs = static_cast<int>(wire::intField(b, "botDelayMs", -1));
        c.seed = seedOf(b);
        c.hints = wire::boolField(b, "hints");
        c.botOnConcede = wire::stringField(b, "onConcede", "bot") != "end";
        return LobbyRequest{std::move(c)};
    }
    if (type == req::Join) {
        JoinRequest j;
        j.table = static_cast<int>(wire::intField(b, "table"));
        j.name = qstringField(b, "name");
        j.password = qstringField(b, "password");
        j.seat = seatOf(b);
        j.spectate = wire::boolField(b, "spectate");
        return LobbyRequest{std::move(j)};
    }
    if (type == req::Resume) {
        const std::string_view token = wire::stringField(b, "token");
        return LobbyRequest{ResumeRequest{static_cast<int>(wire::intField(b, "table")),
                                          QByteArray(token.data(), static_cast<qsizetype>(token.size()))}};
    }
    if (type == req::Leave) return LobbyRequest{LeaveRequest{}};
    if (type == req::Seat) {
        SeatRequest s;
        s.seat = static_cast<int>(wire::intField(b, "seat"));
        const std::string_view player = wire::stringField(b, "player");
        s.player = player == "bot" ? SeatRequest::Player::Bot : player == "human" ? SeatRequest::Player::Human : SeatRequest::Player::Open;
        s.level = parseBotLevel(wire::stringField(b, "level", "easy")).value_or(BotLevel::Easy);
        return LobbyRequest{s};
    }
    if (type == req::Start) {
        StartRequest s;
        if (b.contains("fill")) s.fill = parseBotLevel(wire::stringField(b, "fill"));
        s.seed = seedOf(b);
        return LobbyRequest{s};
    }
    if (type == req::Answer) {
        AnswerRequest a = withSeat<AnswerRequest>(b);
        a.promptId = wire::intField(b, "promptId");
        for (const auto& p : wire::arrayField(b, "picks")) a.picks.emplace_back(wire::stringOf(p));
        return LobbyRequest{std::move(a)};
    }
    if (type == req::Undo) return LobbyRequest{withSeat<UndoRequest>(b)};
    if (type == req::Concede) return LobbyRequest{withSeat<ConcedeRequest>(b)};
    return RequestError{"unknownType", QStringLiteral("Unknown request \"%1\".").arg(qstring(type))};
}

bool changesTables(const LobbyRequest& r) {
    return std::visit([](const auto& q) { return std::decay_t<decltype(q)>::kChanges; }, r);
}

namespace {
template <typename T>
bj::object typed() {
    return bj::object{{"type", T::kType}};
}
void putSeat(bj::object& o, const std::optional<int>& seat) {
    if (seat) o["seat"] = *seat;
}
}  // namespace

bj::object encode(const HelloRequest& r) {
    bj::object o = typed<HelloRequest>();
    o["protocol"] = r.protocol;
    if (!r.client.isEmpty()) o["client"] = jsonString(r.client);
    return o;
}
bj::object encode(const PingRequest&) { return typed<PingRequest>(); }
bj::object encode(const ListRequest& r) {
    bj::object o = typed<ListRequest>();
    if (r.offset) o["offset"] = r.offset;
    return o;
}
bj::object encode(const StatsRequest&) { return typed<StatsRequest>(); }

bj::object encode(const CreateRequest& r) {
    bj::object o = typed<CreateRequest>();
    o["name"] = jsonString(r.name);
    o["players"] = r.options.playerCount;
    o["options"] = optionsJson(r.options);
    if (!r.tableName.isEmpty()) o["table"] = jsonString(r.tableName);
    if (!r.password.isEmpty()) o["password"] = jsonString(r.password);
    if (r.botDelayMs >= 0) o["botDelayMs"] = r.botDelayMs;
    if (r.seed) o["seed"] = *r.seed;
    o["hints"] = r.hints;
    o["onConcede"] = r.botOnConcede ? "bot" : "end";
    return o;
}

bj::object encode(const JoinRequest& r) {
    bj::object o = typed<JoinRequest>();
    o["table"] = r.table;
    if (r.spectate) o["spectate"] = true;
    else o["name"] = jsonString(r.name);
    if (!r.password.isEmpty()) o["password"] = jsonString(r.password);
    putSeat(o, r.seat);
    return o;
}

bj::object encode(const ResumeRequest& r) {
    bj::object o = typed<ResumeRequest>();
    o["table"] = r.table;
    o["token"] = bj::string_view(r.token.constData(), static_cast<std::size_t>(r.token.size()));
    return o;
}

bj::object encode(const LeaveRequest&) { return typed<LeaveRequest>(); }

bj::object encode(const SeatRequest& r) {
    bj::object o = typed<SeatRequest>();
    o["seat"] = r.seat;
    o["player"] = r.player == SeatRequest::Player::Bot ? "bot" : r.player == SeatRequest::Player::Human ? "human" : "open";
    if (r.player == SeatRequest::Player::Bot) o["level"] = botLevelName(r.level);
    return o;
}

bj::object encode(const StartRequest& r) {
    bj::object o = typed<StartRequest>();
    if (r.fill) o["fill"] = botLevelName(*r.fill);
    if (r.seed) o["seed"] = *r.seed;
    return o;
}

bj::object encode(const AnswerRequest& r) {
    bj::object o = typed<AnswerRequest>();
    putSeat(o, r.seat);
    o["promptId"] = r.promptId;
    bj::array picks;
    for (const auto& p : r.picks) picks.emplace_back(p);
    o["picks"] = std::move(picks);
    return o;
}

bj::object encode(const UndoRequest& r) {
    bj::object o = typed<UndoRequest>();
    putSeat(o, r.seat);
    return o;
}

bj::object encode(const ConcedeRequest& r) {
    bj::object o = typed<ConcedeRequest>();
    putSeat(o, r.seat);
    return o;
}

}  // namespace inno::net
