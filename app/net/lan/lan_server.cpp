#include "net/lan/lan_server.h"

#include "net/lan/discovery.h"
#include "net/host/envelopes.h"
#include "net/lan/journal_import.h"
#include "net/lan/lan_server_util.h"
#include "net/host/protocol.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>

#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <type_traits>

namespace inno::net {

using namespace detail;
namespace bj = boost::json;

static_assert(wire::kWireVersion == kProtocolVersion, "the wire and the table messages share one protocol version");

namespace {

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

QString stamp() { return QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")); }

}  // namespace

LanServer::LanServer(ServerConfig config, QObject* parent)
    : QObject(parent),
      config_(std::move(config)),
      log_(config_.logRate, config_.logBurst, config_.logTotalRate, config_.logTotalBurst),
      hub_(config_, store_, log_),
      lobby_(config_, store_, *this, log_) {
    clock_.start();
    housekeeping_.setInterval(1000);
    connect(&housekeeping_, &QTimer::timeout, this, &LanServer::housekeeping);
    connect(&hub_, &ConnectionHub::request, this, &LanServer::onRequest);
    connect(&hub_, &ConnectionHub::closed, this, [this](int conn) { lobby_.leave(conn); });
    connect(&lobby_, &Lobby::tablesChanged, this, &LanServer::tablesChanged);
    connect(&lobby_, &Lobby::logLine, this, &LanServer::logLine);
}

LanServer::~LanServer() { stop(); }

quint16 LanServer::discoveryPort() const { return discovery_ ? discovery_->port() : 0; }

bool LanServer::start(QString* error) {
    auto fail = [&](const QString& why) {
        if (error) *error = why;
        qCWarning(lcServer).noquote() << why;
        return false;
    };
    if (!config_.dataDir.isEmpty()) {
        if (!QDir().mkpath(config_.dataDir)) return fail(tr("Cannot create the data folder %1.").arg(config_.dataDir));
        if (QString why = openStore(); !why.isEmpty()) return fail(why);
    }
    if (QString why; !hub_.listen(&why)) return fail(why);
    if (config_.discovery) {
        discovery_ = new DiscoveryResponder(this);
        discovery_->setLimits(config_.discoveryRate, config_.discoveryBurst, config_.discoveryTotalRate, config_.discoveryTotalBurst);
        QString why;
        const bool listening = discovery_->start(config_.discoveryBind, config_.discoveryPort,
                                                 [this] {
                                                     // Small (no bigger than the probe): the tables come over TCP.
                                                     return bj::object{{"name", jsonString(config_.name.left(40))},
                                                                       {"version", INNOVATION_VERSION},
                                                                       {"port", port()},
                                                                       {"tables", lobby_.tableCount()},
                                                                       {"open", lobby_.openTables()}};
                                                 },
                                                 &why);
        if (!listening) {
            // Not fatal: the server can still be joined by address.
            qCWarning(lcServer).noquote() << why;
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
    hub_.close();
    if (store_.isOpen()) {
        store_.setDurableCallback({});
        store_.setStatusCallback({});
        store_.close();
    }
}

bool LanServer::syncStore() {
    const bool ok = store_.sync();
    hub_.flush();
    return ok;
}

bool LanServer::storageFailing() const { return store_.isOpen() && store_.failing(); }

void LanServer::setStorageWriteFault(sqlite_faults::WriteFault fault, int retryMs) { store_.setWriteFault(std::move(fault), retryMs); }

// ---------------------------------------------------------------- the store

QString LanServer::openStore() {
    const QDir dir(config_.dataDir);
    TableStore::Contents contents;
    std::string openError;
    if (!store_.open(dir.absolutePath().toStdString(), contents, &openError)) return qstring(openError);
    QStringList storeProblems;
    for (const auto& p : contents.problems) storeProblems << qstring(p);
    const std::vector<StoredGuesses> guesses = contents.guesses;
    storeProblems += lobby_.restore(contents.tables, guesses);

    // A journal of an earlier server is imported once: its tables join the store's, and the file is kept.
    QStringList journalProblems;
    const QString journalPath = dir.filePath(QStringLiteral("journal.jsonl"));
    QString fingerprint;
    bool importing = false;
    if (QFile journal(journalPath); journal.exists()) {
        if (!journal.open(QIODevice::ReadOnly)) return tr("Cannot read %1: %2").arg(journalPath, journal.errorString());
        const QByteArray text = journal.readAll();
        fingerprint = QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex());
        importing = fingerprint.toStdString() != contents.importedJournal;  // else: imported, then stopped before moving it
        if (importing) {
            ImportedJournal imported = inno::net::importJournal(std::string_view(text.constData(), static_cast<std::size_t>(text.size())));
            for (const auto& p : imported.problems) journalProblems << qstring(p);
            std::vector<StoredTable> tables;
            const QList<int> have = lobby_.tableIds();
            for (auto& t : imported.tables) {
                if (have.contains(t.id))
                    journalProblems << tr("table %1 of the journal was not imported: the store has a table %1 already").arg(t.id);
                else tables.push_back(std::move(t));
            }
            journalProblems += lobby_.restore(tables, {});
        }
    }
    if (!storeProblems.isEmpty()) {
        // The store as it was is kept for whoever wants to look at what went wrong, before anything is written.
        const QString kept = dir.filePath(QStringLiteral("tables-damaged-%1.sqlite").arg(stamp()));
        std::string why;
        if (!store_.keepAside(kept.toStdString(), &why))
            return tr("The damaged table store %1 could not be kept aside (%2); nothing was changed.").arg(qstring(store_.path()), qstring(why));
        storeProblems << tr("the table store as it was is kept in %1").arg(kept);
    }
    if (!storeProblems.isEmpty() || importing) {
        std::string why;
        if (!store_.replaceAll(lobby_.storedTables(), lobby_.storedGuesses(), importing ? fingerprint.toStdString() : std::string(), &why))
            return tr("Cannot write the table store %1: %2").arg(qstring(store_.path()), qstring(why));
    }
    if (!fingerprint.isEmpty()) {
        // Imported: the journal stays, as it was, under another name (it is not imported again).
        const QString kept = dir.filePath(QStringLiteral("journal-imported-%1.jsonl").arg(stamp()));
        if (QFile::rename(journalPath, kept)) {
            if (importing) emit logLine(tr("Imported the tables of %1; the journal is kept as %2.").arg(journalPath, kept));
            if (!journalProblems.isEmpty()) journalProblems << tr("the journal as it was is kept in %1").arg(kept);
        } else {
            qCWarning(lcServer) << "cannot rename" << journalPath << "to" << kept;
        }
    }
    restoreProblems_ = storeProblems + journalProblems;
    for (const QString& p : restoreProblems_) {
        qCCritical(lcServer).noquote() << "restore:" << p;
        emit logLine(tr("Restoring: %1").arg(p));
    }
    store_.setDurableCallback([this](std::uint64_t) {
        if (!flushQueued_.exchange(true))
            QMetaObject::invokeMethod(this, [this] {
                flushQueued_ = false;
                hub_.flush();
            }, Qt::QueuedConnection);
    });
    store_.setStatusCallback([this](bool failing, const std::string& error) {
        QMetaObject::invokeMethod(this, [this, failing, e = qstring(error)] { onStoreStatus(failing, e); }, Qt::QueuedConnection);
    });
    store_.startWriter();
    if (const int n = lobby_.tableCount()) emit logLine(tr("Restored %n table(s) from %1.", nullptr, n).arg(qstring(store_.path())));
    return {};
}

void LanServer::onStoreStatus(bool failing, const QString& error) {
    // The disk refused a write (or takes them again). Bots wait while it does, so the tables do not run ahead of
    // what is on disk; everyone at a table hears it at once, the hosts first.
    const QString text = failing ? tr("The server cannot save to its disk (%1). Nothing is lost yet: the game waits "
                                      "until the server can save again.")
                                       .arg(error)
                                 : tr("The server can save to its disk again; the game goes on.");
    if (failing) qCCritical(lcServer).noquote() << "the table store cannot write:" << error << "- retrying; nothing is acknowledged meanwhile";
    else qCWarning(lcServer) << "the table store writes again";
    emit logLine(text);
    lobby_.storageStatus(failing, text);
}

// ---------------------------------------------------------------- requests

void LanServer::onRequest(int conn, const wire::Request& r) {
    const Asker a{conn, r.seq, r.type};
    const auto decoded = decodeRequest(r);
    if (const auto* e = std::get_if<RequestError>(&decoded)) {
        hub_.countViolation(conn);
        return hub_.send(conn, encode(ErrorEnvelope{qstring(e->code), e->message, r.type, r.seq, std::nullopt, false}), lobby_.ticketFor(conn));
    }
    const LobbyRequest& request = std::get<LobbyRequest>(decoded);
    if (storageFailing() && changesTables(request)) {
        // Nothing may change that cannot be written down; the refusal cannot wait for the disk either.
        ErrorEnvelope e{QStringLiteral("storage"),
                        tr("The server cannot save to its disk (%1), so nothing can change now. Your game is kept; try again in a moment.")
                            .arg(qstring(store_.lastError())),
                        r.type, r.seq, std::nullopt, false};
        if (std::holds_alternative<AnswerRequest>(request) || std::holds_alternative<UndoRequest>(request) ||
            std::holds_alternative<ConcedeRequest>(request))
            e.seat = lobby_.seatOf(conn);
        return hub_.sendNow(conn, encode(e));
    }
    try {
        std::visit([&](const auto& q) {
            using T = std::decay_t<decltype(q)>;
            if constexpr (std::is_same_v<T, HelloRequest> || std::is_same_v<T, PingRequest> || std::is_same_v<T, ListRequest> ||
                          std::is_same_v<T, StatsRequest>)
                handle(a, q);
            else
                lobby_.handle(a, q);
        }, request);
    } catch (const std::exception& e) {
        // The engine or a handler failed on this request: refuse it, keep serving.
        qCWarning(lcServer) << "request" << r.type.c_str() << "failed:" << e.what();
        hub_.send(conn, encode(ErrorEnvelope{QStringLiteral("internal"), tr("The server could not handle that request."), r.type, r.seq, std::nullopt, false}),
                  lobby_.ticketFor(conn));
    }
}

void LanServer::handle(const Asker& a, const HelloRequest& r) {
    if (r.protocol != wire::kWireVersion) {
        hub_.send(a.conn, encode(ErrorEnvelope{QStringLiteral("version"),
                                               tr("This server speaks protocol %1 and your program speaks %2: use the same version of "
                                                  "Innovation.")
                                                   .arg(wire::kWireVersion)
                                                   .arg(r.protocol),
                                               std::string(a.type), a.seq, std::nullopt, true}));
        return hub_.drop(a.conn, QStringLiteral("protocol version"));
    }
    hub_.welcome(a.conn);
    lobby_.enter(a.conn, hub_.address(a.conn));
    hub_.send(a.conn, bj::object{{"type", "welcome"},
                                 {"inReplyTo", a.seq},
                                 {"protocol", wire::kWireVersion},
                                 {"server", jsonString(config_.name)},
                                 {"version", INNOVATION_VERSION},
                                 {"maxFrame", wire::kMaxClientFrame},
                                 {"requestsPerSecond", config_.requestRate}});
}

// A pong, a list of tables and the stats depend on nothing the disk must keep: they go out at once, ahead of any
// reply still waiting for the disk (a client counts a long silence as a lost connection).
void LanServer::handle(const Asker& a, const PingRequest&) { hub_.sendNow(a.conn, bj::object{{"type", "pong"}, {"inReplyTo", a.seq}}); }

void LanServer::handle(const Asker& a, const ListRequest& r) {
    bj::object page = lobby_.listPage(r.offset);
    page["type"] = "tables";
    page["inReplyTo"] = a.seq;
    page["server"] = jsonString(config_.name);
    hub_.sendNow(a.conn, std::move(page));
}

void LanServer::handle(const Asker& a, const StatsRequest&) {
    const auto t = store_.takeCommitTimes();
    const qint64 rss = rssBytes();
    hub_.sendNow(a.conn, bj::object{{"type", "stats"},
                                 {"inReplyTo", a.seq},
                                 {"cpuSeconds", cpuSeconds()},
                                 {"rssBytes", rss},
                                 {"maxRssBytes", std::max(rss, maxRssBytes())},
                                 {"tables", lobby_.tableCount()},
                                 {"connections", hub_.count()},
                                 {"answers", lobby_.acceptedAnswers()},
                                 {"storeBytes", store_.bytesOnDisk()},
                                 {"storeCommits", store_.commitCount()},
                                 {"store", bj::object{{"commits", t.commits},
                                                      {"changes", t.changes},
                                                      {"maxCommitMs", t.maxMs},
                                                      {"meanCommitMs", t.commits ? t.totalMs / static_cast<double>(t.commits) : 0.0}}},
                                 {"bufferedBytes", hub_.bufferedOutput()},
                                 {"uptimeSeconds", clock_.elapsed() / 1000.0}});
}

// ---------------------------------------------------------------- LobbyPeer

void LanServer::send(int conn, bj::object message, std::uint64_t ticket) { hub_.send(conn, std::move(message), ticket); }
void LanServer::sendNow(int conn, bj::object message) { hub_.sendNow(conn, std::move(message)); }
void LanServer::drop(int conn, const QString& why) { hub_.drop(conn, why); }
void LanServer::countViolation(int conn) { hub_.countViolation(conn); }

// ---------------------------------------------------------------- housekeeping

void LanServer::housekeeping() {
    hub_.housekeeping();
    lobby_.housekeeping();
    logLeftOut();
}

void LanServer::logLeftOut() {
    const auto left = log_.takeLeftOut();
    if (left.empty()) return;
    QStringList parts;
    for (const auto& [source, n] : left) parts << tr("%1 about %2").arg(n).arg(source.isEmpty() ? tr("the server") : source);
    qCWarning(lcServer).noquote() << "log lines left out (over the limit of" << config_.logRate << "a second per address):" << parts.join(", ");
}

}  // namespace inno::net
