#include "net/lan/connection_hub.h"

#include "net/host/envelopes.h"
#include "net/lan/lan_server_util.h"
#include "net/host/protocol.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <filesystem>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace inno::net {

namespace bj = boost::json;

namespace {

// The descriptors this process may open: the soft limit is raised to the hard one, and a reserve is kept for
// the store, discovery, the event loop and refusing connections politely.
int descriptorLimit() {
    rlimit r{};
    if (getrlimit(RLIMIT_NOFILE, &r) != 0) return 1024;
    if (r.rlim_cur < r.rlim_max) {
        rlimit raised = r;
        raised.rlim_cur = std::min<rlim_t>(r.rlim_max, 1 << 20);
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0) r = raised;
    }
    return static_cast<int>(std::min<rlim_t>(r.rlim_cur, INT32_MAX));
}

// Descriptors already open when the server starts (the store, logs, and whatever a sanitizer's runtime holds)
// are not there for connections.
int descriptorsOpen() {
    std::error_code ec;
    int n = 0;
    for (std::filesystem::directory_iterator it("/proc/self/fd", ec), end; !ec && it != end; it.increment(ec)) ++n;
    return ec ? 0 : n;
}

int connectionLimit(int configured) {
    constexpr int kReserve = 32;
    const int fromDescriptors = std::max(1, descriptorLimit() - descriptorsOpen() - kReserve);
    return configured > 0 ? std::min(configured, fromDescriptors) : std::min(fromDescriptors, 100'000);
}

constexpr qint64 kTrimAfter = 16ll << 20;  // memory a burst of output took is given back past this

}  // namespace

ConnectionHub::ConnectionHub(const ServerConfig& config, const TableStore& store, LogLimiter& log, QObject* parent)
    : QObject(parent), config_(config), store_(store), log_(log) {
    clock_.start();
}

ConnectionHub::~ConnectionHub() { close(); }

quint16 ConnectionHub::port() const { return tcp_ ? tcp_->serverPort() : 0; }

bool ConnectionHub::listen(QString* error) {
    maxConnections_ = connectionLimit(config_.maxConnections);
    qCInfo(lcServer) << "at most" << maxConnections_ << "connections," << config_.maxConnectionsPerAddress << "from one address";
    tcp_ = new QTcpServer(this);
    tcp_->setMaxPendingConnections(256);
    if (!tcp_->listen(config_.listenAddress, config_.port)) {
        if (error)
            *error = tr("Cannot listen on %1 port %2: %3").arg(config_.listenAddress.toString()).arg(config_.port).arg(tcp_->errorString());
        return false;
    }
    connect(tcp_, &QTcpServer::newConnection, this, &ConnectionHub::onNewConnection);
    connect(tcp_, &QTcpServer::acceptError, this, [this](QAbstractSocket::SocketError e) {
        // Out of descriptors despite the limit (another part of the process holds them): stop accepting for a
        // moment instead of trying again at once, which would spin.
        qCWarning(lcServer) << "cannot accept a connection:" << e << tcp_->errorString() << "- pausing for a second";
        tcp_->pauseAccepting();
        QTimer::singleShot(1000, this, [this] {
            if (tcp_) tcp_->resumeAccepting();
        });
    });
    return true;
}

void ConnectionHub::close() {
    if (tcp_) tcp_->close();
    for (auto& [id, c] : conns_) {
        if (c.socket) {
            c.socket->disconnect(this);
            c.socket->abort();
            c.socket->deleteLater();
            c.socket = nullptr;
        }
    }
    conns_.clear();
    perAddress_.clear();
    waiting_.clear();
    queuedTotal_ = 0;
}

ConnectionHub::Conn* ConnectionHub::conn(int id) {
    auto it = conns_.find(id);
    return it == conns_.end() ? nullptr : &it->second;
}

QString ConnectionHub::address(int id) const {
    auto it = conns_.find(id);
    return it == conns_.end() ? QString() : it->second.address;
}

// ---------------------------------------------------------------- accepting and reading

void ConnectionHub::refuseConnection(QTcpSocket* s, const char* code, const QString& message) {
    const std::string f = wire::encodeFrame(bj::object{{"type", "error"}, {"code", code}, {"fatal", true}, {"message", jsonString(message)}, {"seq", 1}});
    connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
    s->write(f.data(), static_cast<qint64>(f.size()));
    s->disconnectFromHost();
}

void ConnectionHub::onNewConnection() {
    while (QTcpSocket* s = tcp_->nextPendingConnection()) {
        const QString address = s->peerAddress().toString();
        if (count() >= maxConnections_) {
            if (log_.allow(address))
                qCWarning(lcServer) << "refused a connection from" << address << ": the server is full (" << maxConnections_ << "connections)";
            refuseConnection(s, "serverFull", tr("The server is full."));
            continue;
        }
        if (config_.maxConnectionsPerAddress > 0 && perAddress_[address] >= config_.maxConnectionsPerAddress) {
            if (log_.allow(address))
                qCWarning(lcServer) << "refused a connection from" << address << ": it has" << config_.maxConnectionsPerAddress << "already";
            refuseConnection(s, "tooManyConnections",
                             tr("Your address already has %1 connections to this server: close one first.").arg(config_.maxConnectionsPerAddress));
            continue;
        }
        const int id = nextConn_++;
        Conn& c = conns_.try_emplace(id, id, config_).first->second;
        ++perAddress_[address];
        c.socket = s;
        c.address = address;
        c.peer = address + ":" + QString::number(s->peerPort());
        if (config_.sendBufferBytes > 0) s->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption, config_.sendBufferBytes);
        c.heard.start();
        s->setReadBufferSize(256 * 1024);
        s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(s, &QTcpSocket::readyRead, this, [this, id] { onReadable(id); });
        // Queued: a socket may report an error from inside a write, which can be inside a TableHost callback.
        connect(s, &QTcpSocket::disconnected, this, [this, id] { onDisconnected(id); }, Qt::QueuedConnection);
        connect(s, &QTcpSocket::errorOccurred, this, [this, id](QAbstractSocket::SocketError) { onDisconnected(id); }, Qt::QueuedConnection);
        qCDebug(lcServer) << "connection" << id << "from" << c.peer;
    }
}

void ConnectionHub::onReadable(int id) {
    Conn* c = conn(id);
    if (!c || c->closing || !c->socket) return;
    while (c->socket->bytesAvailable() > 0) {
        const qint64 chunk = std::min<qint64>(c->socket->bytesAvailable(), 16 * 1024);
        if (!c->bytes.take(now(), static_cast<double>(chunk))) {
            // Over the byte rate: stop reading for a moment (TCP pushes back on the sender).
            if (!c->readPaused) {
                c->readPaused = true;
                QTimer::singleShot(100, this, [this, id] {
                    if (Conn* cc = conn(id)) {
                        cc->readPaused = false;
                        onReadable(id);
                    }
                });
            }
            return;
        }
        const QByteArray data = c->socket->read(chunk);
        c->reader.feed(std::string_view(data.constData(), static_cast<std::size_t>(data.size())));
        std::string frame;
        for (;;) {
            const auto st = c->reader.next(frame);
            if (st == wire::FrameReader::Status::NeedMore) break;
            if (st == wire::FrameReader::Status::Oversized) {
                ++c->violations;
                refuse(*c, 0, {}, "tooLarge", tr("A message may be at most %1 bytes long; it was ignored.").arg(wire::kMaxClientFrame));
            } else {
                c->heard.restart();
                handleFrame(*c, frame);
            }
            c = conn(id);
            if (!c || c->closing || !c->socket) return;
            if (c->violations > config_.maxViolations) {
                drop(id, tr("Too many refused messages: the server closes this connection."), "tooManyErrors");
                return;
            }
        }
    }
}

void ConnectionHub::handleFrame(Conn& c, const std::string& frame) {
    wire::Decoded d = wire::decodeRequest(frame);
    if (!c.requests.take(now())) {
        ++c.violations;
        return refuse(c, d.request ? d.request->seq : d.error.seq, d.request ? d.request->type : d.error.type, "rateLimited",
                      tr("Too many requests: slow down. This one was ignored."));
    }
    if (!d.request) {
        ++c.violations;
        return refuse(c, d.error.seq, d.error.type, qstring(d.error.code), qstring(d.error.message));
    }
    const wire::Request& r = *d.request;
    if (r.seq <= c.lastSeq) {
        ++c.violations;
        return refuse(c, r.seq, r.type, "badSeq", tr("Sequence numbers must increase (the last one was %1).").arg(c.lastSeq));
    }
    c.lastSeq = r.seq;
    if (!c.welcomed && r.type != wire::request::Hello) {
        ++c.violations;
        return refuse(c, r.seq, r.type, "helloFirst", tr("Say hello first."));
    }
    emit request(c.id, r);
}

// A refusal at the door (too many requests, a bad frame) changes nothing, so it waits for no disk.
void ConnectionHub::refuse(Conn& c, std::int64_t seq, std::string_view re, const QString& code, const QString& message) {
    sendNow(c.id, encode(ErrorEnvelope{code, message, std::string(re), seq, std::nullopt, false}));
}

void ConnectionHub::welcome(int id) {
    if (Conn* c = conn(id)) c->welcomed = true;
}

void ConnectionHub::countViolation(int id) {
    if (Conn* c = conn(id)) ++c->violations;
}

// ---------------------------------------------------------------- closing

void ConnectionHub::onDisconnected(int id) {
    Conn* c = conn(id);
    if (!c) return;
    qCDebug(lcServer) << "connection" << id << "closed";
    emit closed(id);
    c = conn(id);
    if (!c) return;
    waiting_.remove(id);
    queuedTotal_ -= c->queued;
    if (--perAddress_[c->address] <= 0) perAddress_.erase(c->address);
    if (c->socket) {
        c->socket->disconnect(this);
        c->socket->deleteLater();
    }
    conns_.erase(id);
}

void ConnectionHub::drop(int id, const QString& why, const QString& code) {
    Conn* c = conn(id);
    if (!c || c->closing) return;
    if (log_.allow(c->address)) qCInfo(lcServer) << "dropping connection" << id << c->peer << ":" << why;
    // The last word, after every reply queued before it.
    if (!code.isEmpty()) send(id, encode(ErrorEnvelope{code, why, {}, 0, std::nullopt, true}), store_.lastTicket());
    c->closing = true;
    if (c->socket) {
        c->socket->disconnect(this, nullptr);  // nothing more is read
        connect(c->socket, &QTcpSocket::disconnected, this, [this, id] { onDisconnected(id); }, Qt::QueuedConnection);
        connect(c->socket, &QTcpSocket::errorOccurred, this, [this, id](QAbstractSocket::SocketError) { onDisconnected(id); },
                Qt::QueuedConnection);
    }
    // Later: this may run inside a TableHost callback that is walking its connections.
    QTimer::singleShot(0, this, [this, id] {
        Conn* cc = conn(id);
        if (!cc) return;
        emit closed(id);  // the lobby lets the seat go now
        cc = conn(id);
        if (!cc) return;
        if (cc->outbox.empty()) return finishClosing(id);
        // flush() finishes when the store lets the last replies go; a disk that refuses writes does not keep the
        // connection open: what waits for it was never acknowledged and is dropped.
        QTimer::singleShot(10'000, this, [this, id] {
            if (Conn* c3 = conn(id)) {
                queuedTotal_ -= c3->queued;
                c3->queued = 0;
                c3->outbox.clear();
                finishClosing(id);
            }
        });
    });
}

void ConnectionHub::finishClosing(int id) {
    Conn* c = conn(id);
    if (!c) return;
    if (c->socket && c->socket->state() == QAbstractSocket::ConnectedState) {
        c->socket->disconnectFromHost();  // sends what is queued, then closes; onDisconnected follows
        // A peer that never reads would keep the socket forever: give it a few seconds.
        QTimer::singleShot(5000, this, [this, id] {
            if (Conn* cc = conn(id); cc && cc->socket) cc->socket->abort();
            onDisconnected(id);
        });
        return;
    }
    onDisconnected(id);
}

// ---------------------------------------------------------------- output

void ConnectionHub::write(Conn& c, const std::string& frame) { c.socket->write(frame.data(), static_cast<qint64>(frame.size())); }

qint64 ConnectionHub::held(const Conn& c) const { return c.queued + (c.socket ? c.socket->bytesToWrite() : 0); }

qint64 ConnectionHub::bufferedOutput() const {
    qint64 total = 0;
    for (const auto& [id, c] : conns_) total += held(c);
    return total;
}

void ConnectionHub::send(int id, bj::object m, std::uint64_t ticket) {
    Conn* c = conn(id);
    if (!c || c->closing || !c->socket) return;
    m["seq"] = ++c->seqOut;
    std::string frame = wire::encodeFrame(m);
    if (c->outbox.empty() && store_.durable(ticket)) {
        write(*c, frame);
    } else {
        c->queued += static_cast<qint64>(frame.size());
        queuedTotal_ += static_cast<qint64>(frame.size());
        c->outbox.emplace_back(ticket, std::move(frame));
        waiting_.insert(id);
    }
    checkOutput(*c);
}

void ConnectionHub::sendNow(int id, bj::object m) {
    Conn* c = conn(id);
    if (!c || c->closing || !c->socket) return;
    m["seq"] = ++c->seqOut;
    write(*c, wire::encodeFrame(m));
    checkOutput(*c);
}

void ConnectionHub::flush() {
    std::vector<int> wrote;
    for (auto it = waiting_.begin(); it != waiting_.end();) {
        Conn* c = conn(*it);
        if (!c || !c->socket) {
            it = waiting_.erase(it);
            continue;
        }
        if (!c->outbox.empty() && store_.durable(c->outbox.front().first)) wrote.push_back(c->id);
        while (!c->outbox.empty() && store_.durable(c->outbox.front().first)) {
            const std::string& f = c->outbox.front().second;
            c->queued -= static_cast<qint64>(f.size());
            queuedTotal_ -= static_cast<qint64>(f.size());
            write(*c, f);
            c->outbox.pop_front();
        }
        if (c->outbox.empty()) {
            if (c->closing) QTimer::singleShot(0, this, [this, id = c->id] { finishClosing(id); });
            it = waiting_.erase(it);
        } else {
            ++it;
        }
    }
    for (int id : wrote)
        if (Conn* c = conn(id)) checkOutput(*c);
}

void ConnectionHub::checkOutput(Conn& c) {
    if (c.closing || !c.socket) return;
    const qint64 h = held(c);
    if (h > config_.maxConnectionOutput) dropSlowReader(c, h, -1);
    else if (h > (1 << 20) || queuedTotal_ + h > config_.maxTotalOutput) enforceOutputBudget();
}

// Replies waiting for clients are bounded for the whole server: past the budget, the connections holding the
// most are dropped until it holds again.
void ConnectionHub::enforceOutputBudget() {
    qint64 total = bufferedOutput();
    peakSinceTrim_ = std::max(peakSinceTrim_, total);
    while (total > config_.maxTotalOutput) {
        Conn* worst = nullptr;
        qint64 most = 0;
        for (auto& [id, c] : conns_) {
            if (!c.socket || c.closing) continue;
            if (const qint64 h = held(c); h > most) {
                most = h;
                worst = &c;
            }
        }
        if (!worst) return;
        total -= most;
        dropSlowReader(*worst, most, total + most);
    }
}

void ConnectionHub::dropSlowReader(Conn& c, qint64 held, qint64 total) {
    if (log_.allow(c.address))
        qCWarning(lcServer) << "connection" << c.id << c.peer << "takes its replies too slowly:" << held << "bytes wait for it"
                            << (total >= 0 ? QStringLiteral("; all replies waiting: %1").arg(total) : QString());
    ++slowReadersDropped_;
    queuedTotal_ -= c.queued;
    c.queued = 0;
    c.outbox.clear();
    c.closing = true;
    c.socket->abort();  // its replies are dropped: that frees them
    QTimer::singleShot(0, this, [this, id = c.id] { onDisconnected(id); });
}

void ConnectionHub::housekeeping() {
    std::vector<int> silent;
    for (auto& [id, c] : conns_) {
        if (c.closing) continue;
        if ((!c.welcomed && c.heard.elapsed() > config_.helloTimeoutMs) || c.heard.elapsed() > config_.idleTimeoutMs) silent.push_back(id);
    }
    for (int id : silent) drop(id, tr("The connection was silent for too long."), "timeout");
    enforceOutputBudget();  // many slow readers below the per-connection check add up too
    // What a burst of output took is given back once it is gone (the C library keeps freed memory otherwise).
    const qint64 total = bufferedOutput();
    if (peakSinceTrim_ > kTrimAfter && total < peakSinceTrim_ / 4) {
#ifdef __GLIBC__
        malloc_trim(0);
#endif
        peakSinceTrim_ = total;
    }
}

}  // namespace inno::net
