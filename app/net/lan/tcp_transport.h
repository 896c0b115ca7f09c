// A client's connection to a LAN server (docs/protocol.md). It drops in beside LocalTransport: the
// GameController sends "answer"/"undo" and receives the table's messages exactly as in a local game. The
// lobby (tables, joining, seats, starting) is this class's own API.
//
// Once seated it keeps the seat: when the connection drops (or the server restarts) it reconnects by itself,
// with growing pauses, and resumes with the seat's token; the server then sends the whole table again.
#pragma once

#include "net/host/client_transport.h"
#include "net/host/lobby_requests.h"

#include "core/state.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <map>
#include <memory>

class QTcpSocket;

namespace inno::wire {
class FrameReader;
}

namespace inno::net {

// What a host asks for when it opens a table (lobby_requests.h).
using CreateTable = CreateRequest;

class TcpTransport final : public ClientTransport {
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Connected, Reconnecting, Failed };
    Q_ENUM(State)

    explicit TcpTransport(QObject* parent = nullptr);
    ~TcpTransport() override;

    // ---- connection
    void connectToServer(const QString& host, quint16 port);
    void disconnectFromServer();  // leaves for good: no reconnect
    State state() const { return state_; }
    QString host() const { return host_; }
    quint16 port() const { return port_; }
    QString serverName() const { return serverName_; }
    // Reconnect by itself after a drop (on by default); give up after `ms` without success (0: never).
    void setReconnect(bool on) { reconnect_ = on; }
    void setReconnectLimitMs(int ms) { reconnectLimitMs_ = ms; }
    int reconnects() const { return reconnects_; }
    int connectAttempts() const { return connectAttempts_; }  // every TCP connection it has tried to open
    // Pings the server when nothing was said for a while and treats a silent server as gone.
    void setKeepAlive(int pingMs, int timeoutMs);

    // ---- lobby requests; each returns the request's sequence number (replies carry it as inReplyTo)
    using Reply = std::function<void(const boost::json::object& reply)>;  // "ok"/"tables"/... or "error"
    qint64 request(boost::json::object message, Reply onReply = {});
    qint64 listTables(Reply onReply = {});
    qint64 createTable(const CreateTable& t, Reply onReply = {});
    qint64 joinTable(int table, const QString& name, const QString& password = {}, Reply onReply = {});
    qint64 spectate(int table, const QString& password = {}, Reply onReply = {});
    qint64 resume(int table, const QString& token, Reply onReply = {});
    qint64 setSeat(int seat, const QString& player, const QString& level = {}, Reply onReply = {});
    qint64 startGame(const QString& fillLevel = {}, Reply onReply = {});
    qint64 leaveTable(Reply onReply = {});

    // ---- the seat held (after a join, create or resume)
    int table() const { return table_; }
    int seat() const { return seat_; }
    bool spectator() const { return table_ > 0 && seat_ < 0; }
    bool isTableHost() const { return tableHost_; }
    QString token() const { return token_; }
    QString playerName() const { return name_; }
    const boost::json::object& seats() const { return seats_; }  // the last "seats" message

    // ---- ClientTransport
    void send(const boost::json::object& message) override;
    bool isConnected() const override { return state_ == State::Connected; }

    // Test hook: bytes written to the socket as they are (malformed input, oversized frames).
    void sendRaw(const QByteArray& bytes);
    // Test hook: drops the TCP connection as a network failure would (the transport then reconnects).
    void simulateDrop();

signals:
    void stateChanged(inno::net::TcpTransport::State state);
    void welcomed(const boost::json::object& welcome);
    void joined(const boost::json::object& reply);     // the reply to create/join/resume: table, seat, token
    void seatsChanged(const boost::json::object& seats);  // who sits where, who is away
    void requestFailed(const boost::json::object& error);
    // Every frame as it arrived (audits, tests) and every session message besides the table's.
    void frameReceived(const QByteArray& line);
    void sessionMessage(const boost::json::object& message);

private:
    void setState(State s);
    void openSocket();
    void onConnected();
    void onReadyRead();
    void onDropped(const QString& why);
    void scheduleReconnect();
    void handle(const boost::json::object& m);
    qint64 write(boost::json::object message);
    // Writes a lobby request and remembers its type and who waits for the reply.
    qint64 writeRequest(boost::json::object message, Reply onReply = {});

    QPointer<QTcpSocket> socket_;
    std::unique_ptr<wire::FrameReader> reader_;
    State state_ = State::Disconnected;
    QString host_;
    quint16 port_ = 0;
    QString serverName_;
    qint64 seq_ = 0;
    std::map<qint64, Reply> replies_;
    std::map<qint64, std::string> requestTypes_;
    QList<std::pair<boost::json::object, Reply>> queued_;  // lobby requests made before the welcome

    int table_ = 0;
    int seat_ = -1;
    bool tableHost_ = false;
    QString token_;
    QString name_;
    boost::json::object seats_;

    bool reconnect_ = true;
    bool leaving_ = false;
    int reconnectLimitMs_ = 0;
    int reconnects_ = 0;
    int connectAttempts_ = 0;
    int backoffMs_ = 0;
    QElapsedTimer downSince_;
    QTimer retry_;
    QTimer keepAlive_;
    QElapsedTimer heard_;
    int pingMs_ = 5000;
    int silenceMs_ = 20000;
};

}  // namespace inno::net
