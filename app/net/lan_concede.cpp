// A concession at a LAN table whose host chose "a bot takes the seat": the person leaves the game (they may go
// on watching it), a bot plays their seat to the game's normal end, and the server, not the engine, records it.
#include "lan_server.h"
#include "lan_server_util.h"

#include "protocol.h"

namespace inno::net {

using namespace detail;
namespace bj = boost::json;

bool LanServer::concedeToBot(Conn& c, Table& t, const wire::Request& r) {
    // Anything this does not handle goes to the table, which refuses it or (the other choice) ends the game.
    if (!t.botOnConcede || !t.host || !t.host->game() || t.host->game()->over()) return false;
    if (c.seat < 0 || c.seat >= static_cast<int>(t.seats.size())) return false;
    Seat& s = t.seats[static_cast<std::size_t>(c.seat)];
    if (s.kind != Seat::Kind::Human) return false;
    // The seat goes to the table's strongest bot, and at least to Hard: the game stays worth finishing.
    BotLevel level = BotLevel::Hard;
    for (const auto& other : t.seats)
        if (other.kind == Seat::Kind::Bot && !other.standIn && other.level > level) level = other.level;
    const int seat = c.seat;
    s.kind = Seat::Kind::Bot;
    s.level = level;
    s.standIn = false;
    s.conceded = true;
    s.concededAt = static_cast<int>(t.host->game()->events().size());
    // Written down before anyone is told, like every change.
    journal(t, bj::object{{"t", "concede"}, {"seat", seat}, {"bot", true}, {"level", botLevelName(level)}, {"at", s.concededAt}});
    qCInfo(lcServer) << "seat" << seat << "of table" << t.id << "conceded; a bot plays it";
    emit logLine(tr("%1 conceded at table %2; a bot plays their seat.").arg(s.name).arg(t.id));
    sendOk(c, r.seq, r.type, bj::object{{"conceded", true}, {"level", botLevelName(level)}});
    // The person leaves the seat and may watch: their connection becomes a spectator's.
    const int connId = c.id;
    detach(c);
    reseat(t);
    if (Conn* cc = conn(connId)) {
        attach(*cc, t, -1);
        send(*cc,
             bj::object{{"type", "notice"},
                        {"code", "conceded"},
                        {"level", botLevelName(level)},
                        {"message", jsonString(tr("You conceded. A bot plays your seat now: you can watch the game to "
                                                  "its end, or leave the table."))}},
             t.ticket);
    }
    broadcastSeats(t);
    return true;
}

}  // namespace inno::net
