#include "net/lan/discovery.h"

#include "net/host/lobby_requests.h"
#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include <QLoggingCategory>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QPointer>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QUdpSocket>

#include <memory>

Q_LOGGING_CATEGORY(lcDiscovery, "innovation.discovery")

namespace inno::net {

quint16 defaultDiscoveryPort() {
    bool ok = false;
    const int p = qEnvironmentVariableIntValue("INNOVATION_DISCOVERY_PORT", &ok);
    return ok && p > 0 && p < 65536 ? static_cast<quint16>(p) : wire::kDefaultDiscoveryPort;
}

QList<QHostAddress> defaultDiscoveryTargets() {
    QList<QHostAddress> out;
    const QString env = qEnvironmentVariable("INNOVATION_DISCOVERY_ADDRESS");
    if (!env.isEmpty()) {
        for (const QString& part : env.split(',', Qt::SkipEmptyParts)) {
            QHostAddress a(part.trimmed());
            if (!a.isNull()) out.push_back(a);
            else qCWarning(lcDiscovery) << "ignoring discovery address" << part;
        }
        return out;
    }
    for (const QNetworkInterface& i : QNetworkInterface::allInterfaces()) {
        const auto flags = i.flags();
        if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning)) continue;
        if (!(flags & QNetworkInterface::CanBroadcast)) continue;
        for (const QNetworkAddressEntry& e : i.addressEntries())
            if (e.ip().protocol() == QAbstractSocket::IPv4Protocol && !e.broadcast().isNull() && !out.contains(e.broadcast()))
                out.push_back(e.broadcast());
    }
    return out;
}

// ---------------------------------------------------------------- responder

DiscoveryResponder::DiscoveryResponder(QObject* parent) : QObject(parent) { clock_.start(); }

void DiscoveryResponder::setLimits(double perSender, double perSenderBurst, double total, double totalBurst) {
    perSender_ = perSender;
    perSenderBurst_ = perSenderBurst;
    total_ = wire::RateLimiter(total, totalBurst);
    senders_.clear();
}

bool DiscoveryResponder::allowed(const QString& sender) {
    const double t = now();
    if (senders_.size() > 4096) {
        // Many senders (spoofed addresses?): forget those whose answers have filled up again.
        for (auto it = senders_.begin(); it != senders_.end();)
            it = it->second.has(t, perSenderBurst_) ? senders_.erase(it) : std::next(it);
    }
    wire::RateLimiter& own = senders_.try_emplace(sender, perSender_, perSenderBurst_).first->second;
    if (!own.has(t) || !total_.take(t)) return false;
    own.take(t);
    return true;
}

bool DiscoveryResponder::start(const QHostAddress& bindAddress, quint16 port, Announce announce, QString* error) {
    announce_ = std::move(announce);
    socket_ = new QUdpSocket(this);
    if (!socket_->bind(bindAddress, port, QUdpSocket::ShareAddress | QUdpSocket::ReuseAddressHint)) {
        if (error) *error = tr("Cannot listen for discovery on port %1: %2").arg(port).arg(socket_->errorString());
        delete socket_;
        socket_ = nullptr;
        return false;
    }
    connect(socket_, &QUdpSocket::readyRead, this, &DiscoveryResponder::readProbes);
    return true;
}

quint16 DiscoveryResponder::port() const { return socket_ ? socket_->localPort() : 0; }

void DiscoveryResponder::readProbes() {
    while (socket_->hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_->receiveDatagram(static_cast<qint64>(wire::kMaxProbe) + 1);
        const QByteArray data = d.data();
        auto nonce = wire::decodeProbe(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
        if (!nonce || d.senderAddress().isNull() || d.senderPort() == 0) continue;
        // A few answers a second to one sender, and a few more to everyone, so the server cannot be used to flood
        // someone.
        if (!allowed(d.senderAddress().toString())) continue;
        boost::json::object a = announce_ ? announce_() : boost::json::object{};
        a["type"] = "innovation.announce";
        a["protocol"] = wire::kWireVersion;
        a["nonce"] = *nonce;
        const std::string text = boost::json::serialize(a);
        if (text.size() > static_cast<std::size_t>(data.size())) continue;  // never more than the probe cost
        socket_->writeDatagram(QByteArray(text.data(), static_cast<qsizetype>(text.size())), d.senderAddress(), d.senderPort());
        ++replies_;
    }
}

// ---------------------------------------------------------------- browser

DiscoveryBrowser::DiscoveryBrowser(QObject* parent) : QObject(parent) {
    qRegisterMetaType<FoundServer>();
    targets_ = defaultDiscoveryTargets();
    port_ = defaultDiscoveryPort();
    timer_.setSingleShot(true);
    connect(&timer_, &QTimer::timeout, this, [this] {
        stop();
        emit finished(found_);
    });
    connect(&repeat_, &QTimer::timeout, this, &DiscoveryBrowser::probe);
}

void DiscoveryBrowser::start(int durationMs) {
    stop();
    found_.clear();
    delete socket_;
    socket_ = new QUdpSocket(this);
    socket_->bind(QHostAddress::AnyIPv4, 0);
    connect(socket_, &QUdpSocket::readyRead, this, &DiscoveryBrowser::readAnnouncements);
    nonce_ = QByteArray::number(QRandomGenerator::system()->generate64(), 16);
    asked_.clear();
    clock_.start();
    probesLeft_ = 3;
    probe();
    repeat_.start(std::max(100, durationMs / 5));
    timer_.start(durationMs);
}

void DiscoveryBrowser::stop() {
    timer_.stop();
    repeat_.stop();
}

void DiscoveryBrowser::probe() {
    if (probesLeft_-- <= 0) {
        repeat_.stop();
        return;
    }
    const std::string p = wire::encodeProbe(std::string_view(nonce_.constData(), static_cast<std::size_t>(nonce_.size())));
    const QByteArray bytes(p.data(), static_cast<qsizetype>(p.size()));
    for (const QHostAddress& t : targets_) {
        if (socket_->writeDatagram(bytes, t, port_) < 0)
            qCInfo(lcDiscovery) << "probe to" << t.toString() << "failed:" << socket_->errorString();
    }
}

void DiscoveryBrowser::readAnnouncements() {
    while (socket_ && socket_->hasPendingDatagrams()) {
        const QNetworkDatagram d = socket_->receiveDatagram(static_cast<qint64>(wire::kMaxAnnounce) + 1);
        const QByteArray data = d.data();
        auto a = wire::decodeAnnounce(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
        if (!a) continue;
        if (wire::stringField(*a, "nonce") != std::string_view(nonce_.constData(), static_cast<std::size_t>(nonce_.size())))
            continue;  // an answer to someone else's probe
        FoundServer s;
        QHostAddress from = d.senderAddress();
        bool ok = false;
        const quint32 v4 = from.toIPv4Address(&ok);
        s.host = ok ? QHostAddress(v4).toString() : from.toString();
        s.port = static_cast<quint16>(wire::intField(*a, "port"));
        s.name = qstringField(*a, "name");
        s.version = qstringField(*a, "version");
        s.protocol = static_cast<int>(wire::intField(*a, "protocol"));
        s.tableCount = static_cast<int>(wire::intField(*a, "tables"));
        s.elapsedMs = clock_.elapsed();
        const QString where = QStringLiteral("%1:%2").arg(s.host).arg(s.port);
        if (asked_.contains(where)) continue;  // an answer to a repeated probe
        asked_.insert(where);
        fetchTables(s);
    }
}

void DiscoveryBrowser::fetchTables(FoundServer server) {
    // A short TCP exchange: hello, list, and the reply's tables; a server that does not answer within a second
    // is reported without them.
    auto* socket = new QTcpSocket(this);
    auto buffer = std::make_shared<QByteArray>();
    auto done = std::make_shared<bool>(false);
    QPointer<QTcpSocket> guard(socket);
    auto finish = [this, socket, server, buffer, done](const boost::json::array& tables) mutable {
        if (*done) return;
        *done = true;
        server.tables = tables;
        report(server);
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    };
    connect(socket, &QTcpSocket::connected, this, [socket] {
        auto frame = [](boost::json::object m, int seq) {
            m["seq"] = seq;
            return wire::encodeFrame(m);
        };
        const std::string out = frame(encode(HelloRequest{kProtocolVersion, {}}), 1) + frame(encode(ListRequest{}), 2);
        socket->write(out.data(), static_cast<qint64>(out.size()));
    });
    connect(socket, &QTcpSocket::readyRead, this, [socket, buffer, finish]() mutable {
        *buffer += socket->readAll();
        for (qsizetype nl; (nl = buffer->indexOf('\n')) >= 0;) {
            const QByteArray line = buffer->left(nl);
            buffer->remove(0, nl + 1);
            const auto m = wire::decodeServerFrame(std::string_view(line.constData(), static_cast<std::size_t>(line.size())));
            if (m && wire::intField(*m, "inReplyTo") == 2) return finish(wire::arrayField(*m, "tables"));
        }
        if (buffer->size() > static_cast<qsizetype>(wire::kMaxServerFrame)) finish({});
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [finish](QAbstractSocket::SocketError) mutable { finish({}); });
    QTimer::singleShot(1000, this, [guard, finish]() mutable {
        if (guard) finish({});
    });
    socket->connectToHost(server.host, server.port);
}

void DiscoveryBrowser::report(const FoundServer& s) {
    bool replaced = false;
    for (auto& f : found_)
        if (f.host == s.host && f.port == s.port) {
            f = s;
            replaced = true;
        }
    if (!replaced) found_.push_back(s);
    emit serverFound(s);
}

}  // namespace inno::net
