#include "net/host/envelopes.h"

#include "net/wire/wire.h"

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

std::string quoted(std::string_view key) { return "\"" + std::string(key) + "\""; }

// The readers of the one policy (see envelopes.h): a field that is missing gives its default; a field that is
// present must be of its kind, or the whole message is refused with the field's name.
const bj::value& required(const bj::object& o, std::string_view key) {
    const bj::value* v = o.if_contains(key);
    if (!v) fail("missing " + quoted(key));
    return *v;
}

std::int64_t wholeOf(const bj::value& v, const std::string& what, std::int64_t lo, std::int64_t hi) {
    if (!v.is_number()) fail(what + " must be a number");
    const std::int64_t n = wire::intOf(v, 0);
    if (n != wire::intOf(v, 1)) fail(what + " must be a whole number");  // only a fallback differs with the fallback
    if (n < lo || n > hi) fail(what + " must be from " + std::to_string(lo) + " to " + std::to_string(hi));
    return n;
}

std::int64_t intField(const bj::object& o, std::string_view key, std::int64_t fallback, std::int64_t lo, std::int64_t hi) {
    const bj::value* v = o.if_contains(key);
    return v ? wholeOf(*v, quoted(key), lo, hi) : fallback;
}

bool boolField(const bj::object& o, std::string_view key, bool fallback) {
    const bj::value* v = o.if_contains(key);
    if (!v) return fallback;
    if (!v->is_bool()) fail(quoted(key) + " must be true or false");
    return v->get_bool();
}

QString textOf(const bj::value& v, const std::string& what) {
    if (!v.is_string()) fail(what + " must be text");
    return qstring(v.get_string());
}

QString textField(const bj::object& o, std::string_view key) {
    const bj::value* v = o.if_contains(key);
    return v ? textOf(*v, quoted(key)) : QString();
}

QString requiredText(const bj::object& o, std::string_view key) { return textOf(required(o, key), quoted(key)); }

const bj::array& arrayField(const bj::object& o, std::string_view key) {
    static const bj::array none;
    const bj::value* v = o.if_contains(key);
    if (!v) return none;
    if (!v->is_array()) fail(quoted(key) + " must be a list");
    return v->get_array();
}

const bj::object& objectField(const bj::object& o, std::string_view key) {
    static const bj::object none;
    const bj::value* v = o.if_contains(key);
    if (!v) return none;
    if (!v->is_object()) fail(quoted(key) + " must be an object");
    return v->get_object();
}

const bj::object& objectItem(const bj::value& v, std::string_view list) {
    if (!v.is_object()) fail("an item of " + quoted(list) + " must be an object");
    return v.get_object();
}

QStringList textsField(const bj::object& o, std::string_view key) {
    QStringList out;
    for (const auto& v : arrayField(o, key)) out.push_back(textOf(v, "an item of " + quoted(key)));
    return out;
}

constexpr std::int64_t kMaxCount = 1'000'000;  // far above any count of cards, turns or points

// Runs a decoder, turning what it throws about the message into `error`.
template <typename T, typename F>
std::optional<T> decodeWith(F&& f, QString* error) {
    try {
        return f();
    } catch (const json::DecodeError& e) {
        if (error) *error = QString::fromUtf8(e.what());
    } catch (const std::exception& e) {  // anything else a bad value could make a reader throw: refused too
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
                      {"seats", std::move(seats)},    {"players", std::move(players)}, {"options", optionsJson(t.options)}};
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
        t.protocol = static_cast<int>(intField(m, "protocol", kProtocolVersion, 0, kMaxCount));
        const bj::array& players = arrayField(m, "players");
        if (players.empty() || players.size() > static_cast<std::size_t>(kMaxPlayers))
            fail("\"players\" must list 1 to " + std::to_string(kMaxPlayers) + " players");
        Names names;
        for (const auto& pv : players) {
            const bj::object& po = objectItem(pv, "players");
            TablePlayer p;
            p.name = requiredText(po, "name");
            p.human = boolField(po, "human", true);
            // A level this program does not know (a newer server's): a bot all the same.
            const QString level = textField(po, "level");
            if (!p.human) p.level = parseBotLevel(level.toStdString());
            p.concededAt = static_cast<int>(intField(po, "concededAt", -1, -1, INT32_MAX));
            names.push_back(p.name.toStdString());
            t.players.push_back(std::move(p));
        }
        for (const auto& s : arrayField(m, "seats"))
            t.seats.push_back(static_cast<int>(wholeOf(s, "a seat", 0, static_cast<std::int64_t>(players.size()) - 1)));
        QString why;
        const auto options = optionsOf(m.if_contains("options"), static_cast<int>(names.size()), &why);
        if (!options) fail("\"options\": " + why.toStdString());
        t.options = *options;
        const bj::object& start = objectField(m, "start");
        for (const auto& kv : objectField(start, "deckSizes"))
            t.start.deckSizes.emplace_back(std::string(kv.key()), static_cast<int>(wholeOf(kv.value(), "a deck size", 0, kMaxCount)));
        for (const QString& a : textsField(start, "available")) t.start.available.push_back(a.toStdString());
        return t;
    }, error);
}

std::optional<GameOverEnvelope> decodeGameOver(const bj::object& m, QString* error) {
    return decodeWith<GameOverEnvelope>([&] {
        GameOverEnvelope g;
        g.winners = textsField(m, "winners");
        g.reason = textField(m, "reason");
        g.card = textField(m, "card");
        g.conceded = textField(m, "conceded");
        g.turns = static_cast<int>(intField(m, "turns", 0, 0, kMaxCount));
        for (const auto& pv : arrayField(m, "players")) {
            const bj::object& po = objectItem(pv, "players");
            g.players.push_back({requiredText(po, "name"), static_cast<int>(intField(po, "score", 0, -kMaxCount, kMaxCount)),
                                 static_cast<int>(intField(po, "achievements", 0, 0, kMaxCount)), boolField(po, "winner", false)});
        }
        return g;
    }, error);
}

std::optional<ErrorEnvelope> decodeError(const bj::object& m, QString* error) {
    return decodeWith<ErrorEnvelope>([&] {
        ErrorEnvelope e;
        e.message = requiredText(m, "message");
        e.code = textField(m, "code");
        e.re = textField(m, "re").toStdString();
        e.inReplyTo = intField(m, "inReplyTo", 0, 0, INT64_MAX);
        if (m.contains("seat")) e.seat = static_cast<int>(intField(m, "seat", -1, -1, kMaxPlayers - 1));
        e.fatal = boolField(m, "fatal", false);
        return e;
    }, error);
}

namespace {
int seatField(const bj::object& m) { return static_cast<int>(intField(m, "seat", -1, -1, kMaxPlayers - 1)); }
const bj::object& requiredObject(const bj::object& m, std::string_view key) {
    const bj::value& v = required(m, key);
    if (!v.is_object()) fail(quoted(key) + " must be an object");
    return v.get_object();
}
}  // namespace

bj::object encode(EventsEnvelope e) {
    return bj::object{{"type", msg::Events}, {"seat", e.seat}, {"first", e.first}, {"replay", e.replay}, {"events", std::move(e.events)}};
}

bj::object encode(ViewEnvelope v) {
    return bj::object{{"type", msg::View},
                      {"seat", v.seat},
                      {"view", std::move(v.view)},
                      {"answers", v.answers},
                      {"canUndo", v.canUndo},
                      {"stalled", v.stalled.toStdString()}};
}

bj::object encode(PromptEnvelope p) {
    return bj::object{{"type", msg::Prompt}, {"seat", p.seat}, {"promptId", p.promptId}, {"prompt", std::move(p.prompt)}};
}

std::optional<EventsEnvelope> decodeEvents(const bj::object& m, QString* error) {
    return decodeWith<EventsEnvelope>([&] {
        EventsEnvelope e;
        e.seat = seatField(m);
        e.first = intField(m, "first", 0, 0, INT64_MAX);
        e.replay = boolField(m, "replay", false);
        e.events = arrayField(m, "events");
        for (const bj::value& v : e.events)
            if (!v.is_object()) fail("every one of \"events\" must be an object");
        return e;
    }, error);
}

std::optional<ViewEnvelope> decodeView(const bj::object& m, QString* error) {
    return decodeWith<ViewEnvelope>([&] {
        ViewEnvelope v;
        v.seat = seatField(m);
        v.view = requiredObject(m, "view");
        v.answers = intField(m, "answers", 0, 0, INT64_MAX);
        v.canUndo = boolField(m, "canUndo", false);
        v.stalled = textField(m, "stalled");
        return v;
    }, error);
}

std::optional<PromptEnvelope> decodePrompt(const bj::object& m, QString* error) {
    return decodeWith<PromptEnvelope>([&] {
        PromptEnvelope p;
        p.seat = seatField(m);
        p.promptId = intField(m, "promptId", 0, 0, INT64_MAX);
        p.prompt = requiredObject(m, "prompt");
        return p;
    }, error);
}

QString errorText(const bj::object& m) {
    QString why;
    if (const auto e = decodeError(m, &why)) return e->message;
    return QStringLiteral("The server sent an error this program cannot read (%1).").arg(why);
}

}  // namespace inno::net
