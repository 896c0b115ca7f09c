// The LAN server's lobby: its tables and seats, who may join, start and play, and what everyone at a table is
// told. It knows no sockets: connections are numbers it is given (enter/leave), and it speaks through a
// LobbyPeer, so it can be driven without a network (tests/net/test_lobby.cpp). Every request has its own handler,
// which either changes a table (writes the change to the table store and answers `ok`) or refuses and changes
// nothing. Messages that depend on a change carry its store ticket and reach nobody before it is on disk.
#pragma once

#include "net/host/lobby_requests.h"
#include "net/lan/lobby_table.h"
#include "net/lan/log_limiter.h"
#include "net/lan/player_names.h"
#include "net/lan/server_config.h"
#include "net/lan/table_store.h"

#include <QObject>
#include <QStringList>

#include <boost/json.hpp>

#include <map>
#include <memory>

namespace inno::net {

// What the lobby needs of the connections.
class LobbyPeer {
public:
    virtual ~LobbyPeer() = default;
    // To connection `conn`, once the store holds `ticket`, after everything sent to it before.
    virtual void send(int conn, boost::json::object message, std::uint64_t ticket) = 0;
    // At once, ahead of what waits for the store (notices that must not wait for the disk).
    virtual void sendNow(int conn, boost::json::object message) = 0;
    // Closes the connection after what was sent to it.
    virtual void drop(int conn, const QString& why) = 0;
    // A refused request that counts against the connection (a wrong password or token).
    virtual void countViolation(int conn) = 0;
};

// Who asked: the connection and its request's seq and type (replies carry them).
struct Asker {
    int conn = 0;
    std::int64_t seq = 0;
    std::string_view type;
};

class Lobby : public QObject {
    Q_OBJECT
public:
    Lobby(const ServerConfig& config, TableStore& store, LobbyPeer& peer, LogLimiter& log, QObject* parent = nullptr);
    ~Lobby() override;

    // ---- connections: a welcomed one comes in with its address; a closed one leaves (its seat stays, away)
    void enter(int conn, const QString& address);
    void leave(int conn);

    // ---- requests
    void handle(const Asker& a, const CreateRequest& r);
    void handle(const Asker& a, const JoinRequest& r);
    void handle(const Asker& a, const ResumeRequest& r);
    void handle(const Asker& a, const LeaveRequest& r);
    void handle(const Asker& a, const SeatRequest& r);
    void handle(const Asker& a, const StartRequest& r);
    void handle(const Asker& a, const AnswerRequest& r);
    void handle(const Asker& a, const UndoRequest& r);
    void handle(const Asker& a, const ConcedeRequest& r);
    // One page of table summaries (tables people can join first), as the `tables` reply has them.
    boost::json::object listPage(std::size_t offset) const;
    // The store ticket a reply to `conn` waits for (its table's last change).
    std::uint64_t ticketFor(int conn) const;
    int seatOf(int conn) const;  // -1: none (or a spectator)

    // ---- the store: restores the tables it read (or imported); returns what it could not restore
    QStringList restore(const std::vector<StoredTable>& tables, const std::vector<StoredGuesses>& guesses);
    std::vector<StoredTable> storedTables() const;  // every table, with its answers
    std::vector<StoredGuesses> storedGuesses() const;
    // The disk refuses writes (or takes them again): bots wait, and everyone at a table is told at once.
    void storageStatus(bool failing, const QString& text);

    // ---- the owner and housekeeping
    QList<int> tableIds() const;
    const TableHost* tableHost(int table) const;
    boost::json::array tableSummaries() const;
    int tableCount() const { return static_cast<int>(tables_.size()); }
    int openTables() const;  // tables in their lobby with a seat open
    qint64 acceptedAnswers() const { return acceptedAnswers_; }
    QStringList describeTables() const;
    bool closeTableByOwner(int table);
    void housekeeping();  // closes tables nobody comes back to, forgets refilled password counts

signals:
    void tablesChanged();
    void logLine(const QString& line);

private:
    using Table = LobbyTable;
    using Seat = LobbySeat;
    struct Member {
        QString address;
        int table = 0;
        int seat = -1;     // -1: a spectator (when table != 0)
        int hostConn = 0;  // the connection's id at the TableHost
    };

    Table* table(int id);
    const Table* table(int id) const;
    Member* member(int conn);
    Table* tableOf(int conn);
    void reply(const Asker& a, boost::json::object extra = {});  // ok
    void refuse(const Asker& a, const QString& code, const QString& message, bool fatal = false);
    void log(const QString& address, const QString& line);  // the log and logLine, within the limits

    void attach(int conn, Table& t, int seat);  // seat -1: spectator
    void detach(int conn);
    void hostConnect(int conn, Table& t, int seat);
    void broadcastSeats(Table& t);
    void makeHost(Table& t);
    void startTable(Table& t);
    void reseat(Table& t);
    void closeTable(int id, const QString& why);
    void archiveTable(const Table& t);
    void onAnswerAccepted(int table);
    void play(const Asker& a, const std::optional<int>& seat, boost::json::object message);
    bool concedeToBot(const Asker& a, Table& t);
    QString uniqueName(const Table& t, const QString& wanted) const;
    QString nameProblem(const Table& t, const QString& name) const;
    bool guessesLeft(const QString& address);
    void wrongGuess(const QString& address);
    int tablesOpenedBy(int conn, const QString& address, int* byConn) const;
    std::uint64_t storeTable(Table& t);  // the table's settings and seats, as they are now
    std::uint64_t store(Table& t, StoreChange c);
    bool restoreGame(Table& t, const std::vector<StoredAnswer>& answers, QStringList& problems);
    double now() const { return clock_.elapsed() / 1000.0; }

    const ServerConfig& config_;
    TableStore& store_;
    LobbyPeer& peer_;
    LogLimiter& log_;
    PlayerNames names_;
    std::map<int, Member> members_;
    std::map<int, std::unique_ptr<Table>> tables_;
    std::map<QString, wire::RateLimiter> guesses_;  // wrong passwords, per address
    int nextTable_ = 1;
    qint64 acceptedAnswers_ = 0;
    QElapsedTimer clock_;
    QString storageFailingText_;  // what the tables were told while the disk refuses writes (empty: it takes them)
};

}  // namespace inno::net
