// The LAN server: several tables, each an authoritative TableHost, reached over TCP (newline-delimited JSON,
// docs/protocol.md), found by UDP discovery, and kept in an SQLite table store so a killed server resumes every
// table. innovation-server runs one; the client's "Host LAN game" runs the same class inside the client.
//
// It wires four parts together and hands each request to its one handler: the connections (ConnectionHub), the
// lobby of tables and seats (Lobby, which knows no sockets), the table store (TableStore, with the import of old
// journals) and discovery.
#pragma once

#include "net/lan/connection_hub.h"
#include "net/lan/lobby.h"
#include "net/host/lobby_requests.h"
#include "net/lan/log_limiter.h"
#include "net/lan/server_config.h"
#include "net/lan/table_store.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <boost/json.hpp>

#include <atomic>
#include <memory>

namespace inno::net {

class DiscoveryResponder;

class LanServer : public QObject, private LobbyPeer {
    Q_OBJECT
public:
    explicit LanServer(ServerConfig config, QObject* parent = nullptr);
    ~LanServer() override;

    // Restores the tables kept in the data folder (importing an old journal once), then listens. Returns false
    // with the reason.
    bool start(QString* error = nullptr);
    void stop();
    const ServerConfig& config() const { return config_; }
    quint16 port() const { return hub_.port(); }
    quint16 discoveryPort() const;

    // ---- inspection (the host's UI, tests)
    QList<int> tableIds() const { return lobby_.tableIds(); }
    const TableHost* tableHost(int table) const { return lobby_.tableHost(table); }
    int connectionCount() const { return hub_.count(); }
    qint64 acceptedAnswers() const { return lobby_.acceptedAnswers(); }
    int maxConnections() const { return hub_.maxConnections(); }
    qint64 bufferedOutput() const { return hub_.bufferedOutput(); }  // bytes of replies not yet taken by the clients
    int slowReadersDropped() const { return hub_.slowReadersDropped(); }
    // The owner's console (innovation-server): one line per table, and closing one (false: no such table).
    QStringList describeTables() const { return lobby_.describeTables(); }
    bool closeTableByOwner(int table) { return lobby_.closeTableByOwner(table); }
    // What the last start had to leave out (damage in the store or in an imported journal), also logged.
    const QStringList& restoreProblems() const { return restoreProblems_; }
    // What the "tables" reply says about the tables.
    boost::json::array tableSummaries() const { return lobby_.tableSummaries(); }
    // Waits until every change so far is on disk (tests); false while the disk refuses writes.
    bool syncStore();
    // True while the store cannot write (a full disk): nothing may change until it can again.
    bool storageFailing() const;
    // Fault injection (tests): the store's writes fail as `fault` says (sqlite_faults.h), retried every `retryMs`.
    void setStorageWriteFault(sqlite_faults::WriteFault fault, int retryMs = 1000);

signals:
    void tablesChanged();
    void logLine(const QString& line);

private:
    // ---- LobbyPeer
    void send(int conn, boost::json::object message, std::uint64_t ticket) override;
    void sendNow(int conn, boost::json::object message) override;
    void drop(int conn, const QString& why) override;
    void countViolation(int conn) override;

    // ---- one handler per request type (the lobby's own go to the lobby)
    void onRequest(int conn, const wire::Request& r);
    void handle(const Asker& a, const HelloRequest& r);
    void handle(const Asker& a, const PingRequest& r);
    void handle(const Asker& a, const ListRequest& r);
    void handle(const Asker& a, const StatsRequest& r);

    // ---- the store
    QString openStore();
    void onStoreStatus(bool failing, const QString& error);
    void housekeeping();
    void logLeftOut();

    ServerConfig config_;
    LogLimiter log_;
    TableStore store_;
    ConnectionHub hub_;
    Lobby lobby_;
    DiscoveryResponder* discovery_ = nullptr;
    QElapsedTimer clock_;
    QTimer housekeeping_;
    std::atomic<bool> flushQueued_{false};
    QStringList restoreProblems_;
};

}  // namespace inno::net
