#include "discovery.h"

#include "protocol.h"
#include "wire.h"

#include <QLoggingCategory>
#include <QNetworkDatagram>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QUdpSocket>

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
        // At most 20 replies a second, so the server cannot be used to flood someone.
        const double now = clock_.elapsed() / 1000.0;
        tokens_ = std::min(20.0, tokens_ + (now - lastRefill_) * 20.0);
        lastRefill_ = now;
        if (tokens_ < 1) continue;
        tokens_ -= 1;
        boost::json::object a = announce_ ? announce_() : boost::json::object{};
        a["type"] = "innovation.announce";
        a["protocol"] = wire::kWireVersion;
        a["nonce"] = *nonce;
        std::string text = boost::json::serialize(a);
        // Too many tables for one datagram: drop table summaries until it fits.
        while (text.size() > wire::kMaxAnnounce) {
            auto* t = a.if_contains("tables");
            if (!t || !t->is_array() || t->get_array().empty()) break;
            t->get_array().pop_back();
            a["truncated"] = true;
            text = boost::json::serialize(a);
        }
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
        s.tables = wire::arrayField(*a, "tables");
        s.elapsedMs = clock_.elapsed();
        bool replaced = false;
        for (auto& f : found_)
            if (f.host == s.host && f.port == s.port) {
                f = s;
                replaced = true;
            }
        if (!replaced) found_.push_back(s);
        emit serverFound(s);
    }
}

}  // namespace inno::net
