#include "model/envelopes.h"

#include "protocol.h"
#include "wire.h"

#include "json/codec.h"

#include <string>

namespace inno::client {

namespace bj = boost::json;
using net::qstringField;

TableEnvelope decodeTable(const bj::object& m) {
    TableEnvelope t;
    for (const auto& s : wire::arrayField(m, "seats")) t.seats.push_back(static_cast<int>(wire::intOf(s)));
    Names names;
    for (const auto& pv : wire::arrayField(m, "players")) {
        const bj::object& po = wire::objectOf(pv);
        t.players.push_back({qstringField(po, "name"), wire::boolField(po, "human", true), qstringField(po, "level"),
                             wire::intField(po, "concededAt", -1)});
        names.push_back(t.players.back().name.toStdString());
    }
    if (const bj::value* options = m.if_contains("options"); options && !options->is_null())
        t.options = json::decode<Options>(*options, json::Seats{names});
    t.options.playerCount = static_cast<int>(t.players.size());
    const bj::object& start = wire::objectField(m, "start");
    const bj::object& decks = wire::objectField(start, "deckSizes");
    for (int a = 1; a <= kAges; ++a) t.deckSizes[a - 1] = static_cast<int>(wire::intField(decks, std::to_string(a)));
    t.available = net::qstringsOf(wire::arrayField(start, "available"));
    return t;
}

GameResult decodeGameOver(const bj::object& m) {
    GameResult r;
    r.winners = net::qstringsOf(wire::arrayField(m, "winners"));
    r.reason = qstringField(m, "reason");
    r.card = qstringField(m, "card");
    r.conceded = qstringField(m, "conceded");
    r.turns = static_cast<int>(wire::intField(m, "turns"));
    for (const auto& pv : wire::arrayField(m, "players")) {
        const bj::object& po = wire::objectOf(pv);
        r.players.push_back({qstringField(po, "name"), static_cast<int>(wire::intField(po, "score")),
                             static_cast<int>(wire::intField(po, "achievements")), wire::boolField(po, "winner")});
    }
    return r;
}

ErrorEnvelope decodeError(const bj::object& m) { return {wire::boolField(m, "fatal"), qstringField(m, "message")}; }

}  // namespace inno::client
