// Finding servers on the local network: a server answers a UDP probe with a small announcement (its name, TCP
// port and how many tables it has, never larger than the probe); a client sends the probe to the network's
// broadcast addresses and asks each server that answers for its tables over TCP (a `list` request).
//
// The probe's target addresses and port are configurable: INNOVATION_DISCOVERY_ADDRESS (a comma-separated list,
// e.g. 127.255.255.255 to stay on this machine) and INNOVATION_DISCOVERY_PORT, or setTargets()/setPort().
#pragma once

#include "net/wire/wire.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <boost/json.hpp>

#include <functional>
#include <map>

class QTcpSocket;
class QUdpSocket;

namespace inno::net {

quint16 defaultDiscoveryPort();
// The probe targets: INNOVATION_DISCOVERY_ADDRESS when set, otherwise every interface's broadcast address.
QList<QHostAddress> defaultDiscoveryTargets();

class DiscoveryResponder : public QObject {
    Q_OBJECT
public:
    using Announce = std::function<boost::json::object()>;
    explicit DiscoveryResponder(QObject* parent = nullptr);
    // Answers to one sender a second after a burst, and to all senders together (ServerConfig's defaults).
    void setLimits(double perSender, double perSenderBurst, double total, double totalBurst);
    // Listens for probes on `port` (shared, so several servers on one machine all answer).
    bool start(const QHostAddress& bindAddress, quint16 port, Announce announce, QString* error = nullptr);
    quint16 port() const;
    int repliesSent() const { return replies_; }

private:
    void readProbes();
    bool allowed(const QString& sender);
    double now() const { return clock_.elapsed() / 1000.0; }

    QUdpSocket* socket_ = nullptr;
    Announce announce_;
    QElapsedTimer clock_;
    double perSender_ = 1, perSenderBurst_ = 3;
    wire::RateLimiter total_{20, 20};
    std::map<QString, wire::RateLimiter> senders_;
    int replies_ = 0;
};

struct FoundServer {
    QString host;  // where the announcement came from
    quint16 port = 0;
    QString name;
    QString version;
    int protocol = 0;
    int tableCount = 0;         // as the announcement says
    boost::json::array tables;  // summaries, from the server's "tables" reply (empty when it could not be asked)
    qint64 elapsedMs = 0;  // since the search started
};

class DiscoveryBrowser : public QObject {
    Q_OBJECT
public:
    explicit DiscoveryBrowser(QObject* parent = nullptr);
    void setTargets(const QList<QHostAddress>& targets) { targets_ = targets; }
    void setPort(quint16 port) { port_ = port; }
    QList<QHostAddress> targets() const { return targets_; }
    // Probes now and twice more, and collects announcements for `durationMs`.
    void start(int durationMs = 2000);
    void stop();
    bool running() const { return timer_.isActive(); }
    const QList<FoundServer>& found() const { return found_; }

signals:
    void serverFound(const inno::net::FoundServer& server);
    void finished(const QList<inno::net::FoundServer>& servers);

private:
    void probe();
    void readAnnouncements();
    // Asks the server for its tables over TCP, then reports it.
    void fetchTables(FoundServer server);
    void report(const FoundServer& server);

    QUdpSocket* socket_ = nullptr;
    QSet<QString> asked_;  // host:port asked for its tables in this search
    QList<QHostAddress> targets_;
    quint16 port_ = 0;
    QByteArray nonce_;
    QList<FoundServer> found_;
    QTimer timer_, repeat_;
    QElapsedTimer clock_;
    int probesLeft_ = 0;
};

}  // namespace inno::net

Q_DECLARE_METATYPE(inno::net::FoundServer)
