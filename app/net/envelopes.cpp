#include "envelopes.h"

#include "wire.h"

#include "core/card.h"
#include "core/card_set.h"
#include "core/notation.h"
#include "core/queries.h"
#include "json/codec.h"
#include "json/json_io.h"

namespace inno::net {

namespace bj = boost::json;

namespace {

[[noreturn]] void fail(const std::string& why) { throw json::DecodeError(why); }

const bj::value& required(const bj::object& o, std::string_view key) {
    const bj::value* v = o.if_contains(key);
    if (!v) fail("missing \"" + std::string(key) + "\"");
    return *v;
}

const bj::array& requiredArray(const bj::object& o, std::string_view key) {
    const bj::value& v = required(o, key);
    if (!v.is_array()) fail("\"" + std::string(key) + "\" must be a list");
    return v.get_array();
}

QString requiredText(const bj::object& o, std::string_view key) {
    const bj::value& v = required(o, key);
    if (!v.is_string()) fail("\"" + std::string(key) + "\" must be text");
    return qstring(v.get_string());
}

// Runs a decoder, turning what it throws about the message into `error`.
template <typename T, typename F>
std::optional<T> decodeWith(F&& f, QString* error) {
    try {
        return f();
    } catch (const json::DecodeError& e) {
        if (error) *error = QString::fromUtf8(e.what());
    } catch (const std::invalid_argument& e) {  // a value of the wrong kind (Boost.JSON's as_* accessors)
        if (error) *error = QString::fromUtf8(e.what());
    }
    return std::nullopt;
}

}  // namespace

TableStart tableStartOf(const GameState& initial) {
    TableStart s;
    for (int set = 0; set < setCount(); ++set)
        if (initial.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                s.deckSizes.emplace_back(deckKey(static_cast<SetId>(set), a),
                                         static_cast<int>(initial.supply(static_cast<SetId>(set), a).size()));
    for (CardId c : initial.availableAchievements()) s.available.push_back(std::to_string(age(c)));
    for (const SpecialDef& sp : allSpecials())
        if (initial.availableSpecials & specialBit(sp.id)) s.available.emplace_back(sp.name);
    return s;
}

bj::object encode(const TableStart& s) {
    bj::object decks;
    for (const auto& [pile, size] : s.deckSizes) decks[pile] = size;
    bj::array available;
    for (const auto& a : s.available) available.emplace_back(a);
    return bj::object{{"deckSizes", std::move(decks)}, {"available", std::move(available)}};
}

bj::object encode(const TableEnvelope& t) {
    bj::array players;
    for (const auto& p : t.players) {
        bj::object po{{"name", jsonString(p.name)}, {"human", p.human}};
        if (p.level) po["level"] = botLevelName(*p.level);
        if (p.concededAt >= 0) po["concededAt"] = p.concededAt;
        players.push_back(std::move(po));
    }
    bj::array seats;
    for (int s : t.seats) seats.push_back(s);
    return bj::object{{"type", msg::Table},          {"start", encode(t.start)},     {"protocol", t.protocol},
                      {"seats", std::move(seats)},    {"players", std::move(players)}, {"options", json::optionsJson(t.options)}};
}

bj::object encode(const GameOverEnvelope& g) {
    bj::array winners;
    for (const QString& w : g.winners) winners.push_back(jsonString(w));
    bj::array players;
    for (const auto& p : g.players)
        players.push_back(bj::object{{"name", jsonString(p.name)}, {"score", p.score}, {"achievements", p.achievements}, {"winner", p.winner}});
    bj::object o{{"type", msg::GameOver}, {"winners", std::move(winners)}, {"players", std::move(players)}, {"turns", g.turns}};
    if (!g.reason.isEmpty()) o["reason"] = jsonString(g.reason);
    if (!g.conceded.isEmpty()) o["conceded"] = jsonString(g.conceded);
    if (!g.card.isEmpty()) o["card"] = jsonString(g.card);
    return o;
}

bj::object encode(const ErrorEnvelope& e) {
    bj::object o{{"type", msg::Error}, {"message", jsonString(e.message)}};
    if (!e.code.isEmpty()) o["code"] = jsonString(e.code);
    if (!e.re.empty()) o["re"] = e.re;
    if (e.inReplyTo > 0) o["inReplyTo"] = e.inReplyTo;
    if (e.seat) o["seat"] = *e.seat;
    if (e.fatal) o["fatal"] = true;
    return o;
}

std::optional<TableEnvelope> decodeTable(const bj::object& m, QString* error) {
    return decodeWith<TableEnvelope>([&] {
        TableEnvelope t;
        t.protocol = static_cast<int>(wire::intOf(required(m, "protocol"), -1));
        for (const auto& s : requiredArray(m, "seats")) t.seats.push_back(static_cast<int>(wire::intOf(s, -1)));
        Names names;
        for (const auto& pv : requiredArray(m, "players")) {
            if (!pv.is_object()) fail("a player must be an object");
            const bj::object& po = pv.get_object();
            TablePlayer p;
            p.name = requiredText(po, "name");
            p.human = wire::boolField(po, "human", true);
            if (!p.human) p.level = parseBotLevel(wire::stringField(po, "level"));
            p.concededAt = static_cast<int>(wire::intField(po, "concededAt", -1));
            names.push_back(p.name.toStdString());
            t.players.push_back(std::move(p));
        }
        t.options = json::decode<Options>(required(m, "options"), json::Seats{names});
        const bj::value& start = required(m, "start");
        if (!start.is_object()) fail("\"start\" must be an object");
        for (const auto& kv : wire::objectField(start.get_object(), "deckSizes"))
            t.start.deckSizes.emplace_back(std::string(kv.key()), static_cast<int>(wire::intOf(kv.value())));
        for (const auto& a : wire::arrayField(start.get_object(), "available")) t.start.available.emplace_back(wire::stringOf(a));
        return t;
    }, error);
}

std::optional<GameOverEnvelope> decodeGameOver(const bj::object& m, QString* error) {
    return decodeWith<GameOverEnvelope>([&] {
        GameOverEnvelope g;
        g.winners = qstringsOf(requiredArray(m, "winners"));
        g.reason = qstringField(m, "reason");
        g.card = qstringField(m, "card");
        g.conceded = qstringField(m, "conceded");
        g.turns = static_cast<int>(wire::intField(m, "turns"));
        for (const auto& pv : requiredArray(m, "players")) {
            if (!pv.is_object()) fail("a player must be an object");
            const bj::object& po = pv.get_object();
            g.players.push_back({requiredText(po, "name"), static_cast<int>(wire::intField(po, "score")),
                                 static_cast<int>(wire::intField(po, "achievements")), wire::boolField(po, "winner")});
        }
        return g;
    }, error);
}

std::optional<ErrorEnvelope> decodeError(const bj::object& m, QString* error) {
    return decodeWith<ErrorEnvelope>([&] {
        ErrorEnvelope e;
        e.message = requiredText(m, "message");
        e.code = qstringField(m, "code");
        e.re = std::string(wire::stringField(m, "re"));
        e.inReplyTo = wire::intField(m, "inReplyTo");
        if (m.contains("seat")) e.seat = static_cast<int>(wire::intField(m, "seat", -1));
        e.fatal = wire::boolField(m, "fatal");
        return e;
    }, error);
}

}  // namespace inno::net
