// The LAN server: several tables, each an authoritative TableHost, reached over TCP (newline-delimited JSON,
// docs/protocol.md), found by UDP discovery, and journaled to disk so a killed server resumes every table.
// innovation-server runs one; the client's "Host LAN game" runs the same class inside the client.
#pragma once

#include "journal.h"
#include "table_host.h"
#include "wire.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QString>
#include <QTimer>

#include <boost/json.hpp>

#include <atomic>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace inno::net {

class DiscoveryResponder;

struct ServerConfig {
    QString name = QStringLiteral("Innovation server");
    QHostAddress listenAddress = QHostAddress::Any;
    quint16 port = wire::kDefaultPort;  // 0: any free port
    bool discovery = true;
    QHostAddress discoveryBind = QHostAddress::AnyIPv4;
    quint16 discoveryPort = wire::kDefaultDiscoveryPort;  // 0: any free port
    QString dataDir;                                      // empty: nothing is kept on disk
    int botDelayMs = 600;                                 // default pause before a bot's move
    int maxTables = 500;
    // 0: as many as the process's descriptor limit allows (raised to its hard limit at start), less a reserve.
    int maxConnections = 0;
    int maxTablesPerConnection = 3;   // tables a connection has opened that are not over
    int maxTablesPerAddress = 20;     // the same for every connection from one address; 0: no limit
    int abandonedSeconds = 24 * 3600; // a started game with nobody at it closes after this (its record is kept)
    // Wrong passwords from one address: this many at once, then one per this many seconds.
    double passwordGuesses = 5, passwordGuessSeconds = 5;
    qint64 maxTotalOutput = 256ll << 20;  // replies buffered for all slow readers together
    int sendBufferBytes = 0;              // the sockets' kernel send buffer (0: the system's; tests make it small)
    // Per connection: requests and bytes a second, and how many may come at once.
    double requestRate = 20, requestBurst = 60;
    double byteRate = 256 * 1024, byteBurst = 1024 * 1024;
    int helloTimeoutMs = 10'000;   // a connection must say hello within this
    int idleTimeoutMs = 120'000;   // and then say something (a ping) this often
    int maxViolations = 500;       // refused frames before a connection is closed
    qint64 compactBytes = 64ll << 20;  // rewrite the journal when it grows past this
};

class LanServer : public QObject {
    Q_OBJECT
public:
    explicit LanServer(ServerConfig config, QObject* parent = nullptr);
    ~LanServer() override;

    // Restores the tables kept in the data folder, then listens. Returns false with the reason.
    bool start(QString* error = nullptr);
    void stop();
    const ServerConfig& config() const { return config_; }
    quint16 port() const;
    quint16 discoveryPort() const;

    // ---- inspection (the host's UI, tests)
    QList<int> tableIds() const;
    const TableHost* tableHost(int table) const;
    int connectionCount() const { return static_cast<int>(conns_.size()); }
    qint64 acceptedAnswers() const { return acceptedAnswers_; }
    int maxConnections() const { return maxConnections_; }
    qint64 bufferedOutput() const;  // bytes of replies not yet taken by the clients
    int slowReadersDropped() const { return slowReadersDropped_; }
    // The owner's console (innovation-server): one line per table, and closing one (false: no such table).
    QStringList describeTables() const;
    bool closeTableByOwner(int table);
    // What the last restore had to leave out of the journal (skipped records, answers that no longer fit).
    const QStringList& restoreProblems() const { return restoreProblems_; }
    // What the discovery announcement and the "tables" reply say about the tables.
    boost::json::array tableSummaries() const;
    // Waits until every journal record so far is on disk (tests); false while the disk refuses writes.
    bool syncJournal();
    // True while the journal cannot write (a full disk): nothing may change until it can again.
    bool storageFailing() const;
    // Fault injection (tests): the journal writes through `write` (see Journal::setWriteFunction).
    void setJournalWriteFunction(Journal::WriteFunction write, int retryMs = 1000);

signals:
    void tablesChanged();
    void logLine(const QString& line);

private:
    struct Seat {
        enum class Kind { Open, Human, Bot };
        Kind kind = Kind::Open;
        QString name;
        BotLevel level = BotLevel::Easy;
        QByteArray tokenHash;  // hex SHA-256 of the seat's token: the token itself is never kept
        bool standIn = false;  // a bot playing for an away person, at the host's request
        int conn = 0;          // the connection sitting here now (0: away)
        bool conceded = false; // the person conceded and a bot plays the seat for good
        int concededAt = -1;   // and how many events the game had then (where the log says so)
    };
    enum class Phase { Lobby, Playing, Over };
    struct Table {
        int id = 0;
        QString name;
        int players = 2;
        Options options;
        QByteArray passwordSalt, passwordHash;  // empty hash: no password
        Phase phase = Phase::Lobby;
        std::vector<Seat> seats;
        int hostSeat = 0;
        quint64 seed = 0;
        int botDelayMs = 600;
        qint64 created = 0;  // seconds since the epoch
        std::unique_ptr<TableHost> host;
        std::size_t journaled = 0;  // answers written to the journal
        int conceded = -1;          // the seat that conceded (journaled; the game is over)
        std::uint64_t ticket = 0;   // the table's last journal record: messages wait until it is on disk
        QSet<int> spectators;
        QElapsedTimer idle;  // since someone was last connected
        int ownerConn = 0;     // the connection that opened it (0: restored)
        QString ownerAddress;  // and its address
        bool seedFixed = false;  // the host chose the deal at create: every seat is shown the seed
        bool hints = false;        // seated people may ask for hints (computed in their clients)
        bool botOnConcede = true;  // a concession gives the seat to a bot (false: the game ends)
    };
    struct Conn {
        int id = 0;
        QTcpSocket* socket = nullptr;
        QString peer;
        QString address;  // the peer's address without the port
        wire::FrameReader reader{wire::kMaxClientFrame};
        wire::RateLimiter requests{20, 60};
        wire::RateLimiter bytes{256 * 1024, 1024 * 1024};
        bool welcomed = false;
        bool closing = false;
        std::int64_t lastSeq = 0;
        std::int64_t seqOut = 0;
        int table = 0;
        int seat = -1;  // -1: a spectator (when table != 0)
        int hostConn = 0;  // the connection's id at the TableHost
        int violations = 0;
        QElapsedTimer heard;  // since the last frame
        std::deque<std::pair<std::uint64_t, std::string>> outbox;  // frames waiting for the journal
        bool readPaused = false;
    };

    // ---- connections
    void onNewConnection();
    void onReadable(int connId);
    void onDisconnected(int connId);
    // Closes a connection once the replies queued for it are sent; `code` and `why`, when given, go last as a
    // fatal error.
    void dropConnection(int connId, const QString& why, const QString& code = {});
    void finishClosing(int connId);
    void checkOutput(Conn& c);  // drops a connection that holds too much unread output
    void enforceOutputBudget();
    void handleFrame(Conn& c, const std::string& frame);
    void handleRequest(Conn& c, wire::Request& r);
    void send(Conn& c, boost::json::object message, std::uint64_t ticket = 0);
    void sendError(Conn& c, std::int64_t inReplyTo, const std::string& type, const QString& code, const QString& message,
                   bool fatal = false);
    void sendOk(Conn& c, std::int64_t inReplyTo, const std::string& type, boost::json::object extra = {});
    // At once, ahead of replies waiting for the journal (refusals and notices that must not wait for the disk).
    void sendNow(Conn& c, boost::json::object message);
    void flushOutboxes();
    void housekeeping();
    Conn* conn(int id);

    // ---- requests
    void onCreate(Conn& c, const wire::Request& r);
    void onJoin(Conn& c, const wire::Request& r);
    void onResume(Conn& c, const wire::Request& r);
    void onLeave(Conn& c, const wire::Request& r);
    void onSeat(Conn& c, const wire::Request& r);
    void onStart(Conn& c, const wire::Request& r);
    void onPlay(Conn& c, const wire::Request& r);  // answer, undo
    // A concession at a table where a bot takes the seat (lan_concede.cpp); false: not handled here.
    bool concedeToBot(Conn& c, Table& t, const wire::Request& r);

    // ---- tables
    Table* table(int id);
    void attach(Conn& c, Table& t, int seat);  // seat -1: spectator
    void detach(Conn& c);
    void hostConnect(Conn& c, Table& t, int seat);  // the connection's place at the table host
    void startTable(Table& t);
    void makeHost(Table& t);
    void reseat(Table& t);
    void onAnswerAccepted(int tableId);
    void broadcastSeats(Table& t);
    boost::json::object seatsMessage(const Table& t, int forSeat) const;
    boost::json::object tableSummary(const Table& t) const;
    void closeTable(int id, const QString& why);
    QString uniqueName(const Table& t, const QString& wanted) const;
    // The reason a player's name cannot be used (empty: it can), after normalising it.
    QString nameProblem(const QString& normalised) const;
    bool guessesLeft(const Conn& c);  // for wrong passwords from the connection's address
    void archiveTable(const Table& t);
    bool checkPassword(const Table& t, const std::string& password) const;

    // ---- persistence
    std::uint64_t journal(Table& t, boost::json::object record);
    boost::json::object tableRecord(const Table& t) const;
    boost::json::object snapshotRecord(const Table& t) const;
    QString restore();
    void applyRecord(const boost::json::object& r, std::map<int, std::vector<std::pair<int, std::vector<std::string>>>>& answers);
    void compact();
    void onJournalStatus(bool failing, const QString& error);

    ServerConfig config_;
    QTcpServer* tcp_ = nullptr;
    DiscoveryResponder* discovery_ = nullptr;
    std::map<int, Conn> conns_;
    std::map<int, std::unique_ptr<Table>> tables_;
    int nextConn_ = 1;
    int nextTable_ = 1;
    qint64 acceptedAnswers_ = 0;
    QElapsedTimer clock_;
    QTimer housekeeping_;
    Journal journal_;
    bool persistent_ = false;
    std::atomic<bool> flushQueued_{false};
    QSet<int> pendingConns_;
    std::map<QString, wire::RateLimiter> guesses_;  // per address
    int maxConnections_ = 0;
    int slowReadersDropped_ = 0;
    QStringList restoreProblems_;
    QElapsedTimer sinceCompaction_;
};

}  // namespace inno::net
