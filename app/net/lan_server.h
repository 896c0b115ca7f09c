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
    int maxConnections = 4000;
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
    // What the discovery announcement and the "tables" reply say about the tables.
    boost::json::array tableSummaries() const;
    // Waits until every journal record so far is on disk (tests).
    void syncJournal();

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
        std::uint64_t ticket = 0;   // the table's last journal record: messages wait until it is on disk
        QSet<int> spectators;
        QElapsedTimer idle;  // since someone was last connected
    };
    struct Conn {
        int id = 0;
        QTcpSocket* socket = nullptr;
        QString peer;
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
    void dropConnection(int connId, const QString& why);
    void handleFrame(Conn& c, const std::string& frame);
    void handleRequest(Conn& c, wire::Request& r);
    void send(Conn& c, boost::json::object message, std::uint64_t ticket = 0);
    void sendError(Conn& c, std::int64_t inReplyTo, const std::string& type, const QString& code, const QString& message,
                   bool fatal = false);
    void sendOk(Conn& c, std::int64_t inReplyTo, const std::string& type, boost::json::object extra = {});
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
    bool checkPassword(const Table& t, const std::string& password) const;

    // ---- persistence
    std::uint64_t journal(Table& t, boost::json::object record);
    boost::json::object tableRecord(const Table& t) const;
    boost::json::object snapshotRecord(const Table& t) const;
    QString restore();
    void applyRecord(const boost::json::object& r, std::map<int, std::vector<std::pair<int, std::vector<std::string>>>>& answers);
    void compact();

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
    QElapsedTimer sinceCompaction_;
};

}  // namespace inno::net
