#include "lan_server.h"

#include "discovery.h"
#include "protocol.h"

#include "json/json_io.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>

Q_LOGGING_CATEGORY(lcServer, "innovation.server")

namespace inno::net {

static_assert(wire::kWireVersion == kProtocolVersion, "the wire and the table messages share one protocol version");

namespace bj = boost::json;

namespace {

constexpr qint64 kMaxPendingWrite = 64ll << 20;  // a client that reads nothing is dropped past this
constexpr int kLobbyIdleSeconds = 30 * 60;
constexpr int kOverIdleSeconds = 2 * 60;

std::string ss(const QString& s) { return s.toStdString(); }

QByteArray sha256Hex(const QByteArray& data) { return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex(); }

QByteArray randomHex(int bytes) {
    QByteArray raw(bytes, Qt::Uninitialized);
    auto* gen = QRandomGenerator::system();
    for (int i = 0; i < bytes; i += 4) {
        const quint32 v = gen->generate();
        for (int k = 0; k < 4 && i + k < bytes; ++k) raw[i + k] = static_cast<char>((v >> (8 * k)) & 0xff);
    }
    return raw.toHex();
}

bool sameBytes(const QByteArray& a, const QByteArray& b) {
    if (a.size() != b.size()) return false;
    unsigned char d = 0;
    for (qsizetype i = 0; i < a.size(); ++i) d |= static_cast<unsigned char>(a[i] ^ b[i]);
    return d == 0;
}

const char* kindName(int k) { return k == 0 ? "open" : k == 1 ? "human" : "bot"; }

const char* phaseName(int p) { return p == 0 ? "lobby" : p == 1 ? "playing" : "over"; }

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

void LanServer::syncJournal() {
    if (persistent_) journal_.sync();
    flushOutboxes();
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
        if (static_cast<int>(conns_.size()) >= config_.maxConnections) {
            bj::object e{{"type", "error"}, {"code", "serverFull"}, {"fatal", true}, {"message", "The server is full."}, {"seq", 1}};
            const std::string f = wire::encodeFrame(e);
            s->write(f.data(), static_cast<qint64>(f.size()));
            s->disconnectFromHost();
            connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
            continue;
        }
        const int id = nextConn_++;
        Conn& c = conns_[id];
        c.id = id;
        c.socket = s;
        c.peer = s->peerAddress().toString() + ":" + QString::number(s->peerPort());
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
                dropConnection(id, tr("too many refused messages"));
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

void LanServer::dropConnection(int id, const QString& why) {
    Conn* c = conn(id);
    if (!c || c->closing) return;
    qCInfo(lcServer) << "dropping connection" << id << c->peer << ":" << why;
    c->closing = true;
    // Later: this may run inside a TableHost callback that is walking its connections.
    QTimer::singleShot(0, this, [this, id] {
        Conn* cc = conn(id);
        if (!cc) return;
        if (cc->socket) cc->socket->disconnectFromHost();  // sends what is queued, then closes
        onDisconnected(id);
    });
}

void LanServer::send(Conn& c, bj::object m, std::uint64_t ticket) {
    if (c.closing || !c.socket) return;
    m["seq"] = ++c.seqOut;
    std::string frame = wire::encodeFrame(m);
    if (c.outbox.empty() && (!persistent_ || ticket <= journal_.durableTicket())) {
        c.socket->write(frame.data(), static_cast<qint64>(frame.size()));
        if (c.socket->bytesToWrite() > kMaxPendingWrite) dropConnection(c.id, tr("it reads too slowly"));
        return;
    }
    c.outbox.emplace_back(ticket, std::move(frame));
    pendingConns_.insert(c.id);
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
        if (c->socket->bytesToWrite() > kMaxPendingWrite) dropConnection(c->id, tr("it reads too slowly"));
        if (c->outbox.empty()) it = pendingConns_.erase(it);
        else ++it;
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
        send(c, bj::object{{"type", "tables"}, {"inReplyTo", r.seq}, {"server", jsonString(config_.name)}, {"tables", tableSummaries()}});
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
    } else if (type == "answer" || type == "undo") {
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
    for (int id : drop) dropConnection(id, tr("silent for too long"));
    // Tables nobody comes back to.
    std::vector<int> stale;
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
    }
    for (int id : stale) closeTable(id, tr("The table was closed: nobody was at it."));
    if (persistent_ && journal_.bytesWritten() > static_cast<std::uint64_t>(config_.compactBytes) &&
        sinceCompaction_.elapsed() > 30'000)
        compact();
}

// ---------------------------------------------------------------- tables

QString LanServer::uniqueName(const Table& t, const QString& wanted) const {
    const QString base = wanted.simplified();
    QString name = base;
    for (int n = 2;; ++n) {
        bool taken = false;
        for (const auto& s : t.seats)
            if (s.kind != Seat::Kind::Open && s.name.compare(name, Qt::CaseInsensitive) == 0) taken = true;
        if (!taken) return name;
        name = base + " " + QString::number(n);
    }
}

bool LanServer::checkPassword(const Table& t, const std::string& password) const {
    if (t.passwordHash.isEmpty()) return true;
    return sameBytes(sha256Hex(t.passwordSalt + QByteArray::fromStdString(password)), t.passwordHash);
}

bj::object LanServer::tableSummary(const Table& t) const {
    bj::array seats;
    int open = 0;
    for (const auto& s : t.seats) {
        bj::object so{{"kind", kindName(static_cast<int>(s.kind))}, {"away", s.kind == Seat::Kind::Human && s.conn == 0}};
        if (s.kind != Seat::Kind::Open) so["name"] = jsonString(s.name);
        if (s.kind == Seat::Kind::Open) ++open;
        seats.push_back(std::move(so));
    }
    return bj::object{{"id", t.id},
                      {"name", jsonString(t.name)},
                      {"players", t.players},
                      {"open", open},
                      {"password", !t.passwordHash.isEmpty()},
                      {"phase", phaseName(static_cast<int>(t.phase))},
                      {"host", jsonString(t.seats[static_cast<std::size_t>(t.hostSeat)].name)},
                      {"spectators", t.spectators.size()},
                      {"teams", t.options.teams},
                      {"seats", std::move(seats)}};
}

bj::array LanServer::tableSummaries() const {
    bj::array a;
    for (const auto& [id, t] : tables_) a.push_back(tableSummary(*t));
    return a;
}

bj::object LanServer::seatsMessage(const Table& t, int forSeat) const {
    bj::array seats;
    for (std::size_t i = 0; i < t.seats.size(); ++i) {
        const Seat& s = t.seats[i];
        bj::object so{{"seat", i},
                      {"kind", kindName(static_cast<int>(s.kind))},
                      {"away", s.tokenHash.size() > 0 && s.conn == 0 && !(s.kind == Seat::Kind::Bot && !s.standIn)},
                      {"standIn", s.standIn},
                      {"you", static_cast<int>(i) == forSeat}};
        if (s.kind != Seat::Kind::Open) so["name"] = jsonString(s.name);
        if (s.kind == Seat::Kind::Bot) so["level"] = botLevelName(s.level);
        seats.push_back(std::move(so));
    }
    return bj::object{{"type", "seats"},
                      {"table", t.id},
                      {"name", jsonString(t.name)},
                      {"phase", phaseName(static_cast<int>(t.phase))},
                      {"host", t.hostSeat},
                      {"password", !t.passwordHash.isEmpty()},
                      {"spectators", t.spectators.size()},
                      {"seats", std::move(seats)}};
}

void LanServer::broadcastSeats(Table& t) {
    for (std::size_t i = 0; i < t.seats.size(); ++i)
        if (Conn* c = t.seats[i].conn ? conn(t.seats[i].conn) : nullptr) send(*c, seatsMessage(t, static_cast<int>(i)), t.ticket);
    for (int id : t.spectators)
        if (Conn* c = conn(id)) send(*c, seatsMessage(t, -1), t.ticket);
    emit tablesChanged();
}

void LanServer::attach(Conn& c, Table& t, int seat) {
    detach(c);
    c.table = t.id;
    c.seat = seat;
    if (seat >= 0) {
        Seat& s = t.seats[static_cast<std::size_t>(seat)];
        if (s.conn && s.conn != c.id) {
            // The same person again (a new connection after a drop the old one has not noticed yet).
            if (Conn* old = conn(s.conn)) {
                sendError(*old, 0, {}, "replaced", tr("You joined this seat from another connection."), true);
                detach(*old);
                dropConnection(old->id, "replaced");
            }
        }
        s.conn = c.id;
    } else {
        t.spectators.insert(c.id);
    }
    if (t.host) hostConnect(c, t, seat);
}

void LanServer::hostConnect(Conn& c, Table& t, int seat) {
    const int connId = c.id;
    const int tableId = t.id;
    c.hostConn = t.host->addConnection(seat >= 0 ? QList<int>{seat} : QList<int>{}, [this, connId, tableId](bj::object m) {
        Conn* cc = conn(connId);
        Table* tt = table(tableId);
        if (!cc || !tt) return;
        if (current_ && current_->conn == connId && wire::stringField(m, "type") == msg::Error && !wire::boolField(m, "fatal")) {
            m["inReplyTo"] = current_->seq;
            m["code"] = "refused";
            current_->refused = true;
        }
        send(*cc, std::move(m), tt->ticket);
    });
}

void LanServer::detach(Conn& c) {
    if (!c.table) return;
    Table* t = table(c.table);
    const int seat = c.seat;
    c.table = 0;
    c.seat = -1;
    if (!t) return;
    if (t->host && c.hostConn) t->host->removeConnection(c.hostConn);
    c.hostConn = 0;
    if (seat >= 0 && seat < static_cast<int>(t->seats.size()) && t->seats[static_cast<std::size_t>(seat)].conn == c.id)
        t->seats[static_cast<std::size_t>(seat)].conn = 0;
    t->spectators.remove(c.id);
    broadcastSeats(*t);
}

void LanServer::makeHost(Table& t) {
    t.host = std::make_unique<TableHost>();
    t.host->setBotDelayMs(t.botDelayMs);
    const int id = t.id;
    connect(t.host.get(), &TableHost::answerAccepted, this, [this, id](int) { onAnswerAccepted(id); });
    connect(t.host.get(), &TableHost::gameFinished, this, [this, id] {
        if (Table* tt = table(id); tt && tt->phase != Phase::Over) {
            tt->phase = Phase::Over;
            broadcastSeats(*tt);
        }
    });
}

void LanServer::onAnswerAccepted(int id) {
    Table* t = table(id);
    if (!t || !t->host || !t->host->game()) return;
    const Game& g = *t->host->game();
    const std::size_t n = g.answers().size();
    if (n < t->journaled) {
        journal(*t, bj::object{{"t", "truncate"}, {"n", n}});
    } else {
        const auto& by = t->host->answeredBy();
        for (std::size_t i = t->journaled; i < n; ++i) {
            bj::array picks;
            for (const auto& p : g.answerTexts()[i]) picks.emplace_back(p);
            journal(*t, bj::object{{"t", "answer"}, {"n", i + 1}, {"seat", i < by.size() ? by[i] : -1}, {"picks", std::move(picks)}});
            ++acceptedAnswers_;
        }
    }
    t->journaled = n;
}

void LanServer::startTable(Table& t) {
    QList<SeatSpec> specs;
    for (const auto& s : t.seats) specs.push_back(SeatSpec{s.name, s.kind == Seat::Kind::Human, s.level});
    makeHost(t);
    if (QString why = t.host->newGame(specs, t.options, t.seed); !why.isEmpty()) throw std::runtime_error(ss(why));
    t.phase = Phase::Playing;
    t.journaled = 0;
}

void LanServer::closeTable(int id, const QString& why) {
    Table* t = table(id);
    if (!t) return;
    journal(*t, bj::object{{"t", "close"}});
    std::vector<int> ids;
    for (const auto& s : t->seats)
        if (s.conn) ids.push_back(s.conn);
    for (int sid : t->spectators) ids.push_back(sid);
    for (int cid : ids)
        if (Conn* c = conn(cid)) {
            sendError(*c, 0, {}, "tableClosed", why, true);
            if (t->host && c->hostConn) t->host->removeConnection(c->hostConn);
            c->hostConn = 0;
            c->table = 0;
            c->seat = -1;
        }
    // The TableHost may be inside a call right now (a signal): let it go later.
    if (t->host) t->host.release()->deleteLater();
    tables_.erase(id);
    emit tablesChanged();
}

// ---------------------------------------------------------------- requests

void LanServer::onCreate(Conn& c, const wire::Request& r) {
    if (static_cast<int>(tables_.size()) >= config_.maxTables)
        return sendError(c, r.seq, r.type, "full", tr("This server already has %1 tables.").arg(config_.maxTables));
    // A host opens one table at a time: a lobby it leaves for a new one closes (no tables pile up empty).
    if (Table* old = c.table ? table(c.table) : nullptr; old && old->phase == Phase::Lobby && c.seat == old->hostSeat) {
        const int oldId = old->id;
        detach(c);
        closeTable(oldId, tr("The host opened another table."));
    }
    detach(c);
    auto t = std::make_unique<Table>();
    t->id = nextTable_++;
    const QString who = qstring(wire::stringField(r.body, "name")).simplified();
    QString name = qstring(wire::stringField(r.body, "table")).simplified();
    if (name.isEmpty()) name = tr("%1's table").arg(who);
    t->name = name;
    t->players = static_cast<int>(wire::intField(r.body, "players", 2));
    t->options.teams = wire::boolField(r.body, "teams") && t->players == 4;
    t->options.extraAchievement = wire::boolField(r.body, "extraAchievement");
    t->options.playerCount = t->players;
    t->botDelayMs = static_cast<int>(wire::intField(r.body, "botDelayMs", config_.botDelayMs));
    t->created = QDateTime::currentSecsSinceEpoch();
    const std::string password(wire::stringField(r.body, "password"));
    if (!password.empty()) {
        t->passwordSalt = randomHex(16);
        t->passwordHash = sha256Hex(t->passwordSalt + QByteArray::fromStdString(password));
    }
    t->seats.resize(static_cast<std::size_t>(t->players));
    t->idle.start();
    Table& tr_ = *t;
    tables_[t->id] = std::move(t);
    bj::object record = tableRecord(tr_);
    record["t"] = "table";
    journal(tr_, std::move(record));
    const QByteArray token = randomHex(16);
    Seat& s = tr_.seats[0];
    s.kind = Seat::Kind::Human;
    s.name = who;
    s.tokenHash = sha256Hex(token);
    journal(tr_, bj::object{{"t", "join"}, {"seat", 0}, {"name", jsonString(s.name)}, {"token", jsonString(QString::fromLatin1(s.tokenHash))}});
    qCInfo(lcServer) << "table" << tr_.id << "created by" << who;
    emit logLine(tr("%1 opened table %2 (\"%3\").").arg(who).arg(tr_.id).arg(tr_.name));
    sendOk(c, r.seq, r.type,
           bj::object{{"table", tr_.id}, {"seat", 0}, {"token", jsonString(QString::fromLatin1(token))}, {"host", true}, {"name", jsonString(who)},
                      {"tableName", jsonString(tr_.name)}});
    // The reply waits for the journal; so does what follows, in order.
    Conn* cc = conn(c.id);
    attach(*cc, tr_, 0);
    broadcastSeats(tr_);
}

void LanServer::onJoin(Conn& c, const wire::Request& r) {
    Table* t = table(static_cast<int>(wire::intField(r.body, "table")));
    if (!t) return sendError(c, r.seq, r.type, "noTable", tr("There is no such table (it may have ended)."));
    if (!checkPassword(*t, std::string(wire::stringField(r.body, "password"))))
        return sendError(c, r.seq, r.type, "password", tr("Wrong password for this table."));
    if (wire::boolField(r.body, "spectate")) {
        detach(c);
        sendOk(c, r.seq, r.type, bj::object{{"table", t->id}, {"seat", -1}, {"spectator", true}, {"tableName", jsonString(t->name)}});
        attach(c, *t, -1);
        broadcastSeats(*t);
        return;
    }
    if (t->phase != Phase::Lobby)
        return sendError(c, r.seq, r.type, "started",
                         tr("This game has started: only its players can come back (or watch it as a spectator)."));
    int seat = -1;
    if (const auto want = wire::intField(r.body, "seat", -1); want >= 0 && want < t->players &&
                                                             t->seats[static_cast<std::size_t>(want)].kind == Seat::Kind::Open)
        seat = static_cast<int>(want);
    for (int i = 0; seat < 0 && i < t->players; ++i)
        if (t->seats[static_cast<std::size_t>(i)].kind == Seat::Kind::Open) seat = i;
    if (seat < 0) return sendError(c, r.seq, r.type, "tableFull", tr("Every seat at this table is taken."));
    detach(c);
    const QByteArray token = randomHex(16);
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    s.kind = Seat::Kind::Human;
    s.name = uniqueName(*t, qstring(wire::stringField(r.body, "name")));
    s.tokenHash = sha256Hex(token);
    s.standIn = false;
    journal(*t, bj::object{{"t", "join"}, {"seat", seat}, {"name", jsonString(s.name)}, {"token", jsonString(QString::fromLatin1(s.tokenHash))}});
    emit logLine(tr("%1 sat down at table %2.").arg(s.name).arg(t->id));
    sendOk(c, r.seq, r.type,
           bj::object{{"table", t->id}, {"seat", seat}, {"token", jsonString(QString::fromLatin1(token))}, {"host", false},
                      {"name", jsonString(s.name)}, {"tableName", jsonString(t->name)}});
    attach(c, *t, seat);
    broadcastSeats(*t);
}

void LanServer::onResume(Conn& c, const wire::Request& r) {
    Table* t = table(static_cast<int>(wire::intField(r.body, "table")));
    if (!t) return sendError(c, r.seq, r.type, "noTable", tr("There is no such table (it may have ended)."), true);
    const QByteArray hash = sha256Hex(QByteArray(wire::stringField(r.body, "token").data(),
                                                 static_cast<qsizetype>(wire::stringField(r.body, "token").size())));
    int seat = -1;
    for (std::size_t i = 0; i < t->seats.size(); ++i)
        if (!t->seats[i].tokenHash.isEmpty() && sameBytes(t->seats[i].tokenHash, hash)) seat = static_cast<int>(i);
    if (seat < 0) return sendError(c, r.seq, r.type, "badToken", tr("That seat token is not valid at this table."), true);
    detach(c);
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    sendOk(c, r.seq, r.type,
           bj::object{{"table", t->id}, {"seat", seat}, {"host", seat == t->hostSeat}, {"name", jsonString(s.name)},
                      {"tableName", jsonString(t->name)}, {"resumed", true}});
    if (s.standIn && t->host) {
        // The person is back: the bot that stood in gives the seat back.
        s.kind = Seat::Kind::Human;
        s.standIn = false;
        journal(*t, bj::object{{"t", "seat"}, {"seat", seat}, {"kind", "human"}, {"level", botLevelName(s.level)}, {"standIn", false}});
        reseat(*t);
    }
    attach(c, *t, seat);
    emit logLine(tr("%1 is back at table %2.").arg(s.name).arg(t->id));
    broadcastSeats(*t);
}

void LanServer::onLeave(Conn& c, const wire::Request& r) {
    Table* t = c.table ? table(c.table) : nullptr;
    if (!t) return sendOk(c, r.seq, r.type);
    const int seat = c.seat;
    if (t->phase == Phase::Lobby && seat >= 0) {
        if (seat == t->hostSeat) {
            sendOk(c, r.seq, r.type);
            detach(c);
            closeTable(t->id, tr("The host closed the table."));
            return;
        }
        Seat& s = t->seats[static_cast<std::size_t>(seat)];
        s = Seat{};
        journal(*t, bj::object{{"t", "leave"}, {"seat", seat}});
    }
    sendOk(c, r.seq, r.type);
    detach(c);
}

void LanServer::onSeat(Conn& c, const wire::Request& r) {
    Table* t = c.table ? table(c.table) : nullptr;
    if (!t || c.seat != t->hostSeat) return sendError(c, r.seq, r.type, "notHost", tr("Only the table's host can do that."));
    const int seat = static_cast<int>(wire::intField(r.body, "seat"));
    if (seat >= t->players) return sendError(c, r.seq, r.type, "badSeat", tr("There is no such seat."));
    if (seat == t->hostSeat) return sendError(c, r.seq, r.type, "badSeat", tr("The host's own seat stays the host's."));
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    const std::string_view player = wire::stringField(r.body, "player");
    const BotLevel level = parseBotLevel(wire::stringField(r.body, "level", "easy")).value_or(BotLevel::Easy);
    if (t->phase == Phase::Lobby) {
        if (s.kind == Seat::Kind::Human && s.conn)
            return sendError(c, r.seq, r.type, "seatTaken", tr("%1 sits there.").arg(s.name));
        if (player == "bot") {
            s = Seat{};
            s.kind = Seat::Kind::Bot;
            s.level = level;
            s.name = uniqueName(*t, tr("Bot %1").arg(seat + 1));
        } else {
            s = Seat{};  // open (a person is invited to take it)
        }
        journal(*t, bj::object{{"t", "seat"}, {"seat", seat}, {"kind", s.kind == Seat::Kind::Bot ? "bot" : "open"},
                               {"level", botLevelName(level)}, {"name", jsonString(s.name)}});
        sendOk(c, r.seq, r.type);
        broadcastSeats(*t);
        return;
    }
    if (t->phase == Phase::Over || !t->host) return sendError(c, r.seq, r.type, "over", tr("The game is over."));
    // During a game: a bot may stand in for a person who is away, and give the seat back.
    if (player == "bot") {
        if (s.kind == Seat::Kind::Bot && !s.standIn) return sendError(c, r.seq, r.type, "badSeat", tr("A bot already plays there."));
        if (s.conn) return sendError(c, r.seq, r.type, "seatTaken", tr("%1 is at the table: a bot can only stand in for someone away.").arg(s.name));
        s.kind = Seat::Kind::Bot;
        s.level = level;
        s.standIn = true;
    } else if (player == "human") {
        if (!s.standIn) return sendError(c, r.seq, r.type, "badSeat", tr("Only a seat a bot stands in for can be given back."));
        s.kind = Seat::Kind::Human;
        s.standIn = false;
    } else {
        return sendError(c, r.seq, r.type, "started", tr("A seat cannot be opened once the game has started."));
    }
    journal(*t, bj::object{{"t", "seat"}, {"seat", seat}, {"kind", s.kind == Seat::Kind::Bot ? "bot" : "human"},
                           {"level", botLevelName(s.level)}, {"standIn", s.standIn}});
    sendOk(c, r.seq, r.type);
    reseat(*t);
    emit logLine(s.standIn ? tr("A bot stands in for %1 at table %2.").arg(s.name).arg(t->id)
                           : tr("%1's seat at table %2 is a person's again.").arg(s.name).arg(t->id));
    broadcastSeats(*t);
}

void LanServer::reseat(Table& t) {
    // Who plays each seat changed: the table host reloads its own save with the new seats.
    bj::value save = bj::parse(ss(t.host->saveText()));
    auto& seatsJson = save.as_object()["seats"].as_array();
    for (std::size_t i = 0; i < seatsJson.size() && i < t.seats.size(); ++i) {
        seatsJson[i].as_object()["human"] = t.seats[i].kind == Seat::Kind::Human;
        seatsJson[i].as_object()["level"] = botLevelName(t.seats[i].level);
    }
    // The connections leave the table host while it reloads and come back with the whole table (a "table" and
    // the replayed events), as after a reconnection: the clients rebuild instead of replaying history as news.
    std::vector<std::pair<int, int>> who;
    for (std::size_t i = 0; i < t.seats.size(); ++i)
        if (t.seats[i].conn) who.emplace_back(t.seats[i].conn, static_cast<int>(i));
    for (int id : t.spectators) who.emplace_back(id, -1);
    for (auto [id, seat] : who)
        if (Conn* c = conn(id); c && c->hostConn) {
            t.host->removeConnection(c->hostConn);
            c->hostConn = 0;
        }
    if (QString why = t.host->loadGame(qstring(bj::serialize(save))); !why.isEmpty())
        qCWarning(lcServer) << "seat change failed:" << why;
    for (auto [id, seat] : who)
        if (Conn* c = conn(id)) hostConnect(*c, t, seat);
}

void LanServer::onStart(Conn& c, const wire::Request& r) {
    Table* t = c.table ? table(c.table) : nullptr;
    if (!t || c.seat != t->hostSeat) return sendError(c, r.seq, r.type, "notHost", tr("Only the table's host can start the game."));
    if (t->phase != Phase::Lobby) return sendError(c, r.seq, r.type, "started", tr("The game has already started."));
    const std::string_view fill = wire::stringField(r.body, "fill");
    int open = 0;
    for (const auto& s : t->seats) open += s.kind == Seat::Kind::Open;
    if (open > 0 && fill.empty())
        return sendError(c, r.seq, r.type, "seatsOpen",
                         tr("%n seat(s) are still open: wait for players, or fill them with bots.", nullptr, open));
    const BotLevel level = parseBotLevel(fill).value_or(BotLevel::Easy);
    for (std::size_t i = 0; i < t->seats.size(); ++i) {
        Seat& s = t->seats[i];
        if (s.kind != Seat::Kind::Open) continue;
        s.kind = Seat::Kind::Bot;
        s.level = level;
        s.name = uniqueName(*t, tr("Bot %1").arg(i + 1));
    }
    if (const bj::value* seed = r.body.if_contains("seed"))
        t->seed = seed->is_uint64() ? seed->get_uint64() : static_cast<quint64>(seed->get_int64());
    else
        t->seed = QRandomGenerator::system()->generate64() >> 11;  // exact in every JSON reader
    startTable(*t);
    bj::array seats;
    for (const auto& s : t->seats)
        seats.push_back(bj::object{{"name", jsonString(s.name)}, {"kind", kindName(static_cast<int>(s.kind))}, {"level", botLevelName(s.level)}});
    journal(*t, bj::object{{"t", "start"}, {"seed", t->seed}, {"seats", std::move(seats)}});
    emit logLine(tr("The game at table %1 has started.").arg(t->id));
    sendOk(c, r.seq, r.type);
    // Everyone at the table now receives the game.
    std::vector<std::pair<int, int>> who;
    for (std::size_t i = 0; i < t->seats.size(); ++i)
        if (t->seats[i].conn) who.emplace_back(t->seats[i].conn, static_cast<int>(i));
    for (int id : t->spectators) who.emplace_back(id, -1);
    for (auto [id, seat] : who)
        if (Conn* cc = conn(id)) attach(*cc, *t, seat);
    broadcastSeats(*t);
}

void LanServer::onPlay(Conn& c, const wire::Request& r) {
    Table* t = c.table ? table(c.table) : nullptr;
    if (!t || !t->host) return sendError(c, r.seq, r.type, "noGame", tr("You are not at a table with a game."));
    if (c.seat < 0) return sendError(c, r.seq, r.type, "spectator", tr("Spectators cannot play."));
    if (const auto s = wire::intField(r.body, "seat", c.seat); s != c.seat)
        return sendError(c, r.seq, r.type, "notYourSeat", tr("You do not sit in that seat."));
    bj::object m{{"type", r.type}, {"seat", c.seat}};
    std::size_t undoTo = 0;
    bool undoJournaled = false;
    if (r.type == "answer") {
        m["promptId"] = wire::intField(r.body, "promptId");
        m["picks"] = wire::arrayField(r.body, "picks");  // option texts, checked by the decoder
    } else if (t->host->canUndo(c.seat)) {
        // The undo is written down before anyone can see it.
        const auto& by = t->host->answeredBy();
        std::size_t k = by.size();
        while (k > 0 && by[k - 1] != c.seat) --k;
        undoTo = k - 1;
        journal(*t, bj::object{{"t", "truncate"}, {"n", undoTo}});
        t->journaled = undoTo;
        undoJournaled = true;
    }
    const int id = c.id;
    current_ = CurrentRequest{id, r.seq, qstring(r.type), false};
    t->host->receive(c.hostConn, m);
    const bool refused = current_->refused;
    current_.reset();
    t = table(c.table);
    if (undoJournaled && t && t->host && t->host->game() && t->host->game()->answers().size() != undoTo) {
        t->journaled = undoTo;  // the undo did not happen: write the answers back
        onAnswerAccepted(t->id);
    }
    Conn* cc = conn(id);
    if (!cc || refused || !t) return;
    sendOk(*cc, r.seq, r.type,
           bj::object{{"answers", t->host && t->host->game() ? t->host->game()->answers().size() : 0}});
}

// ---------------------------------------------------------------- persistence

std::uint64_t LanServer::journal(Table& t, bj::object record) {
    if (!persistent_) return 0;
    bj::object r;
    r["t"] = record["t"];
    r["table"] = t.id;
    for (auto& kv : record)
        if (kv.key() != "t") r[kv.key()] = std::move(kv.value());
    t.ticket = journal_.append(bj::serialize(r));
    return t.ticket;
}

// What the journal keeps of a table whichever record it is in: its settings and who hosts it.
bj::object LanServer::tableRecord(const Table& t) const {
    return bj::object{{"name", jsonString(t.name)},
                      {"players", t.players},
                      {"options", json::optionsJson(t.options)},
                      {"salt", jsonString(QString::fromLatin1(t.passwordSalt))},
                      {"pw", jsonString(QString::fromLatin1(t.passwordHash))},
                      {"botDelayMs", t.botDelayMs},
                      {"created", t.created},
                      {"hostSeat", t.hostSeat}};
}

bj::object LanServer::snapshotRecord(const Table& t) const {
    bj::array seats;
    for (const auto& s : t.seats)
        seats.push_back(bj::object{{"kind", kindName(static_cast<int>(s.kind))},
                                   {"name", jsonString(s.name)},
                                   {"level", botLevelName(s.level)},
                                   {"token", jsonString(QString::fromLatin1(s.tokenHash))},
                                   {"standIn", s.standIn}});
    bj::object o = tableRecord(t);
    o["t"] = "snapshot";
    o["table"] = t.id;
    o["phase"] = phaseName(static_cast<int>(t.phase));
    o["seed"] = t.seed;
    o["seats"] = std::move(seats);
    if (t.host && t.host->game()) {
        bj::array answers, by;
        for (const auto& a : t.host->game()->answerTexts()) {
            bj::array picks;
            for (const auto& p : a) picks.emplace_back(p);
            answers.push_back(std::move(picks));
        }
        for (int s : t.host->answeredBy()) by.emplace_back(s);
        o["answers"] = std::move(answers);
        o["answeredBy"] = std::move(by);
    }
    return o;
}

void LanServer::compact() {
    std::vector<std::string> records;
    for (const auto& [id, t] : tables_) records.push_back(bj::serialize(snapshotRecord(*t)));
    journal_.rewrite(std::move(records));
    sinceCompaction_.restart();
    qCInfo(lcServer) << "journal compacted to" << tables_.size() << "tables";
}

namespace {
Options optionsFrom(const bj::value* v, int players) {
    Options o;
    o.playerCount = players;
    if (v && v->is_object()) {
        o.teams = wire::boolField(v->get_object(), "teams");
        o.extraAchievement = wire::boolField(v->get_object(), "extraAchievement");
    }
    return o;
}

BotLevel levelFrom(const bj::object& o) { return parseBotLevel(wire::stringField(o, "level", "easy")).value_or(BotLevel::Easy); }

std::vector<std::string> picksFrom(const bj::value* v) {
    std::vector<std::string> out;
    if (v && v->is_array())
        for (const auto& p : v->get_array())
            if (p.is_string()) out.emplace_back(p.get_string());
    return out;
}
}  // namespace

void LanServer::applyRecord(const bj::object& r, std::map<int, std::vector<std::pair<int, std::vector<std::string>>>>& answers) {
    const std::string_view kind = wire::stringField(r, "t");
    const int id = static_cast<int>(wire::intField(r, "table"));
    if (id <= 0) return;
    nextTable_ = std::max(nextTable_, id + 1);
    auto seatKind = [](std::string_view k) {
        return k == "human" ? Seat::Kind::Human : k == "bot" ? Seat::Kind::Bot : Seat::Kind::Open;
    };
    if (kind == "table" || kind == "snapshot") {
        auto t = std::make_unique<Table>();
        t->id = id;
        t->name = qstring(wire::stringField(r, "name"));
        t->players = std::clamp(static_cast<int>(wire::intField(r, "players", 2)), 2, 4);
        t->options = optionsFrom(r.if_contains("options"), t->players);
        t->passwordSalt = QByteArray::fromStdString(std::string(wire::stringField(r, "salt")));
        t->passwordHash = QByteArray::fromStdString(std::string(wire::stringField(r, "pw")));
        t->botDelayMs = static_cast<int>(wire::intField(r, "botDelayMs", config_.botDelayMs));
        t->created = wire::intField(r, "created");
        t->hostSeat = static_cast<int>(wire::intField(r, "hostSeat"));
        t->seats.resize(static_cast<std::size_t>(t->players));
        t->idle.start();
        answers[id].clear();
        if (kind == "snapshot") {
            const std::string_view phase = wire::stringField(r, "phase");
            t->phase = phase == "lobby" ? Phase::Lobby : Phase::Playing;
            if (const bj::value* seed = r.if_contains("seed"); seed && seed->is_number())
                t->seed = seed->is_uint64() ? seed->get_uint64() : static_cast<quint64>(seed->to_number<std::int64_t>());
            if (const bj::value* seats = r.if_contains("seats"); seats && seats->is_array()) {
                std::size_t i = 0;
                for (const auto& sv : seats->get_array()) {
                    if (i >= t->seats.size() || !sv.is_object()) break;
                    const bj::object& so = sv.get_object();
                    Seat& s = t->seats[i++];
                    s.kind = seatKind(wire::stringField(so, "kind"));
                    s.name = qstring(wire::stringField(so, "name"));
                    s.level = levelFrom(so);
                    s.tokenHash = QByteArray::fromStdString(std::string(wire::stringField(so, "token")));
                    s.standIn = wire::boolField(so, "standIn");
                }
            }
            const bj::value* list = r.if_contains("answers");
            const bj::value* by = r.if_contains("answeredBy");
            if (list && list->is_array()) {
                std::size_t k = 0;
                for (const auto& a : list->get_array()) {
                    int seat = -1;
                    if (by && by->is_array() && k < by->get_array().size() && by->get_array()[k].is_int64())
                        seat = static_cast<int>(by->get_array()[k].get_int64());
                    answers[id].emplace_back(seat, picksFrom(&a));
                    ++k;
                }
            }
        }
        tables_[id] = std::move(t);
        return;
    }
    Table* t = table(id);
    if (!t) return;
    const int seat = static_cast<int>(wire::intField(r, "seat", -1));
    Seat* s = seat >= 0 && seat < static_cast<int>(t->seats.size()) ? &t->seats[static_cast<std::size_t>(seat)] : nullptr;
    if (kind == "join" && s) {
        s->kind = Seat::Kind::Human;
        s->name = qstring(wire::stringField(r, "name"));
        s->tokenHash = QByteArray::fromStdString(std::string(wire::stringField(r, "token")));
        s->standIn = false;
    } else if (kind == "leave" && s) {
        *s = Seat{};
    } else if (kind == "seat" && s) {
        const auto k = seatKind(wire::stringField(r, "kind"));
        if (t->phase == Phase::Lobby) {
            *s = Seat{};
            s->kind = k;
            s->level = levelFrom(r);
            s->name = qstring(wire::stringField(r, "name"));
        } else {
            s->kind = k;
            s->level = levelFrom(r);
            s->standIn = wire::boolField(r, "standIn");
        }
    } else if (kind == "start") {
        if (const bj::value* seed = r.if_contains("seed"); seed && seed->is_number())
            t->seed = seed->is_uint64() ? seed->get_uint64() : static_cast<quint64>(seed->to_number<std::int64_t>());
        if (const bj::value* seats = r.if_contains("seats"); seats && seats->is_array()) {
            std::size_t i = 0;
            for (const auto& sv : seats->get_array()) {
                if (i >= t->seats.size() || !sv.is_object()) break;
                Seat& x = t->seats[i++];
                x.kind = seatKind(wire::stringField(sv.get_object(), "kind"));
                x.name = qstring(wire::stringField(sv.get_object(), "name"));
                x.level = levelFrom(sv.get_object());
            }
        }
        t->phase = Phase::Playing;
        answers[id].clear();
    } else if (kind == "answer") {
        auto& list = answers[id];
        const auto n = static_cast<std::size_t>(wire::intField(r, "n"));
        if (n == list.size() + 1) list.emplace_back(seat, picksFrom(r.if_contains("picks")));
        else qCWarning(lcServer) << "journal: answer" << n << "of table" << id << "out of order; ignored";
    } else if (kind == "truncate") {
        auto& list = answers[id];
        const auto n = static_cast<std::size_t>(wire::intField(r, "n"));
        if (n < list.size()) list.resize(n);
    } else if (kind == "close") {
        tables_.erase(id);
        answers.erase(id);
    }
}

QString LanServer::restore() {
    const QString path = QDir(config_.dataDir).filePath("journal.jsonl");
    std::string error;
    const auto records = Journal::readAll(path.toStdString(), &error);
    if (!error.empty()) return qstring(error);
    std::map<int, std::vector<std::pair<int, std::vector<std::string>>>> answers;
    int bad = 0;
    for (const auto& line : records) {
        boost::system::error_code ec;
        bj::value v = bj::parse(line, ec);
        if (ec || !v.is_object()) {
            ++bad;
            continue;
        }
        try {
            applyRecord(v.get_object(), answers);
        } catch (const std::exception& e) {
            ++bad;
            qCWarning(lcServer) << "journal record skipped:" << e.what();
        }
    }
    if (bad) qCWarning(lcServer) << bad << "unreadable journal records skipped";
    int restored = 0;
    for (auto it = tables_.begin(); it != tables_.end();) {
        Table& t = *it->second;
        if (t.phase == Phase::Lobby) {
            ++it;
            ++restored;
            continue;
        }
        bj::object save{{"format", "innovation-save"}, {"version", 1}, {"options", json::optionsJson(t.options)}, {"seed", t.seed}};
        bj::array players, seats, list, by;
        for (const auto& s : t.seats) {
            players.emplace_back(jsonString(s.name));
            seats.push_back(bj::object{{"name", jsonString(s.name)}, {"human", s.kind == Seat::Kind::Human}, {"level", botLevelName(s.level)}});
        }
        for (const auto& [seat, picks] : answers[t.id]) {
            bj::array p;
            for (const auto& x : picks) p.emplace_back(x);
            list.push_back(std::move(p));
            by.emplace_back(seat);
        }
        save["players"] = std::move(players);
        save["seats"] = std::move(seats);
        save["answers"] = std::move(list);
        save["answeredBy"] = std::move(by);
        makeHost(t);
        if (QString why = t.host->loadGame(qstring(bj::serialize(save))); !why.isEmpty()) {
            qCWarning(lcServer) << "table" << t.id << "cannot be restored:" << why;
            emit logLine(tr("Table %1 could not be restored: %2").arg(t.id).arg(why));
            it = tables_.erase(it);
            continue;
        }
        t.journaled = t.host->game()->answers().size();
        if (t.host->game()->over()) t.phase = Phase::Over;
        ++restored;
        ++it;
    }
    std::string openError;
    if (!journal_.open(path.toStdString(), &openError)) return qstring(openError);
    journal_.setDurableCallback([this](std::uint64_t) {
        if (!flushQueued_.exchange(true))
            QMetaObject::invokeMethod(
                this,
                [this] {
                    flushQueued_ = false;
                    flushOutboxes();
                },
                Qt::QueuedConnection);
    });
    if (!records.empty()) compact();
    if (restored) {
        qCInfo(lcServer) << "restored" << restored << "tables from" << path;
        emit logLine(tr("Restored %n table(s) from %1.", nullptr, restored).arg(path));
    }
    return {};
}

}  // namespace inno::net
