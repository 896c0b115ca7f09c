// One table of the LAN lobby: its settings, its seats and who sits in them, its game (a TableHost once started),
// and what it says about itself: the summary in lists and discovery, the "seats" message each seat is sent, and
// the record the table store keeps.
#pragma once

#include "net/lan/stored_table.h"
#include "net/host/table_host.h"

#include "bots/bot.h"
#include "core/state.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QSet>
#include <QString>
#include <QStringList>

#include <boost/json.hpp>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace inno::net {

struct LobbySeat {
    enum class Kind { Open, Human, Bot };
    Kind kind = Kind::Open;
    QString name;
    BotLevel level = BotLevel::Easy;
    QByteArray tokenHash;   // hex SHA-256 of the seat's token: the token itself is never kept
    bool standIn = false;   // a bot playing for an away person, at the host's request
    int conn = 0;           // the connection sitting here now (0: away)
    bool conceded = false;  // the person conceded and a bot plays the seat for good
    int concededAt = -1;    // and how many events the game had then (where the log says so)
};

struct LobbyTable {
    enum class Phase { Lobby, Playing, Over };

    int id = 0;
    QString name;
    Options options;  // playerCount: the seats
    QByteArray passwordSalt, passwordHash;  // empty hash: no password
    Phase phase = Phase::Lobby;
    std::vector<LobbySeat> seats;
    int hostSeat = 0;
    quint64 seed = 0;
    bool seedFixed = false;  // the host chose the deal at create: every seat is shown the seed
    int botDelayMs = 0;
    qint64 created = 0;        // seconds since the epoch
    bool hints = false;        // seated people may ask for hints (computed in their clients)
    bool botOnConcede = true;  // a concession gives the seat to a bot (false: the game ends)
    QString ownerAddress;      // the address that opened it
    int ownerConn = 0;         // and the connection (0: restored)

    std::unique_ptr<TableHost> host;
    std::size_t storedAnswers = 0;  // answers handed to the table store
    int conceded = -1;              // the seat that ended the game by conceding
    std::uint64_t ticket = 0;       // the table's last change: messages wait until it is on disk
    QSet<int> spectators;
    QElapsedTimer idle;  // since someone was last at it

    int players() const { return options.playerCount; }
    int openSeats() const;
    int people() const;  // seats a person holds
    bool anyoneHere() const;
    bool checkPassword(const QByteArray& password) const;
    std::size_t answers() const;  // of its game (0 before the start)
    QStringList seatedNames() const;

    boost::json::object summary() const;
    boost::json::object seatsMessage(int forSeat) const;
    // The table as the store keeps it: its settings and seats (`withAnswers`: and its game's answers).
    StoredTable stored(bool withAnswers = false) const;
    // The save its game is restored from, with the first `count` of `answers`.
    QString restoreSave(const std::vector<StoredAnswer>& answers, std::size_t count) const;
};

const char* seatKindName(LobbySeat::Kind k);
std::optional<LobbySeat::Kind> parseSeatKind(std::string_view s);
const char* phaseName(LobbyTable::Phase p);

}  // namespace inno::net
