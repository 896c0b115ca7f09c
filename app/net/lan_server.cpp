// The LAN server's connections: listening, reading and framing requests, rate limits, replies held back until
// the journal has them, and housekeeping. The lobby (lan_lobby.cpp) and the journal (lan_persistence.cpp) are
// the server's other two parts.
#include "lan_server.h"
#include "lan_server_util.h"

#include "discovery.h"
#include "protocol.h"

#include "json/json_io.h"

#include <QDir>
#include <QTcpServer>
#include <QTcpSocket>

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <set>

namespace inno::net {

using namespace detail;
namespace bj = boost::json;

static_assert(wire::kWireVersion == kProtocolVersion, "the wire and the table messages share one protocol version");

namespace {

constexpr qint64 kMaxPendingWrite = 64ll << 20;  // a client that reads nothing is dropped past this
constexpr int kLobbyIdleSeconds = 30 * 60;
constexpr int kOverIdleSeconds = 2 * 60;

double cpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_utime.tv_sec + u.ru_utime.tv_usec / 1e6 + u.ru_stime.tv_sec + u.ru_stime.tv_usec / 1e6;
}

qint64 rssBytes() {
    long pages = 0, resident = 0;
    if (FILE* f = std::fopen("/proc/self/statm", "r")) {
        if (std::fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = 0;
        std::fclose(f);
    }
    return static_cast<qint64>(resident) * sysconf(_SC_PAGESIZE);
}

qint64 maxRssBytes() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<qint64>(u.ru_maxrss) * 1024;
}

// The descriptors this process may open: the soft limit is raised to the hard one, and a reserve is kept for
// the journal, discovery, the event loop and refusing connections politely.
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

int connectionLimit(int configured) {
    constexpr int kReserve = 32;
    const int fromDescriptors = std::max(1, descriptorLimit() - kReserve);
    return configured > 0 ? std::min(configured, fromDescriptors) : std::min(fromDescriptors, 100'000);
}

}  // namespace

LanServer::LanServer(ServerConfig config, QObject* parent) : QObject(parent), config_(std::move(config)) {
    clock_.start();
    sinceCompaction_.start();
    housekeeping_.setInterval(1000);
    connect(&housekeeping_, &QTimer::timeout, this, &LanServer::housekeeping);
}

LanServer::~LanServer() { stop(); }

quint16 LanServer::port() const { return tcp_ ? tcp_->serverPort() : 0; }
quint16 LanServer::discoveryPort() const { return discovery_ ? discovery_->port() : 0; }

bool LanServer::start(QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        qCWarning(lcServer) << why;
        return false;
    };
    maxConnections_ = connectionLimit(config_.maxConnections);
    qCInfo(lcServer) << "at most" << maxConnections_ << "connections";
    if (!config_.dataDir.isEmpty()) {
        if (!QDir().mkpath(config_.dataDir)) return fail(tr("Cannot create the data folder %1.").arg(config_.dataDir));
        if (QString why = restore(); !why.isEmpty()) return fail(why);
        persistent_ = true;
    }
    tcp_ = new QTcpServer(this);
    tcp_->setMaxPendingConnections(256);
    if (!tcp_->listen(config_.listenAddress, config_.port))
        return fail(tr("Cannot listen on %1 port %2: %3")
                        .arg(config_.listenAddress.toString())
                        .arg(config_.port)
                        .arg(tcp_->errorString()));
    connect(tcp_, &QTcpServer::newConnection, this, &LanServer::onNewConnection);
    connect(tcp_, &QTcpServer::acceptError, this, [this](QAbstractSocket::SocketError e) {
        // Out of descriptors despite the limit (another part of the process holds them): stop accepting for a
        // moment instead of trying again at once, which would spin.
        qCWarning(lcServer) << "cannot accept a connection:" << e << tcp_->errorString() << "- pausing for a second";
        tcp_->pauseAccepting();
        QTimer::singleShot(1000, this, [this] {
            if (tcp_) tcp_->resumeAccepting();
        });
    });
    if (config_.discovery) {
        discovery_ = new DiscoveryResponder(this);
        QString why;
        if (!discovery_->start(config_.discoveryBind, config_.discoveryPort,
                               [this] {
                                   bj::object a;
                                   a["name"] = jsonString(config_.name);
                                   a["version"] = INNOVATION_VERSION;
                                   a["port"] = port();
                                   a["tables"] = tableSummaries();
                                   return a;
                               },
                               &why)) {
            // Not fatal: the server can still be joined by address.
            qCWarning(lcServer) << why;
            emit logLine(why);
            delete discovery_;
            discovery_ = nullptr;
        }
    }
    housekeeping_.start();
    emit logLine(tr("Listening on %1:%2").arg(config_.listenAddress.toString()).arg(port()));
    return true;
}

void LanServer::stop() {
    housekeeping_.stop();
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
    tables_.clear();
    if (journal_.isOpen()) {
        journal_.setDurableCallback({});
        journal_.close();
    }
}

QList<int> LanServer::tableIds() const {
    QList<int> ids;
    for (const auto& [id, t] : tables_) ids.push_back(id);
    return ids;
}

const TableHost* LanServer::tableHost(int id) const {
    auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second->host.get();
}

bool LanServer::syncJournal() {
    const bool ok = !persistent_ || journal_.sync();
    flushOutboxes();
    return ok;
}

bool LanServer::storageFailing() const { return persistent_ && journal_.failing(); }

void LanServer::setJournalWriteFunction(Journal::WriteFunction write, int retryMs) {
    journal_.setWriteFunction(std::move(write));
    journal_.setRetryMs(retryMs);
}

LanServer::Conn* LanServer::conn(int id) {
    auto it = conns_.find(id);
    return it == conns_.end() ? nullptr : &it->second;
}

LanServer::Table* LanServer::table(int id) {
    auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

// ---------------------------------------------------------------- connections

void LanServer::onNewConnection() {
    while (QTcpSocket* s = tcp_->nextPendingConnection()) {
        if (static_cast<int>(conns_.size()) >= maxConnections_) {
            qCWarning(lcServer) << "refused a connection from" << s->peerAddress().toString() << ": the server is full ("
                                << maxConnections_ << "connections)";
            bj::object e{{"type", "error"}, {"code", "serverFull"}, {"fatal", true}, {"message", "The server is full."}, {"seq", 1}};
            const std::string f = wire::encodeFrame(e);
            connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            s->write(f.data(), static_cast<qint64>(f.size()));
            s->disconnectFromHost();
            continue;
        }
        const int id = nextConn_++;
        Conn& c = conns_[id];
        c.id = id;
        c.socket = s;
        c.address = s->peerAddress().toString();
        c.peer = c.address + ":" + QString::number(s->peerPort());
        if (config_.sendBufferBytes > 0) s->setSocketOption(QAbstractSocket::SendBufferSizeSocketOption, config_.sendBufferBytes);
        c.requests = wire::RateLimiter(config_.requestRate, config_.requestBurst);
        c.bytes = wire::RateLimiter(config_.byteRate, config_.byteBurst);
        c.heard.start();
        s->setReadBufferSize(256 * 1024);
        s->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(s, &QTcpSocket::readyRead, this, [this, id] { onReadable(id); });
        // Queued: a socket may report an error from inside a write, which can be inside a TableHost callback.
        connect(s, &QTcpSocket::disconnected, this, [this, id] { onDisconnected(id); }, Qt::QueuedConnection);
        connect(s, &QTcpSocket::errorOccurred, this, [this, id](QAbstractSocket::SocketError) { onDisconnected(id); },
                Qt::QueuedConnection);
        qCDebug(lcServer) << "connection" << id << "from" << c.peer;
    }
}

void LanServer::onReadable(int id) {
    Conn* c = conn(id);
    if (!c || c->closing || !c->socket) return;
    while (c->socket->bytesAvailable() > 0) {
        const qint64 chunk = std::min<qint64>(c->socket->bytesAvailable(), 16 * 1024);
        if (!c->bytes.take(clock_.elapsed() / 1000.0, static_cast<double>(chunk))) {
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
                sendError(*c, 0, {}, "tooLarge",
                          tr("A message may be at most %1 bytes long; it was ignored.").arg(wire::kMaxClientFrame));
            } else {
                c->heard.restart();
                handleFrame(*c, frame);
            }
            c = conn(id);
            if (!c || c->closing || !c->socket) return;
            if (c->violations > config_.maxViolations) {
                dropConnection(id, tr("Too many refused messages: the server closes this connection."), "tooManyErrors");
                return;
            }
        }
    }
}

void LanServer::onDisconnected(int id) {
    Conn* c = conn(id);
    if (!c) return;
    qCDebug(lcServer) << "connection" << id << "closed";
    detach(*c);
    pendingConns_.remove(id);
    if (c->socket) {
        c->socket->disconnect(this);
        c->socket->deleteLater();
    }
    conns_.erase(id);
}

void LanServer::dropConnection(int id, const QString& why, const QString& code) {
    Conn* c = conn(id);
    if (!c || c->closing) return;
    qCInfo(lcServer) << "dropping connection" << id << c->peer << ":" << why;
    // The last word, after every reply queued before it.
    if (!code.isEmpty()) send(*c, bj::object{{"type", "error"}, {"code", jsonString(code)}, {"fatal", true}, {"message", jsonString(why)}},
                              persistent_ ? journal_.lastTicket() : 0);
    c->closing = true;
    if (c->socket) c->socket->disconnect(this, nullptr);  // nothing more is read
    if (c->socket) {
        connect(c->socket, &QTcpSocket::disconnected, this, [this, id] { onDisconnected(id); }, Qt::QueuedConnection);
        connect(c->socket, &QTcpSocket::errorOccurred, this, [this, id](QAbstractSocket::SocketError) { onDisconnected(id); },
                Qt::QueuedConnection);
    }
    // Later: this may run inside a TableHost callback that is walking its connections.
    QTimer::singleShot(0, this, [this, id] {
        Conn* cc = conn(id);
        if (!cc) return;
        detach(*cc);
        if (cc->outbox.empty()) {
            finishClosing(id);
            return;
        }
        // flushOutboxes() finishes when the journal lets the last replies go; a disk that refuses writes does not
        // keep the connection open: what waits for it was never acknowledged and is dropped.
        QTimer::singleShot(10'000, this, [this, id] {
            if (Conn* c3 = conn(id)) {
                c3->outbox.clear();
                finishClosing(id);
            }
        });
    });
}

void LanServer::finishClosing(int id) {
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

qint64 LanServer::bufferedOutput() const {
    qint64 total = 0;
    for (const auto& [id, c] : conns_) {
        if (c.socket) total += c.socket->bytesToWrite();
        for (const auto& f : c.outbox) total += static_cast<qint64>(f.second.size());
    }
    return total;
}

// Replies waiting for clients that do not read are bounded for the whole server: past the budget, the
// connections holding the most are dropped until it holds again.
void LanServer::enforceOutputBudget() {
    qint64 total = bufferedOutput();
    while (total > config_.maxTotalOutput) {
        Conn* worst = nullptr;
        qint64 most = 0;
        for (auto& [id, c] : conns_) {
            if (!c.socket || c.closing) continue;
            const qint64 held = c.socket->bytesToWrite();
            if (held > most) {
                most = held;
                worst = &c;
            }
        }
        if (!worst) return;
        qCWarning(lcServer) << "connection" << worst->id << worst->peer << "reads too slowly:" << most
                            << "bytes wait for it; all replies waiting:" << total;
        total -= most;
        ++slowReadersDropped_;
        worst->outbox.clear();
        worst->socket->abort();  // its replies are dropped: that frees them
        const int id = worst->id;
        QTimer::singleShot(0, this, [this, id] { onDisconnected(id); });
        worst->closing = true;
    }
}

void LanServer::send(Conn& c, bj::object m, std::uint64_t ticket) {
    if (c.closing || !c.socket) return;
    m["seq"] = ++c.seqOut;
    std::string frame = wire::encodeFrame(m);
    if (c.outbox.empty() && (!persistent_ || ticket <= journal_.durableTicket())) {
        c.socket->write(frame.data(), static_cast<qint64>(frame.size()));
        checkOutput(c);
        return;
    }
    c.outbox.emplace_back(ticket, std::move(frame));
    pendingConns_.insert(c.id);
}

void LanServer::checkOutput(Conn& c) {
    if (!c.socket) return;
    const qint64 held = c.socket->bytesToWrite();
    if (held > kMaxPendingWrite) {
        qCWarning(lcServer) << "connection" << c.id << c.peer << "reads too slowly:" << held << "bytes wait for it";
        ++slowReadersDropped_;
        c.socket->abort();
        c.closing = true;
        QTimer::singleShot(0, this, [this, id = c.id] { onDisconnected(id); });
    } else if (held > (1 << 20)) {
        enforceOutputBudget();
    }
}

void LanServer::sendNow(Conn& c, bj::object m) {
    if (c.closing || !c.socket) return;
    m["seq"] = ++c.seqOut;
    const std::string frame = wire::encodeFrame(m);
    c.socket->write(frame.data(), static_cast<qint64>(frame.size()));
}

void LanServer::flushOutboxes() {
    if (pendingConns_.isEmpty()) return;
    const std::uint64_t durable = persistent_ ? journal_.durableTicket() : UINT64_MAX;
    for (auto it = pendingConns_.begin(); it != pendingConns_.end();) {
        Conn* c = conn(*it);
        if (!c || !c->socket) {
            it = pendingConns_.erase(it);
            continue;
        }
        while (!c->outbox.empty() && c->outbox.front().first <= durable) {
            const std::string& f = c->outbox.front().second;
            c->socket->write(f.data(), static_cast<qint64>(f.size()));
            c->outbox.pop_front();
        }
        checkOutput(*c);
        if (c->outbox.empty()) {
            if (c->closing) QTimer::singleShot(0, this, [this, id = c->id] { finishClosing(id); });
            it = pendingConns_.erase(it);
        } else {
            ++it;
        }
    }
}

void LanServer::sendError(Conn& c, std::int64_t inReplyTo, const std::string& type, const QString& code,
                          const QString& message, bool fatal) {
    bj::object e{{"type", "error"}, {"code", jsonString(code)}, {"message", jsonString(message)}};
    if (inReplyTo > 0) e["inReplyTo"] = inReplyTo;
    if (!type.empty()) e["re"] = type;
    if (fatal) e["fatal"] = true;
    Table* t = c.table ? table(c.table) : nullptr;
    send(c, std::move(e), t ? t->ticket : 0);
}

void LanServer::sendOk(Conn& c, std::int64_t inReplyTo, const std::string& type, bj::object extra) {
    extra["type"] = "ok";
    extra["inReplyTo"] = inReplyTo;
    extra["re"] = type;
    Table* t = c.table ? table(c.table) : nullptr;
    send(c, std::move(extra), t ? t->ticket : 0);
}

void LanServer::handleFrame(Conn& c, const std::string& frame) {
    wire::Decoded d = wire::decodeRequest(frame);
    if (!c.requests.take(clock_.elapsed() / 1000.0)) {
        ++c.violations;
        return sendError(c, d.request ? d.request->seq : d.error.seq, d.request ? d.request->type : d.error.type,
                         "rateLimited", tr("Too many requests: slow down. This one was ignored."));
    }
    if (!d.request) {
        ++c.violations;
        return sendError(c, d.error.seq, d.error.type, qstring(d.error.code), qstring(d.error.message));
    }
    wire::Request& r = *d.request;
    if (r.seq <= c.lastSeq) {
        ++c.violations;
        return sendError(c, r.seq, r.type, "badSeq",
                         tr("Sequence numbers must increase (the last one was %1).").arg(c.lastSeq));
    }
    c.lastSeq = r.seq;
    if (!c.welcomed && r.type != "hello") {
        ++c.violations;
        return sendError(c, r.seq, r.type, "helloFirst", tr("Say hello first."));
    }
    // (resume and leave stay open: a person may always come back or go; what they change waits for the disk.)
    static const std::set<std::string, std::less<>> kChanges{"create", "join", "seat", "start", "answer", "undo", "concede"};
    if (storageFailing() && kChanges.count(r.type)) {
        // Nothing may change that cannot be written down; the refusal cannot wait for the disk either.
        bj::object e{{"type", "error"}, {"code", "storage"}, {"inReplyTo", r.seq}, {"re", r.type},
                     {"message", jsonString(tr("The server cannot save to its disk (%1), so nothing can change now. "
                                               "Your game is kept; try again in a moment.")
                                                .arg(qstring(journal_.lastError())))}};
        if (r.type == "answer" || r.type == "undo" || r.type == "concede") e["seat"] = c.seat;
        return sendNow(c, std::move(e));
    }
    try {
        handleRequest(c, r);
    } catch (const std::exception& e) {
        // The engine or a handler failed on this request: refuse it, keep serving.
        qCWarning(lcServer) << "request" << r.type.c_str() << "failed:" << e.what();
        if (Conn* cc = conn(c.id)) sendError(*cc, r.seq, r.type, "internal", tr("The server could not handle that request."));
    }
}

void LanServer::handleRequest(Conn& c, wire::Request& r) {
    const std::string& type = r.type;
    if (type == "hello") {
        const auto protocol = wire::intField(r.body, "protocol");
        if (protocol != wire::kWireVersion) {
            sendError(c, r.seq, type, "version",
                      tr("This server speaks protocol %1 and your program speaks %2: use the same version of Innovation.")
                          .arg(wire::kWireVersion)
                          .arg(protocol),
                      true);
            dropConnection(c.id, "protocol version");
            return;
        }
        c.welcomed = true;
        bj::object w{{"type", "welcome"},
                     {"inReplyTo", r.seq},
                     {"protocol", wire::kWireVersion},
                     {"server", jsonString(config_.name)},
                     {"version", INNOVATION_VERSION},
                     {"maxFrame", wire::kMaxClientFrame},
                     {"requestsPerSecond", config_.requestRate}};
        send(c, std::move(w));
    } else if (type == "ping") {
        send(c, bj::object{{"type", "pong"}, {"inReplyTo", r.seq}}, c.table ? table(c.table)->ticket : 0);
    } else if (type == "list") {
        // One page: tables people can join come first.
        std::vector<const Table*> order;
        for (const auto& [id, t] : tables_) order.push_back(t.get());
        std::stable_sort(order.begin(), order.end(), [](const Table* a, const Table* b) {
            return (a->phase == Phase::Lobby) > (b->phase == Phase::Lobby);
        });
        const auto offset = static_cast<std::size_t>(wire::intField(r.body, "offset"));
        bj::array page;
        for (std::size_t i = offset; i < order.size() && page.size() < wire::kListPage; ++i) page.push_back(tableSummary(*order[i]));
        const std::size_t shown = page.size();
        send(c, bj::object{{"type", "tables"}, {"inReplyTo", r.seq}, {"server", jsonString(config_.name)}, {"tables", std::move(page)},
                           {"offset", offset}, {"total", order.size()}, {"more", offset + shown < order.size()}});
    } else if (type == "stats") {
        send(c, bj::object{{"type", "stats"},
                           {"inReplyTo", r.seq},
                           {"cpuSeconds", cpuSeconds()},
                           {"rssBytes", rssBytes()},
                           {"maxRssBytes", maxRssBytes()},
                           {"tables", tables_.size()},
                           {"connections", conns_.size()},
                           {"answers", acceptedAnswers_},
                           {"journalBytes", persistent_ ? journal_.bytesWritten() : 0},
                           {"journalSyncs", persistent_ ? journal_.syncCount() : 0},
                           {"journal", [&] {
                                const auto t = persistent_ ? journal_.takeSyncTimes() : Journal::SyncTimes{};
                                return bj::object{{"batches", t.batches},
                                                  {"records", t.records},
                                                  {"maxSyncMs", t.maxMs},
                                                  {"meanSyncMs", t.batches ? t.totalMs / static_cast<double>(t.batches) : 0.0}};
                            }()},
                           {"uptimeSeconds", clock_.elapsed() / 1000.0}});
    } else if (type == "create") {
        onCreate(c, r);
    } else if (type == "join") {
        onJoin(c, r);
    } else if (type == "resume") {
        onResume(c, r);
    } else if (type == "leave") {
        onLeave(c, r);
    } else if (type == "seat") {
        onSeat(c, r);
    } else if (type == "start") {
        onStart(c, r);
    } else if (type == "answer" || type == "undo" || type == "concede") {
        onPlay(c, r);
    }
}

void LanServer::housekeeping() {
    std::vector<int> drop;
    for (auto& [id, c] : conns_) {
        if (c.closing) continue;
        if (!c.welcomed && c.heard.elapsed() > config_.helloTimeoutMs) drop.push_back(id);
        else if (c.heard.elapsed() > config_.idleTimeoutMs) drop.push_back(id);
    }
    for (int id : drop) dropConnection(id, tr("The connection was silent for too long."), "timeout");
    // Tables nobody comes back to.
    std::vector<int> stale, abandoned;
    for (auto& [id, t] : tables_) {
        bool anyone = !t->spectators.isEmpty();
        for (const auto& s : t->seats) anyone = anyone || s.conn != 0;
        if (anyone) {
            t->idle.restart();
            continue;
        }
        const qint64 idle = t->idle.elapsed() / 1000;
        if ((t->phase == Phase::Lobby && idle > kLobbyIdleSeconds) || (t->phase == Phase::Over && idle > kOverIdleSeconds))
            stale.push_back(id);
        else if (t->phase == Phase::Playing && idle >= config_.abandonedSeconds)
            abandoned.push_back(id);
    }
    for (int id : stale) closeTable(id, tr("The table was closed: nobody was at it."));
    for (int id : abandoned) {
        // A game everyone left long ago: its record is kept in the data folder, the table is freed.
        qCInfo(lcServer) << "table" << id << "abandoned: closed, its record kept";
        emit logLine(tr("Table %1 was closed: nobody came back to it.").arg(id));
        archiveTable(*table(id));
        closeTable(id, tr("The table was closed: nobody was at it."));
    }
    enforceOutputBudget();  // many slow readers below the per-connection check add up too
    // Wrong-password counters that have filled up again are forgotten.
    const double now = clock_.elapsed() / 1000.0;
    for (auto it = guesses_.begin(); it != guesses_.end();) {
        if (it->second.has(now, config_.passwordGuesses)) it = guesses_.erase(it);
        else ++it;
    }
    if (persistent_ && journal_.bytesWritten() > static_cast<std::uint64_t>(config_.compactBytes) &&
        sinceCompaction_.elapsed() > 30'000)
        compact();
}

}  // namespace inno::net
