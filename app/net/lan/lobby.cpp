#include "net/lan/lobby.h"

#include "net/host/envelopes.h"
#include "net/lan/lan_server_util.h"
#include "net/host/protocol.h"

#include "core/rules.h"
#include "json/codec.h"
#include "json/json_io.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>

namespace inno::net {

using namespace detail;
namespace bj = boost::json;

namespace {
constexpr int kLobbyIdleSeconds = 30 * 60;
constexpr int kOverIdleSeconds = 2 * 60;

QString answersLost(std::size_t n) {
    return n == 1 ? QStringLiteral("1 acknowledged answer") : QStringLiteral("%1 acknowledged answers").arg(n);
}

qint64 wallMs() { return QDateTime::currentMSecsSinceEpoch(); }
}  // namespace

Lobby::Lobby(const ServerConfig& config, TableStore& store, LobbyPeer& peer, LogLimiter& log, QObject* parent)
    : QObject(parent), config_(config), store_(store), peer_(peer), log_(log) {
    clock_.start();
}

Lobby::~Lobby() = default;

// ---------------------------------------------------------------- members and tables

void Lobby::enter(int conn, const QString& address) { members_[conn].address = address; }

void Lobby::leave(int conn) {
    detach(conn);
    members_.erase(conn);
}

Lobby::Member* Lobby::member(int conn) {
    auto it = members_.find(conn);
    return it == members_.end() ? nullptr : &it->second;
}

Lobby::Table* Lobby::table(int id) {
    auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

const Lobby::Table* Lobby::table(int id) const {
    auto it = tables_.find(id);
    return it == tables_.end() ? nullptr : it->second.get();
}

Lobby::Table* Lobby::tableOf(int conn) {
    const Member* m = member(conn);
    return m && m->table ? table(m->table) : nullptr;
}

std::uint64_t Lobby::ticketFor(int conn) const {
    const auto it = members_.find(conn);
    const Table* t = it != members_.end() && it->second.table ? table(it->second.table) : nullptr;
    return t ? t->ticket : 0;
}

int Lobby::seatOf(int conn) const {
    const auto it = members_.find(conn);
    return it == members_.end() ? -1 : it->second.seat;
}

QList<int> Lobby::tableIds() const {
    QList<int> ids;
    for (const auto& [id, t] : tables_) ids.push_back(id);
    return ids;
}

const TableHost* Lobby::tableHost(int id) const {
    const Table* t = table(id);
    return t ? t->host.get() : nullptr;
}

bj::array Lobby::tableSummaries() const {
    bj::array a;
    for (const auto& [id, t] : tables_) a.push_back(t->summary());
    return a;
}

int Lobby::openTables() const {
    return static_cast<int>(std::count_if(tables_.begin(), tables_.end(), [](const auto& kv) {
        return kv.second->phase == Table::Phase::Lobby && kv.second->openSeats() > 0;
    }));
}

bj::object Lobby::listPage(std::size_t offset) const {
    std::vector<const Table*> order;
    for (const auto& [id, t] : tables_) order.push_back(t.get());
    std::stable_sort(order.begin(), order.end(), [](const Table* a, const Table* b) {
        return (a->phase == Table::Phase::Lobby) > (b->phase == Table::Phase::Lobby);
    });
    bj::array page;
    for (std::size_t i = offset; i < order.size() && page.size() < wire::kListPage; ++i) page.push_back(order[i]->summary());
    const std::size_t shown = page.size();
    return bj::object{{"tables", std::move(page)}, {"offset", offset}, {"total", order.size()}, {"more", offset + shown < order.size()}};
}

// ---------------------------------------------------------------- replies and the log

void Lobby::reply(const Asker& a, bj::object extra) {
    extra["type"] = "ok";
    extra["inReplyTo"] = a.seq;
    extra["re"] = a.type;
    peer_.send(a.conn, std::move(extra), ticketFor(a.conn));
}

void Lobby::refuse(const Asker& a, const QString& code, const QString& message, bool fatal) {
    peer_.send(a.conn, encode(ErrorEnvelope{code, message, std::string(a.type), a.seq, std::nullopt, fatal}), ticketFor(a.conn));
}

void Lobby::log(const QString& address, const QString& line) {
    if (log_.allow(address)) emit logLine(line);
}

// ---------------------------------------------------------------- the store

std::uint64_t Lobby::store(Table& t, StoreChange c) {
    if (const std::uint64_t ticket = store_.submit(std::move(c))) t.ticket = ticket;
    return t.ticket;
}

std::uint64_t Lobby::storeTable(Table& t) { return store(t, change::PutTable{t.stored()}); }

std::vector<StoredTable> Lobby::storedTables() const {
    std::vector<StoredTable> out;
    for (const auto& [id, t] : tables_) out.push_back(t->stored(true));
    return out;
}

std::vector<StoredGuesses> Lobby::storedGuesses() const {
    std::vector<StoredGuesses> out;
    const double t = now();
    for (const auto& [address, limiter] : guesses_) {
        wire::RateLimiter copy = limiter;
        out.push_back(StoredGuesses{address.toStdString(), copy.tokens(t), wallMs()});
    }
    return out;
}

QStringList Lobby::restore(const std::vector<StoredTable>& tables, const std::vector<StoredGuesses>& guesses) {
    QStringList problems;
    for (const StoredTable& st : tables) {
        const QString label = QStringLiteral("table %1").arg(st.id);
        auto lost = [&](const QString& why) { problems << QStringLiteral("%1 could not be restored: %2; %3 lost").arg(label, why, answersLost(st.answers.size())); };
        if (st.id <= 0) continue;
        nextTable_ = std::max(nextTable_, st.id + 1);
        auto t = std::make_unique<Table>();
        t->id = st.id;
        t->name = QString::fromStdString(st.name);
        // The options, through the engine's codec, and judged by its setup rules.
        const int players = std::clamp(st.players, 2, wire::kMaxSeats);
        std::string error;
        const auto v = json::parse(st.options, error);
        QString why = QString::fromStdString(error);
        const auto options = v ? optionsOf(&*v, players, &why) : std::nullopt;
        if (!options) {
            lost(QStringLiteral("its options cannot be read (%1)").arg(why));
            continue;
        }
        t->options = *options;
        if (const std::string why = setupError(t->options); !why.empty()) {
            lost(QString::fromStdString(why));
            continue;
        }
        t->passwordSalt = QByteArray::fromStdString(st.passwordSalt);
        t->passwordHash = QByteArray::fromStdString(st.passwordHash);
        t->botDelayMs = st.botDelayMs >= 0 ? st.botDelayMs : config_.botDelayMs;
        t->created = st.created;
        t->hostSeat = std::clamp(st.hostSeat, 0, players - 1);
        if (t->hostSeat != st.hostSeat)
            problems << QStringLiteral("%1: its host seat %2 is not a seat of the table; seat %3 hosts it").arg(label).arg(st.hostSeat + 1).arg(t->hostSeat + 1);
        t->seedFixed = st.seedFixed;
        t->seed = st.seed;
        t->hints = st.hints;
        t->botOnConcede = st.botOnConcede;
        t->ownerAddress = QString::fromStdString(st.ownerAddress);
        t->conceded = st.conceded;
        if (st.phase == "lobby" && !st.answers.empty()) {
            // Answers are only ever written once a game has started: the phase is what is wrong.
            t->phase = Table::Phase::Playing;
            problems << QStringLiteral("%1: its phase says it has not started, but it holds %2; it is restored as playing")
                            .arg(label, answersLost(st.answers.size()));
        } else if (st.phase == "lobby" || st.phase == "playing" || st.phase == "over") {
            t->phase = st.phase == "lobby" ? Table::Phase::Lobby : Table::Phase::Playing;  // a game over is found by replaying it
        } else {
            t->phase = st.answers.empty() ? Table::Phase::Lobby : Table::Phase::Playing;
            problems << QStringLiteral("%1: its phase \"%2\" is unknown; it is restored as %3").arg(label, QString::fromStdString(st.phase),
                                                                                                   phaseName(t->phase));
        }
        t->seats.resize(static_cast<std::size_t>(players));
        if (st.seats.size() != t->seats.size())
            problems << QStringLiteral("%1: %2 seats were kept for %3 players").arg(label).arg(st.seats.size()).arg(players);
        for (std::size_t i = 0; i < t->seats.size() && i < st.seats.size(); ++i) {
            const StoredSeat& ss = st.seats[i];
            Seat& s = t->seats[i];
            s.name = QString::fromStdString(ss.name);
            s.tokenHash = QByteArray::fromStdString(ss.token);
            s.standIn = ss.standIn;
            s.conceded = ss.conceded;
            s.concededAt = ss.concededAt;
            s.level = parseBotLevel(ss.level).value_or(BotLevel::Easy);
            if (const auto kind = parseSeatKind(ss.kind)) {
                s.kind = *kind;
            } else {
                // Nothing is decided without the person: the seat waits for them (the host may put a bot in).
                s.kind = t->phase == Table::Phase::Lobby ? Seat::Kind::Open : Seat::Kind::Human;
                problems << QStringLiteral("%1: seat %2 had an unknown kind (\"%3\"); it is restored as %4")
                                .arg(label)
                                .arg(i + 1)
                                .arg(QString::fromStdString(ss.kind), QString::fromLatin1(seatKindName(s.kind)));
            }
        }
        t->idle.start();
        if (t->phase != Table::Phase::Lobby && !restoreGame(*t, st.answers, problems)) continue;
        if (st.phase == "over" && t->phase != Table::Phase::Over)
            problems << QStringLiteral("%1: its phase says its game is over, but its answers do not end it; it is restored as playing").arg(label);
        tables_[st.id] = std::move(t);
    }
    const double rate = 1.0 / config_.passwordGuessSeconds;
    for (const StoredGuesses& g : guesses) {
        const double refilled = g.tokens + std::max<qint64>(0, wallMs() - g.atMs) / 1000.0 * rate;
        guesses_.insert_or_assign(QString::fromStdString(g.address), wire::RateLimiter(rate, config_.passwordGuesses, refilled));
    }
    emit tablesChanged();
    return problems;
}

bool Lobby::restoreGame(Table& t, const std::vector<StoredAnswer>& stored, QStringList& problems) {
    makeHost(t);
    // An answer said to come from no seat of the table is damage: the history ends before it.
    std::vector<StoredAnswer> answers = stored;
    const auto stranger = std::find_if(answers.begin(), answers.end(), [&](const StoredAnswer& a) { return a.seat < 0 || a.seat >= t.players(); });
    if (stranger != answers.end()) {
        const auto n = static_cast<std::size_t>(stranger - answers.begin());
        problems << QStringLiteral("table %1: %2 lost: answer %3 comes from seat %4, which the table does not have; %5 of %6 restored")
                        .arg(t.id)
                        .arg(answersLost(answers.size() - n))
                        .arg(n + 1)
                        .arg(stranger->seat + 1)
                        .arg(n)
                        .arg(answers.size());
        answers.resize(n);
    }
    // The longest beginning of the table's answers that the game still takes: one that no longer fits (a damaged
    // record) ends the game's history there instead of losing the table.
    const QString why = t.host->loadGame(t.restoreSave(answers, answers.size()));
    if (!why.isEmpty()) {
        if (const QString none = t.host->loadGame(t.restoreSave(answers, 0)); !none.isEmpty()) {
            problems << QStringLiteral("table %1 could not be restored: %2; %3 lost").arg(t.id).arg(none, answersLost(answers.size()));
            t.host.reset();
            return false;
        }
        std::size_t lo = 0, hi = answers.size();  // loads with lo answers; not with hi
        while (hi - lo > 1) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (t.host->loadGame(t.restoreSave(answers, mid)).isEmpty()) lo = mid;
            else hi = mid;
        }
        (void)t.host->loadGame(t.restoreSave(answers, lo));
        problems << QStringLiteral("table %1: %2 lost: answer %3 no longer fits the game (%4); %5 of %6 restored")
                        .arg(t.id)
                        .arg(answersLost(answers.size() - lo))
                        .arg(lo + 1)
                        .arg(why)
                        .arg(lo)
                        .arg(answers.size());
    }
    t.storedAnswers = t.host->game()->answers().size();
    if (t.host->game()->over()) t.phase = Table::Phase::Over;
    return true;
}

void Lobby::storageStatus(bool failing, const QString& text) {
    storageFailingText_ = failing ? text : QString();
    for (auto& [id, t] : tables_) {
        if (t->host) t->host->setBotsRunning(!failing);
        // The host first, then the other seats, then those watching.
        std::vector<std::pair<int, bool>> who;
        if (const int c = t->seats[static_cast<std::size_t>(t->hostSeat)].conn) who.emplace_back(c, true);
        for (int i = 0; i < t->players(); ++i)
            if (const int c = t->seats[static_cast<std::size_t>(i)].conn; c && i != t->hostSeat) who.emplace_back(c, false);
        for (int c : t->spectators) who.emplace_back(c, false);
        for (auto [conn, host] : who)
            peer_.sendNow(conn, bj::object{{"type", "notice"}, {"code", failing ? "storageFailing" : "storageOk"}, {"host", host},
                                           {"message", jsonString(text)}});
    }
}

// ---------------------------------------------------------------- seats and the table host

void Lobby::attach(int conn, Table& t, int seat) {
    detach(conn);
    Member* m = member(conn);
    if (!m) return;
    m->table = t.id;
    m->seat = seat;
    if (seat >= 0) {
        Seat& s = t.seats[static_cast<std::size_t>(seat)];
        if (s.conn && s.conn != conn) {
            // The same person again (a new connection after a drop the old one has not noticed yet).
            const int old = s.conn;
            peer_.send(old, encode(ErrorEnvelope{QStringLiteral("replaced"), tr("You joined this seat from another connection."), {}, 0,
                                                 std::nullopt, true}),
                       t.ticket);
            detach(old);
            peer_.drop(old, QStringLiteral("replaced"));
        }
        s.conn = conn;
    } else {
        t.spectators.insert(conn);
    }
    if (t.host) hostConnect(conn, t, seat);
    // Whoever comes to a table while the disk refuses writes hears it at once: their replies wait for the disk.
    if (!storageFailingText_.isEmpty())
        peer_.sendNow(conn, bj::object{{"type", "notice"}, {"code", "storageFailing"}, {"host", seat >= 0 && seat == t.hostSeat},
                                       {"message", jsonString(storageFailingText_)}});
}

void Lobby::hostConnect(int conn, Table& t, int seat) {
    Member* m = member(conn);
    if (!m) return;
    const int tableId = t.id;
    m->hostConn = t.host->addConnection(seat >= 0 ? QList<int>{seat} : QList<int>{}, [this, conn, tableId](bj::object msg) {
        const Table* tt = table(tableId);
        if (tt && member(conn)) peer_.send(conn, std::move(msg), tt->ticket);
    });
}

void Lobby::detach(int conn) {
    Member* m = member(conn);
    if (!m || !m->table) return;
    Table* t = table(m->table);
    const int seat = m->seat;
    const int hostConn = m->hostConn;
    m->table = 0;
    m->seat = -1;
    m->hostConn = 0;
    if (!t) return;
    if (t->host && hostConn) t->host->removeConnection(hostConn);
    if (seat >= 0 && seat < t->players() && t->seats[static_cast<std::size_t>(seat)].conn == conn) t->seats[static_cast<std::size_t>(seat)].conn = 0;
    t->spectators.remove(conn);
    broadcastSeats(*t);
}

void Lobby::broadcastSeats(Table& t) {
    for (std::size_t i = 0; i < t.seats.size(); ++i)
        if (const int c = t.seats[i].conn) peer_.send(c, t.seatsMessage(static_cast<int>(i)), t.ticket);
    for (int c : t.spectators) peer_.send(c, t.seatsMessage(-1), t.ticket);
    emit tablesChanged();
}

void Lobby::makeHost(Table& t) {
    t.host = std::make_unique<TableHost>();
    t.host->setBotDelayMs(t.botDelayMs);
    t.host->setBotShare(BotShare{t.ownerAddress, t.id, true});
    const int id = t.id;
    connect(t.host.get(), &TableHost::answerAccepted, this, [this, id](int) { onAnswerAccepted(id); });
    connect(t.host.get(), &TableHost::gameFinished, this, [this, id] {
        if (Table* tt = table(id); tt && tt->phase != Table::Phase::Over) {
            tt->phase = Table::Phase::Over;
            broadcastSeats(*tt);
        }
    });
}

void Lobby::onAnswerAccepted(int id) {
    Table* t = table(id);
    if (!t || !t->host || !t->host->game()) return;
    const Game& g = *t->host->game();
    const std::size_t n = g.answers().size();
    if (n < t->storedAnswers) {
        store(*t, change::KeepAnswers{id, static_cast<int>(n)});
    } else {
        const auto& by = t->host->answeredBy();
        for (std::size_t i = t->storedAnswers; i < n; ++i) {
            store(*t, change::AddAnswer{id, static_cast<int>(i) + 1, StoredAnswer{i < by.size() ? by[i] : -1, g.answerTexts()[i]}});
            ++acceptedAnswers_;
        }
    }
    t->storedAnswers = n;
    // A concession is written down before anyone is told (the host announces it after this).
    if (g.concededBy() >= 0 && t->conceded != g.concededBy()) {
        t->conceded = g.concededBy();
        storeTable(*t);
        log(t->ownerAddress, tr("%1 conceded at table %2.").arg(t->seats[static_cast<std::size_t>(t->conceded)].name).arg(t->id));
    }
}

void Lobby::startTable(Table& t) {
    QList<SeatSpec> specs;
    for (const auto& s : t.seats) specs.push_back(SeatSpec{s.name, s.kind == Seat::Kind::Human, s.level});
    makeHost(t);
    if (QString why = t.host->newGame(specs, t.options, t.seed); !why.isEmpty()) throw std::runtime_error(ss(why));
    t.phase = Table::Phase::Playing;
    t.storedAnswers = 0;
}

void Lobby::reseat(Table& t) {
    // Who plays each seat changed: the table host reloads its own save with the new seats.
    bj::value save = bj::parse(ss(t.host->saveText()));
    auto& seatsJson = save.as_object()["seats"].as_array();
    for (std::size_t i = 0; i < seatsJson.size() && i < t.seats.size(); ++i) {
        seatsJson[i].as_object()["human"] = t.seats[i].kind == Seat::Kind::Human;
        seatsJson[i].as_object()["level"] = botLevelName(t.seats[i].level);
        seatsJson[i].as_object()["concededAt"] = t.seats[i].conceded ? t.seats[i].concededAt : -1;
    }
    // The connections leave the table host while it reloads and come back with the whole table (a "table" and
    // the replayed events), as after a reconnection: the clients rebuild instead of replaying history as news.
    std::vector<std::pair<int, int>> who;
    for (std::size_t i = 0; i < t.seats.size(); ++i)
        if (t.seats[i].conn) who.emplace_back(t.seats[i].conn, static_cast<int>(i));
    for (int c : t.spectators) who.emplace_back(c, -1);
    for (auto [conn, seat] : who)
        if (Member* m = member(conn); m && m->hostConn) {
            t.host->removeConnection(m->hostConn);
            m->hostConn = 0;
        }
    if (QString why = t.host->loadGame(qstring(bj::serialize(save))); !why.isEmpty()) qCWarning(lcServer) << "seat change failed:" << why;
    for (auto [conn, seat] : who) hostConnect(conn, t, seat);
}

void Lobby::closeTable(int id, const QString& why) {
    Table* t = table(id);
    if (!t) return;
    const std::uint64_t ticket = store(*t, change::DropTable{id});
    std::vector<int> conns;
    for (const auto& s : t->seats)
        if (s.conn) conns.push_back(s.conn);
    for (int c : t->spectators) conns.push_back(c);
    for (int c : conns)
        if (Member* m = member(c)) {
            peer_.send(c, encode(ErrorEnvelope{QStringLiteral("tableClosed"), why, {}, 0, std::nullopt, true}), ticket);
            if (t->host && m->hostConn) t->host->removeConnection(m->hostConn);
            m->hostConn = 0;
            m->table = 0;
            m->seat = -1;
        }
    // The TableHost may be inside a call right now (a signal): let it go later.
    if (t->host) t->host.release()->deleteLater();
    tables_.erase(id);
    emit tablesChanged();
}

// A table closed for good (abandoned, or by the owner) leaves its last record in the data folder.
void Lobby::archiveTable(const Table& t) {
    if (config_.dataDir.isEmpty()) return;
    const QString dir = QDir(config_.dataDir).filePath(QStringLiteral("closed"));
    QDir().mkpath(dir);
    const StoredTable st = t.stored(true);
    bj::array seats, answers;
    for (const auto& s : st.seats)
        seats.push_back(bj::object{{"kind", s.kind}, {"name", s.name}, {"level", s.level}, {"standIn", s.standIn}, {"conceded", s.conceded}});
    for (const auto& a : st.answers) {
        bj::array picks;
        for (const auto& p : a.picks) picks.emplace_back(p);
        answers.push_back(bj::object{{"seat", a.seat}, {"picks", std::move(picks)}});
    }
    const bj::object record{{"table", st.id},       {"name", st.name},  {"players", st.players},         {"options", optionsJson(t.options)},
                            {"seed", st.seed},       {"phase", phaseName(t.phase)}, {"created", st.created}, {"seats", std::move(seats)},
                            {"answers", std::move(answers)}};
    QFile f(QDir(dir).filePath(QStringLiteral("table-%1-%2.json").arg(t.id).arg(QDateTime::currentSecsSinceEpoch())));
    if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray::fromStdString(bj::serialize(record) + "\n")) < 0)
        qCWarning(lcServer) << "cannot keep the record of table" << t.id << "in" << f.fileName() << ":" << f.errorString();
}

// ---------------------------------------------------------------- names and counts

QString Lobby::uniqueName(const Table& t, const QString& wanted) const {
    const QStringList others = t.seatedNames();
    QString name = wanted;
    for (int n = 2; n <= 2 + wire::kMaxSeats; ++n) {
        const bool taken = std::any_of(others.begin(), others.end(), [&](const QString& o) { return PlayerNames::same(o, name); });
        if (!taken && names_.problem(name, others).isEmpty()) return name;
        name = wanted + " " + QString::number(n);
    }
    return name;  // as many numbers as there are seats were tried: the last one stays
}

QString Lobby::nameProblem(const Table& t, const QString& name) const { return names_.problem(name, t.seatedNames()); }

bool Lobby::guessesLeft(const QString& address) {
    auto it = guesses_.find(address);
    return it == guesses_.end() || it->second.has(now());
}

void Lobby::wrongGuess(const QString& address) {
    wire::RateLimiter& g =
        guesses_.try_emplace(address, 1.0 / config_.passwordGuessSeconds, config_.passwordGuesses).first->second;
    g.take(now());
    // Kept across a restart, like the tables an address opened.
    store_.submit(change::PutGuesses{StoredGuesses{address.toStdString(), g.tokens(now()), wallMs()}});
}

int Lobby::tablesOpenedBy(int conn, const QString& address, int* byConn) const {
    const auto m = members_.find(conn);
    int byAddress = 0;
    *byConn = 0;
    for (const auto& [id, t] : tables_) {
        // A finished game does not count, nor the lobby this connection hosts (it closes for a new one).
        if (t->phase == Table::Phase::Over) continue;
        if (m != members_.end() && id == m->second.table && t->phase == Table::Phase::Lobby && m->second.seat == t->hostSeat) continue;
        *byConn += t->ownerConn == conn;
        byAddress += t->ownerAddress == address;
    }
    return byAddress;
}

// ---------------------------------------------------------------- requests

void Lobby::handle(const Asker& a, const CreateRequest& r) {
    Member* m = member(a.conn);
    if (!m) return;
    const QString address = m->address;
    const QString who = PlayerNames::normalised(r.name);
    if (QString why = names_.problem(who, {}); !why.isEmpty()) return refuse(a, "badName", why);
    const QString tableName = PlayerNames::normalised(r.tableName);
    if (!tableName.isEmpty())
        if (QString why = PlayerNames::visibleTextProblem(tableName, wire::kMaxTableNameLength); !why.isEmpty())
            return refuse(a, "badName", tr("The table's name cannot be used: %1").arg(why));
    if (static_cast<int>(tables_.size()) >= config_.maxTables)
        return refuse(a, "full", tr("This server already has %1 tables.").arg(config_.maxTables));
    // One client cannot take every table: count the unfinished tables this connection and its address opened
    // (restored tables count for the address that opened them).
    int byConn = 0;
    const int byAddress = tablesOpenedBy(a.conn, address, &byConn);
    if (byConn >= config_.maxTablesPerConnection || (config_.maxTablesPerAddress > 0 && byAddress >= config_.maxTablesPerAddress)) {
        log(address, tr("A table was refused to %1: %2 unfinished tables from that connection, %3 from its address.")
                         .arg(address)
                         .arg(byConn)
                         .arg(byAddress));
        return refuse(a, "tooManyTables",
                      tr("You already have %n unfinished table(s) on this server: finish or leave one first.", nullptr, std::max(byConn, byAddress)));
    }
    // A host opens one table at a time: a lobby it leaves for a new one closes (no tables pile up empty).
    if (Table* old = tableOf(a.conn); old && old->phase == Table::Phase::Lobby && m->seat == old->hostSeat) {
        const int oldId = old->id;
        detach(a.conn);
        closeTable(oldId, tr("The host opened another table."));
    }
    detach(a.conn);
    auto owned = std::make_unique<Table>();
    Table& t = *owned;
    t.id = nextTable_++;
    t.ownerConn = a.conn;
    t.ownerAddress = address;
    if (r.seed) {
        // A deal the host chose: everyone who sits down is shown it (sitting down agrees to it).
        t.seedFixed = true;
        t.seed = *r.seed;
    }
    t.name = tableName;
    if (t.name.isEmpty()) t.name = tr("%1's table").arg(who);
    t.options = r.options;
    t.botDelayMs = r.botDelayMs >= 0 ? r.botDelayMs : config_.botDelayMs;
    t.hints = r.hints;
    t.botOnConcede = r.botOnConcede;
    t.created = QDateTime::currentSecsSinceEpoch();
    if (!r.password.isEmpty()) {
        t.passwordSalt = randomHex(16);
        t.passwordHash = sha256Hex(t.passwordSalt + r.password.toUtf8());
    }
    t.seats.resize(static_cast<std::size_t>(t.players()));
    t.idle.start();
    const QByteArray token = randomHex(16);
    Seat& s = t.seats[0];
    s.kind = Seat::Kind::Human;
    s.name = who;
    s.tokenHash = sha256Hex(token);
    tables_[t.id] = std::move(owned);
    storeTable(t);
    log(address, tr("%1 opened table %2 (\"%3\").").arg(who).arg(t.id).arg(t.name));
    // The reply (with the seat's token) waits for the store; so does what follows, in order.
    peer_.send(a.conn,
               bj::object{{"type", "ok"},     {"inReplyTo", a.seq}, {"re", a.type},          {"table", t.id},
                          {"seat", 0},        {"token", jsonString(QString::fromLatin1(token))}, {"host", true},
                          {"name", jsonString(who)}, {"tableName", jsonString(t.name)}},
               t.ticket);
    attach(a.conn, t, 0);
    broadcastSeats(t);
}

void Lobby::handle(const Asker& a, const JoinRequest& r) {
    Member* m = member(a.conn);
    if (!m) return;
    const QString address = m->address;
    Table* t = table(r.table);
    if (!t) return refuse(a, "noTable", tr("There is no such table (it may have ended)."));
    if (!t->passwordHash.isEmpty() && !guessesLeft(address)) {
        peer_.countViolation(a.conn);
        return refuse(a, "tooManyGuesses",
                      tr("Too many wrong passwords from your address: wait %n second(s) before trying again.", nullptr,
                         static_cast<int>(config_.passwordGuessSeconds + 0.5)));
    }
    if (!t->checkPassword(r.password.toUtf8())) {
        peer_.countViolation(a.conn);
        wrongGuess(address);
        log(address, tr("A wrong password for table %1 came from %2.").arg(t->id).arg(address));
        return refuse(a, "password", tr("Wrong password for this table."));
    }
    if (r.spectate) {
        detach(a.conn);
        peer_.send(a.conn,
                   bj::object{{"type", "ok"},      {"inReplyTo", a.seq},    {"re", a.type},
                              {"table", t->id},    {"seat", -1},            {"spectator", true},
                              {"tableName", jsonString(t->name)}},
                   t->ticket);
        attach(a.conn, *t, -1);
        broadcastSeats(*t);
        return;
    }
    if (t->phase != Table::Phase::Lobby)
        return refuse(a, "started", tr("This game has started: only its players can come back (or watch it as a spectator)."));
    const QString wanted = PlayerNames::normalised(r.name);
    if (QString why = nameProblem(*t, wanted); !why.isEmpty()) return refuse(a, "badName", why);
    int seat = -1;
    if (r.seat) {
        if (*r.seat >= t->players()) return refuse(a, "badSeat", tr("There is no such seat."));
        if (t->seats[static_cast<std::size_t>(*r.seat)].kind != Seat::Kind::Open)
            return refuse(a, "seatTaken", tr("That seat is taken: ask for another one, or for none."));
        seat = *r.seat;
    }
    for (int i = 0; seat < 0 && i < t->players(); ++i)
        if (t->seats[static_cast<std::size_t>(i)].kind == Seat::Kind::Open) seat = i;
    if (seat < 0) return refuse(a, "tableFull", tr("Every seat at this table is taken."));
    detach(a.conn);
    const QByteArray token = randomHex(16);
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    s.kind = Seat::Kind::Human;
    s.name = uniqueName(*t, wanted);
    s.tokenHash = sha256Hex(token);
    s.standIn = false;
    storeTable(*t);
    log(address, tr("%1 sat down at table %2.").arg(s.name).arg(t->id));
    bj::object ok{{"type", "ok"},   {"inReplyTo", a.seq}, {"re", a.type}, {"table", t->id}, {"seat", seat},
                  {"token", jsonString(QString::fromLatin1(token))}, {"host", false}, {"name", jsonString(s.name)},
                  {"tableName", jsonString(t->name)}};
    if (t->seedFixed) ok["seed"] = t->seed;
    peer_.send(a.conn, std::move(ok), t->ticket);
    attach(a.conn, *t, seat);
    broadcastSeats(*t);
}

void Lobby::handle(const Asker& a, const ResumeRequest& r) {
    Member* m = member(a.conn);
    if (!m) return;
    const QString address = m->address;
    Table* t = table(r.table);
    if (!t) {
        // Fatal: the client stops trying this seat, and the server closes the connection after saying so.
        refuse(a, "noTable", tr("There is no such table (it may have ended)."), true);
        return peer_.drop(a.conn, QStringLiteral("no such table"));
    }
    const QByteArray hash = sha256Hex(r.token);
    int seat = -1;
    for (std::size_t i = 0; i < t->seats.size(); ++i)
        if (!t->seats[i].tokenHash.isEmpty() && sameBytes(t->seats[i].tokenHash, hash)) seat = static_cast<int>(i);
    if (seat < 0) {
        peer_.countViolation(a.conn);
        log(address, tr("A wrong seat token for table %1 came from %2.").arg(t->id).arg(address));
        refuse(a, "badToken", tr("That seat token is not valid at this table."), true);
        return peer_.drop(a.conn, QStringLiteral("wrong seat token"));
    }
    detach(a.conn);
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    if (s.conceded) {
        // A person who conceded may still watch: their token brings them back as a spectator.
        peer_.send(a.conn,
                   bj::object{{"type", "ok"}, {"inReplyTo", a.seq}, {"re", a.type}, {"table", t->id}, {"seat", -1}, {"spectator", true},
                              {"conceded", true}, {"host", false}, {"name", jsonString(s.name)}, {"tableName", jsonString(t->name)},
                              {"resumed", true}},
                   t->ticket);
        attach(a.conn, *t, -1);
        broadcastSeats(*t);
        return;
    }
    peer_.send(a.conn,
               bj::object{{"type", "ok"}, {"inReplyTo", a.seq}, {"re", a.type}, {"table", t->id}, {"seat", seat}, {"host", seat == t->hostSeat},
                          {"name", jsonString(s.name)}, {"tableName", jsonString(t->name)}, {"resumed", true}},
               t->ticket);
    if (s.standIn && t->host) {
        // The person is back: the bot that stood in gives the seat back.
        s.kind = Seat::Kind::Human;
        s.standIn = false;
        storeTable(*t);
        reseat(*t);
    }
    attach(a.conn, *t, seat);
    log(address, tr("%1 is back at table %2.").arg(s.name).arg(t->id));
    broadcastSeats(*t);
}

void Lobby::handle(const Asker& a, const LeaveRequest&) {
    Member* m = member(a.conn);
    Table* t = tableOf(a.conn);
    if (!m || !t) return reply(a);
    const int seat = m->seat;
    if (t->phase == Table::Phase::Lobby && seat >= 0) {
        if (seat == t->hostSeat) {
            reply(a);
            detach(a.conn);
            closeTable(t->id, tr("The host closed the table."));
            return;
        }
        t->seats[static_cast<std::size_t>(seat)] = Seat{};
        storeTable(*t);
    }
    reply(a);
    detach(a.conn);
}

void Lobby::handle(const Asker& a, const SeatRequest& r) {
    Member* m = member(a.conn);
    Table* t = tableOf(a.conn);
    if (!m || !t || m->seat != t->hostSeat) return refuse(a, "notHost", tr("Only the table's host can do that."));
    if (r.seat >= t->players()) return refuse(a, "badSeat", tr("There is no such seat."));
    if (r.seat == t->hostSeat) return refuse(a, "badSeat", tr("The host's own seat stays the host's."));
    Seat& s = t->seats[static_cast<std::size_t>(r.seat)];
    if (t->phase == Table::Phase::Lobby) {
        if (s.kind == Seat::Kind::Human && s.conn) return refuse(a, "seatTaken", tr("%1 sits there.").arg(s.name));
        s = Seat{};  // open (a person is invited to take it), or a bot
        if (r.player == SeatRequest::Player::Bot) {
            s.kind = Seat::Kind::Bot;
            s.level = r.level;
            s.name = uniqueName(*t, tr("Bot %1").arg(r.seat + 1));
        }
        storeTable(*t);
        reply(a);
        broadcastSeats(*t);
        return;
    }
    if (t->phase == Table::Phase::Over || !t->host) return refuse(a, "over", tr("The game is over."));
    // During a game: a bot may stand in for a person who is away, and give the seat back.
    if (r.player == SeatRequest::Player::Bot) {
        if (s.kind == Seat::Kind::Bot && !s.standIn) return refuse(a, "badSeat", tr("A bot already plays there."));
        if (s.conn) return refuse(a, "seatTaken", tr("%1 is at the table: a bot can only stand in for someone away.").arg(s.name));
        s.kind = Seat::Kind::Bot;
        s.level = r.level;
        s.standIn = true;
    } else if (r.player == SeatRequest::Player::Human) {
        if (!s.standIn) return refuse(a, "badSeat", tr("Only a seat a bot stands in for can be given back."));
        s.kind = Seat::Kind::Human;
        s.standIn = false;
    } else {
        return refuse(a, "started", tr("A seat cannot be opened once the game has started."));
    }
    storeTable(*t);
    reply(a);
    reseat(*t);
    log(t->ownerAddress, s.standIn ? tr("A bot stands in for %1 at table %2.").arg(s.name).arg(t->id)
                                   : tr("%1's seat at table %2 is a person's again.").arg(s.name).arg(t->id));
    broadcastSeats(*t);
}

void Lobby::handle(const Asker& a, const StartRequest& r) {
    Member* m = member(a.conn);
    Table* t = tableOf(a.conn);
    if (!m || !t || m->seat != t->hostSeat) return refuse(a, "notHost", tr("Only the table's host can start the game."));
    if (t->phase != Table::Phase::Lobby) return refuse(a, "started", tr("The game has already started."));
    const int open = t->openSeats();
    if (open > 0 && !r.fill)
        return refuse(a, "seatsOpen", tr("%n seat(s) are still open: wait for players, or fill them with bots.", nullptr, open));
    if (r.seed && t->people() > 1 && !(t->seedFixed && *r.seed == t->seed))
        // Rehearsing a deal alone, then starting a real game with it, would show the host everyone's cards.
        return refuse(a, "seedRefused",
                      tr("With other people at the table the server deals: a deal can only be chosen when the table is "
                         "opened, where everyone who joins sees it."));
    const std::vector<Seat> before = t->seats;  // a start that fails changes nothing
    for (std::size_t i = 0; i < t->seats.size(); ++i) {
        Seat& s = t->seats[i];
        if (s.kind != Seat::Kind::Open) continue;
        s.kind = Seat::Kind::Bot;
        s.level = r.fill.value_or(BotLevel::Easy);
        s.name = uniqueName(*t, tr("Bot %1").arg(i + 1));
    }
    if (r.seed) t->seed = *r.seed;
    else if (!t->seedFixed) t->seed = QRandomGenerator::system()->generate64() >> 11;  // exact in every JSON reader
    try {
        startTable(*t);
    } catch (const std::exception&) {
        t->seats = before;
        t->host.reset();
        t->phase = Table::Phase::Lobby;
        throw;
    }
    storeTable(*t);
    log(t->ownerAddress, tr("The game at table %1 has started.").arg(t->id));
    reply(a);
    // Everyone at the table now receives the game. They stay seated (no one is shown away for a moment): they
    // only take their places at the game.
    std::vector<std::pair<int, int>> who;
    for (std::size_t i = 0; i < t->seats.size(); ++i)
        if (t->seats[i].conn) who.emplace_back(t->seats[i].conn, static_cast<int>(i));
    for (int c : t->spectators) who.emplace_back(c, -1);
    for (auto [conn, seat] : who) hostConnect(conn, *t, seat);
    broadcastSeats(*t);
}

void Lobby::handle(const Asker& a, const AnswerRequest& r) {
    bj::array picks;
    for (const auto& p : r.picks) picks.emplace_back(p);
    play(a, r.seat, bj::object{{"type", msg::Answer}, {"promptId", r.promptId}, {"picks", std::move(picks)}});
}

void Lobby::handle(const Asker& a, const UndoRequest& r) { play(a, r.seat, bj::object{{"type", msg::Undo}}); }

void Lobby::handle(const Asker& a, const ConcedeRequest& r) { play(a, r.seat, bj::object{{"type", msg::Concede}}); }

void Lobby::play(const Asker& a, const std::optional<int>& seat, bj::object message) {
    Member* m = member(a.conn);
    Table* t = tableOf(a.conn);
    if (!m || !t || !t->host) return refuse(a, "noGame", tr("You are not at a table with a game."));
    if (m->seat < 0) return refuse(a, "spectator", tr("Spectators cannot play."));
    if (seat && *seat != m->seat) return refuse(a, "notYourSeat", tr("You do not sit in that seat."));
    if (a.type == msg::Concede && concedeToBot(a, *t)) return;
    message["seat"] = m->seat;
    std::optional<std::size_t> undoTo;
    if (a.type == msg::Undo && (undoTo = t->host->undoTarget(m->seat))) {
        // The undo is written down before anyone can see it.
        store(*t, change::KeepAnswers{t->id, static_cast<int>(*undoTo)});
        t->storedAnswers = *undoTo;
    }
    const int tableId = t->id;
    const QString refusal = t->host->play(m->hostConn, message);
    t = table(tableId);
    if (undoTo && t && t->host && t->host->game() && t->host->game()->answers().size() != *undoTo) {
        t->storedAnswers = *undoTo;  // the undo did not happen: write the answers back
        onAnswerAccepted(t->id);
    }
    m = member(a.conn);
    if (!m) return;
    const std::uint64_t ticket = t ? t->ticket : 0;
    if (!refusal.isEmpty())
        return peer_.send(a.conn, encode(ErrorEnvelope{QStringLiteral("refused"), refusal, std::string(a.type), a.seq, m->seat, false}), ticket);
    if (!t) return;
    peer_.send(a.conn, bj::object{{"type", "ok"}, {"inReplyTo", a.seq}, {"re", a.type}, {"answers", t->answers()}}, ticket);
}

// A concession at a table whose host chose "a bot takes the seat": the person leaves the game (they may go on
// watching it), a bot plays their seat to the game's normal end, and the lobby, not the engine, records it.
bool Lobby::concedeToBot(const Asker& a, Table& t) {
    // Anything this does not handle goes to the table, which refuses it or (the other choice) ends the game.
    Member* m = member(a.conn);
    if (!m || !t.botOnConcede || !t.host || !t.host->game() || t.host->game()->over()) return false;
    if (m->seat < 0 || m->seat >= t.players()) return false;
    if (t.host->game()->state().isEliminated(m->seat)) return false;  // out of the game already: the table refuses
    Seat& s = t.seats[static_cast<std::size_t>(m->seat)];
    if (s.kind != Seat::Kind::Human) return false;
    // The seat goes to the table's strongest bot, and at least to Hard: the game stays worth finishing.
    BotLevel level = BotLevel::Hard;
    for (const auto& other : t.seats)
        if (other.kind == Seat::Kind::Bot && !other.standIn && other.level > level) level = other.level;
    s.kind = Seat::Kind::Bot;
    s.level = level;
    s.standIn = false;
    s.conceded = true;
    s.concededAt = static_cast<int>(t.host->game()->events().size());
    // Written down before anyone is told, like every change.
    storeTable(t);
    log(m->address, tr("%1 conceded at table %2; a bot plays their seat.").arg(s.name).arg(t.id));
    peer_.send(a.conn, bj::object{{"type", "ok"}, {"inReplyTo", a.seq}, {"re", a.type}, {"conceded", true}, {"level", botLevelName(level)}},
               t.ticket);
    // The person leaves the seat and may watch: their connection becomes a spectator's.
    detach(a.conn);
    reseat(t);
    if (member(a.conn)) {
        attach(a.conn, t, -1);
        peer_.send(a.conn,
                   bj::object{{"type", "notice"},
                              {"code", "conceded"},
                              {"level", botLevelName(level)},
                              {"message", jsonString(tr("You conceded. A bot plays your seat now: you can watch the game to "
                                                        "its end, or leave the table."))}},
                   t.ticket);
    }
    broadcastSeats(t);
    return true;
}

// ---------------------------------------------------------------- the owner and housekeeping

QStringList Lobby::describeTables() const {
    QStringList lines;
    for (const auto& [id, t] : tables_) {
        QStringList who;
        for (const auto& s : t->seats)
            who << (s.kind == Seat::Kind::Open ? QStringLiteral("(open)")
                                               : s.name + (s.kind == Seat::Kind::Bot ? QStringLiteral(" [bot]")
                                                                                     : s.conn ? QString() : QStringLiteral(" [away]")));
        lines << QStringLiteral("%1\t%2\t%3\t%4 answers\tidle %5 s\t%6")
                     .arg(id)
                     .arg(QString::fromLatin1(phaseName(t->phase)), t->name)
                     .arg(t->answers())
                     .arg(t->idle.elapsed() / 1000)
                     .arg(who.join(QStringLiteral(", ")));
    }
    return lines;
}

bool Lobby::closeTableByOwner(int id) {
    Table* t = table(id);
    if (!t) return false;
    qCInfo(lcServer) << "the owner closes table" << id;
    archiveTable(*t);
    closeTable(id, tr("The server's owner closed this table."));
    return true;
}

void Lobby::housekeeping() {
    // Tables nobody comes back to.
    std::vector<int> stale, abandoned;
    for (auto& [id, t] : tables_) {
        if (t->anyoneHere()) {
            t->idle.restart();
            continue;
        }
        const qint64 idle = t->idle.elapsed() / 1000;
        if ((t->phase == Table::Phase::Lobby && idle > kLobbyIdleSeconds) || (t->phase == Table::Phase::Over && idle > kOverIdleSeconds))
            stale.push_back(id);
        else if (t->phase == Table::Phase::Playing && idle >= config_.abandonedSeconds)
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
    // Wrong-password counts that have filled up again are forgotten.
    for (auto it = guesses_.begin(); it != guesses_.end();) {
        if (it->second.has(now(), config_.passwordGuesses)) it = guesses_.erase(it);
        else ++it;
    }
}

}  // namespace inno::net
