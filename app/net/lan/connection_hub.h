// The LAN server's connections: listening, reading and framing requests, the limits of a connection (requests,
// bytes, refused frames, silence) and of an address (connections at once), and replies held back until the table
// store has what they acknowledge. Every byte waiting for a client counts against the output limits, whether it
// waits in the queue behind the store or in the socket's buffer: one client's, and all clients' together.
#pragma once

#include "net/lan/log_limiter.h"
#include "net/lan/server_config.h"
#include "net/lan/table_store.h"
#include "net/wire/wire.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>
#include <QString>

#include <boost/json.hpp>

#include <deque>
#include <map>

class QTcpServer;
class QTcpSocket;

namespace inno::net {

class ConnectionHub : public QObject {
    Q_OBJECT
public:
    ConnectionHub(const ServerConfig& config, const TableStore& store, LogLimiter& log, QObject* parent = nullptr);
    ~ConnectionHub() override;

    bool listen(QString* error);
    void close();  // every connection goes at once
    quint16 port() const;

    int count() const { return static_cast<int>(conns_.size()); }
    int maxConnections() const { return maxConnections_; }
    qint64 bufferedOutput() const;  // bytes of replies not yet taken by the clients
    int slowReadersDropped() const { return slowReadersDropped_; }
    bool has(int conn) const { return conns_.count(conn) > 0; }
    QString address(int conn) const;

    // To `conn`, once the store has `ticket`, after everything sent to it before.
    void send(int conn, boost::json::object message, std::uint64_t ticket = 0);
    // At once, ahead of replies waiting for the store (refusals and notices that must not wait for the disk).
    void sendNow(int conn, boost::json::object message);
    // Closes `conn` once the replies queued for it are sent; `code` and `why`, when given, go last as a fatal error.
    void drop(int conn, const QString& why, const QString& code = {});
    void countViolation(int conn);
    void welcome(int conn);  // the connection said hello: it may send requests now
    // The store has more on disk: replies waiting for it go out.
    void flush();
    // Silent connections, the output budget; and memory a burst took is given back to the system.
    void housekeeping();

signals:
    // A request that passed the wire's checks, the rate limit and the sequence check (hello first).
    void request(int conn, const wire::Request& request);
    void closed(int conn);

private:
    struct Conn {
        Conn(int id, const ServerConfig& c)
            : id(id), requests(c.requestRate, c.requestBurst), bytes(c.byteRate, c.byteBurst) {}
        int id;
        QTcpSocket* socket = nullptr;
        QString peer;
        QString address;  // the peer's address without the port
        wire::FrameReader reader{wire::kMaxClientFrame};
        wire::RateLimiter requests;
        wire::RateLimiter bytes;
        bool welcomed = false;
        bool closing = false;
        std::int64_t lastSeq = 0;
        std::int64_t seqOut = 0;
        int violations = 0;
        QElapsedTimer heard;  // since the last frame
        std::deque<std::pair<std::uint64_t, std::string>> outbox;  // frames waiting for the store
        qint64 queued = 0;                                          // their bytes
        bool readPaused = false;
    };

    Conn* conn(int id);
    void onNewConnection();
    void refuseConnection(QTcpSocket* s, const char* code, const QString& message);
    void onReadable(int id);
    void onDisconnected(int id);
    void finishClosing(int id);
    void handleFrame(Conn& c, const std::string& frame);
    void refuse(Conn& c, std::int64_t seq, std::string_view re, const QString& code, const QString& message);
    void write(Conn& c, const std::string& frame);
    qint64 held(const Conn& c) const;  // queued behind the store and in the socket
    void checkOutput(Conn& c);         // drops a connection that holds too much
    void enforceOutputBudget();        // drops the connections holding the most while all together hold too much
    void dropSlowReader(Conn& c, qint64 held, qint64 total);
    double now() const { return clock_.elapsed() / 1000.0; }

    const ServerConfig& config_;
    const TableStore& store_;
    LogLimiter& log_;
    QTcpServer* tcp_ = nullptr;
    std::map<int, Conn> conns_;
    std::map<QString, int> perAddress_;
    QSet<int> waiting_;  // connections with replies waiting for the store
    qint64 queuedTotal_ = 0;
    qint64 peakSinceTrim_ = 0;
    int nextConn_ = 1;
    int maxConnections_ = 0;
    int slowReadersDropped_ = 0;
    QElapsedTimer clock_;
};

}  // namespace inno::net
