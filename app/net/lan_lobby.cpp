// The LAN server's lobby: tables and seats, who may join, start and play, and what every seat is told about
// the table. Each request handler either changes the table and replies ok, or refuses and changes nothing.
#include "lan_server.h"
#include "lan_server_util.h"

#include "protocol.h"

#include "core/card_set.h"
#include "core/card.h"
#include "core/types.h"
#include "json/json_io.h"

#include <QDateTime>
#include <QRandomGenerator>

namespace inno::net {

using namespace detail;
namespace bj = boost::json;

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

// A player's name is also an option text (a prompt that asks for a player lists their names), so it must not
// read as any other answer: "none" is the empty answer, and the words, numbers and card titles that other options
// use are kept apart too.
QString LanServer::nameProblem(const QString& name) const {
    if (name.isEmpty()) return tr("A name needs at least one visible character.");
    const QString lower = name.toLower();
    static const QStringList words = [] {
        QStringList w{"none", "draw", "yes", "no"};
        for (int c = 0; c < kColors; ++c) w << QString::fromUtf8(colorName(static_cast<Color>(c)).data());
        for (const auto& card : everyCard()) w << QString::fromUtf8(card.title.data(), static_cast<qsizetype>(card.title.size())).toLower();
        return w;
    }();
    bool number = false;
    lower.toLongLong(&number);
    if (number || words.contains(lower) || lower.contains('/') || lower.startsWith("meld ") || lower.startsWith("dogma ") ||
        lower.startsWith("achieve "))
        return tr("\"%1\" cannot be a player's name here: answers use that word. Please choose another name.").arg(name);
    return {};
}

bool LanServer::guessesLeft(const Conn& c) {
    auto it = guesses_.find(c.address);
    return it == guesses_.end() || it->second.has(clock_.elapsed() / 1000.0);
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
    bj::object summary{{"id", t.id},
                      {"name", jsonString(t.name)},
                      {"players", t.players},
                      {"open", open},
                      {"password", !t.passwordHash.isEmpty()},
                      {"phase", phaseName(static_cast<int>(t.phase))},
                      {"host", jsonString(t.seats[static_cast<std::size_t>(t.hostSeat)].name)},
                      {"spectators", t.spectators.size()},
                      {"teams", t.options.teams},
                      {"largeGame", largeGameName(t.options.largeGame)},
                      {"hints", t.hints},
                      {"onConcede", t.botOnConcede ? "bot" : "end"},
                      {"seats", std::move(seats)}};
    for (int set = 1; set < setCount(); ++set)  // each expansion by its key ("cities": true)
        summary[cardSet(static_cast<SetId>(set)).key] = t.options.has(static_cast<SetId>(set));
    return summary;
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
        if (s.conceded) so["conceded"] = true;
        seats.push_back(std::move(so));
    }
    bj::object m{{"type", "seats"},
                      {"table", t.id},
                      {"name", jsonString(t.name)},
                      {"phase", phaseName(static_cast<int>(t.phase))},
                      {"host", t.hostSeat},
                      {"password", !t.passwordHash.isEmpty()},
                      {"spectators", t.spectators.size()},
                      {"hints", t.hints},
                      {"onConcede", t.botOnConcede ? "bot" : "end"},
                      {"seats", std::move(seats)}};
    if (t.seedFixed) m["seed"] = t.seed;
    return m;
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
    // A concession is written down before anyone is told (the host announces it after this).
    if (g.concededBy() >= 0 && t->conceded != g.concededBy()) {
        t->conceded = g.concededBy();
        journal(*t, bj::object{{"t", "concede"}, {"seat", t->conceded}});
        emit logLine(tr("%1 conceded at table %2.").arg(t->seats[static_cast<std::size_t>(t->conceded)].name).arg(t->id));
    }
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
    const QString who = qstring(wire::stringField(r.body, "name")).simplified();
    if (QString why = nameProblem(who); !why.isEmpty()) return sendError(c, r.seq, r.type, "badName", why);
    if (static_cast<int>(tables_.size()) >= config_.maxTables)
        return sendError(c, r.seq, r.type, "full", tr("This server already has %1 tables.").arg(config_.maxTables));
    // One client cannot take every table: count the unfinished tables this connection and its address opened
    // (a lobby it is about to leave for the new one does not count).
    int byConn = 0, byAddress = 0;
    for (const auto& [id, t] : tables_) {
        if (t->phase == Phase::Over || (id == c.table && t->phase == Phase::Lobby && c.seat == t->hostSeat)) continue;
        byConn += t->ownerConn == c.id;
        byAddress += t->ownerAddress == c.address;
    }
    if (byConn >= config_.maxTablesPerConnection || (config_.maxTablesPerAddress > 0 && byAddress >= config_.maxTablesPerAddress)) {
        qCWarning(lcServer) << "refused a table to" << c.peer << ":" << byConn << "tables from this connection," << byAddress
                            << "from its address";
        return sendError(c, r.seq, r.type, "tooManyTables",
                         tr("You already have %n unfinished table(s) on this server: finish or leave one first.", nullptr,
                            std::max(byConn, byAddress)));
    }
    // A host opens one table at a time: a lobby it leaves for a new one closes (no tables pile up empty).
    if (Table* old = c.table ? table(c.table) : nullptr; old && old->phase == Phase::Lobby && c.seat == old->hostSeat) {
        const int oldId = old->id;
        detach(c);
        closeTable(oldId, tr("The host opened another table."));
    }
    detach(c);
    auto t = std::make_unique<Table>();
    t->id = nextTable_++;
    t->ownerConn = c.id;
    t->ownerAddress = c.address;
    if (const bj::value* seed = r.body.if_contains("seed")) {
        // A deal the host chose: everyone who sits down is shown it (sitting down agrees to it).
        t->seedFixed = true;
        t->seed = seed->is_uint64() ? seed->get_uint64() : static_cast<quint64>(seed->get_int64());
    }
    QString name = qstring(wire::stringField(r.body, "table")).simplified();
    if (name.isEmpty()) name = tr("%1's table").arg(who);
    t->name = name;
    t->players = static_cast<int>(wire::intField(r.body, "players", 2));
    t->options.teams = wire::boolField(r.body, "teams") && t->players == 4;
    t->options.extraAchievement = wire::boolField(r.body, "extraAchievement");
    for (int set = 1; set < setCount(); ++set)
        if (wire::boolField(r.body, cardSet(static_cast<SetId>(set)).key))
            t->options.sets |= static_cast<SetMask>(1u << set);
    t->options.playerCount = t->players;
    static_assert(wire::kMaxSeats == kMaxPlayers);
    t->options.largeGame = parseLargeGame(wire::stringField(r.body, "largeGame", "none")).value_or(LargeGame::None);
    t->botDelayMs = static_cast<int>(wire::intField(r.body, "botDelayMs", config_.botDelayMs));
    t->hints = wire::boolField(r.body, "hints");
    t->botOnConcede = wire::stringField(r.body, "onConcede", "bot") != "end";
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
    if (!t->passwordHash.isEmpty() && !guessesLeft(c)) {
        ++c.violations;
        return sendError(c, r.seq, r.type, "tooManyGuesses",
                         tr("Too many wrong passwords from your address: wait %n second(s) before trying again.", nullptr,
                            static_cast<int>(config_.passwordGuessSeconds + 0.5)));
    }
    if (!checkPassword(*t, std::string(wire::stringField(r.body, "password")))) {
        ++c.violations;
        guesses_.try_emplace(c.address, 1.0 / config_.passwordGuessSeconds, config_.passwordGuesses)
            .first->second.take(clock_.elapsed() / 1000.0);
        qCWarning(lcServer) << "wrong password for table" << t->id << "from" << c.peer;
        emit logLine(tr("A wrong password for table %1 came from %2.").arg(t->id).arg(c.address));
        return sendError(c, r.seq, r.type, "password", tr("Wrong password for this table."));
    }
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
    const QString wanted = qstring(wire::stringField(r.body, "name")).simplified();
    if (QString why = nameProblem(wanted); !why.isEmpty()) return sendError(c, r.seq, r.type, "badName", why);
    int seat = -1;
    if (const auto want = wire::intField(r.body, "seat", -1); want >= 0) {
        if (want >= t->players) return sendError(c, r.seq, r.type, "badSeat", tr("There is no such seat."));
        if (t->seats[static_cast<std::size_t>(want)].kind != Seat::Kind::Open)
            return sendError(c, r.seq, r.type, "seatTaken", tr("That seat is taken: ask for another one, or for none."));
        seat = static_cast<int>(want);
    }
    for (int i = 0; seat < 0 && i < t->players; ++i)
        if (t->seats[static_cast<std::size_t>(i)].kind == Seat::Kind::Open) seat = i;
    if (seat < 0) return sendError(c, r.seq, r.type, "tableFull", tr("Every seat at this table is taken."));
    detach(c);
    const QByteArray token = randomHex(16);
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    s.kind = Seat::Kind::Human;
    s.name = uniqueName(*t, wanted);
    s.tokenHash = sha256Hex(token);
    s.standIn = false;
    journal(*t, bj::object{{"t", "join"}, {"seat", seat}, {"name", jsonString(s.name)}, {"token", jsonString(QString::fromLatin1(s.tokenHash))}});
    emit logLine(tr("%1 sat down at table %2.").arg(s.name).arg(t->id));
    sendOk(c, r.seq, r.type,
           [&] {
               bj::object ok{{"table", t->id}, {"seat", seat}, {"token", jsonString(QString::fromLatin1(token))}, {"host", false},
                             {"name", jsonString(s.name)}, {"tableName", jsonString(t->name)}};
               if (t->seedFixed) ok["seed"] = t->seed;
               return ok;
           }());
    attach(c, *t, seat);
    broadcastSeats(*t);
}

void LanServer::onResume(Conn& c, const wire::Request& r) {
    Table* t = table(static_cast<int>(wire::intField(r.body, "table")));
    if (!t) {
        // Fatal: the client stops trying this seat, and the server closes the connection after saying so.
        sendError(c, r.seq, r.type, "noTable", tr("There is no such table (it may have ended)."), true);
        return dropConnection(c.id, QStringLiteral("no such table"));
    }
    const QByteArray hash = sha256Hex(QByteArray(wire::stringField(r.body, "token").data(),
                                                 static_cast<qsizetype>(wire::stringField(r.body, "token").size())));
    int seat = -1;
    for (std::size_t i = 0; i < t->seats.size(); ++i)
        if (!t->seats[i].tokenHash.isEmpty() && sameBytes(t->seats[i].tokenHash, hash)) seat = static_cast<int>(i);
    if (seat < 0) {
        ++c.violations;
        qCWarning(lcServer) << "a wrong seat token for table" << t->id << "from" << c.peer;
        sendError(c, r.seq, r.type, "badToken", tr("That seat token is not valid at this table."), true);
        return dropConnection(c.id, QStringLiteral("wrong seat token"));
    }
    detach(c);
    Seat& s = t->seats[static_cast<std::size_t>(seat)];
    if (s.conceded) {
        // A person who conceded may still watch: their token brings them back as a spectator.
        sendOk(c, r.seq, r.type,
               bj::object{{"table", t->id}, {"seat", -1}, {"spectator", true}, {"conceded", true}, {"host", false},
                          {"name", jsonString(s.name)}, {"tableName", jsonString(t->name)}, {"resumed", true}});
        attach(c, *t, -1);
        broadcastSeats(*t);
        return;
    }
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
        seatsJson[i].as_object()["concededAt"] = t.seats[i].conceded ? t.seats[i].concededAt : -1;
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
    int people = 0;
    for (const auto& s : t->seats) people += s.kind == Seat::Kind::Human;
    const bj::value* askedSeed = r.body.if_contains("seed");
    std::optional<quint64> seed;
    if (askedSeed) seed = askedSeed->is_uint64() ? askedSeed->get_uint64() : static_cast<quint64>(askedSeed->get_int64());
    if (seed && people > 1 && !(t->seedFixed && *seed == t->seed))
        // Rehearsing a deal alone, then starting a real game with it, would show the host everyone's cards.
        return sendError(c, r.seq, r.type, "seedRefused",
                         tr("With other people at the table the server deals: a deal can only be chosen when the table is "
                            "opened, where everyone who joins sees it."));
    const std::vector<Seat> before = t->seats;  // a start that fails changes nothing
    const BotLevel level = parseBotLevel(fill).value_or(BotLevel::Easy);
    for (std::size_t i = 0; i < t->seats.size(); ++i) {
        Seat& s = t->seats[i];
        if (s.kind != Seat::Kind::Open) continue;
        s.kind = Seat::Kind::Bot;
        s.level = level;
        s.name = uniqueName(*t, tr("Bot %1").arg(i + 1));
    }
    if (seed) t->seed = *seed;
    else if (!t->seedFixed) t->seed = QRandomGenerator::system()->generate64() >> 11;  // exact in every JSON reader
    try {
        startTable(*t);
    } catch (...) {
        t->seats = before;
        t->host.reset();
        t->phase = Phase::Lobby;
        throw;
    }
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
    // They stay seated (no one is shown away for a moment): they only take their places at the game.
    for (auto [id, seat] : who)
        if (Conn* cc = conn(id)) hostConnect(*cc, *t, seat);
    broadcastSeats(*t);
}

void LanServer::onPlay(Conn& c, const wire::Request& r) {
    Table* t = c.table ? table(c.table) : nullptr;
    if (!t || !t->host) return sendError(c, r.seq, r.type, "noGame", tr("You are not at a table with a game."));
    if (c.seat < 0) return sendError(c, r.seq, r.type, "spectator", tr("Spectators cannot play."));
    if (const auto s = wire::intField(r.body, "seat", c.seat); s != c.seat)
        return sendError(c, r.seq, r.type, "notYourSeat", tr("You do not sit in that seat."));
    if (r.type == "concede" && concedeToBot(c, *t, r)) return;
    bj::object m{{"type", r.type}, {"seat", c.seat}};
    std::optional<std::size_t> undoTo;
    if (r.type == "answer") {
        m["promptId"] = wire::intField(r.body, "promptId");
        m["picks"] = wire::arrayField(r.body, "picks");  // option texts, checked by the decoder
    } else if (r.type == "undo" && (undoTo = t->host->undoTarget(c.seat))) {
        // The undo is written down before anyone can see it.
        journal(*t, bj::object{{"t", "truncate"}, {"n", *undoTo}});
        t->journaled = *undoTo;
    }
    const int id = c.id;
    const int tableId = t->id;
    const QString refusal = t->host->play(c.hostConn, m);
    t = table(tableId);
    if (undoTo && t && t->host && t->host->game() && t->host->game()->answers().size() != *undoTo) {
        t->journaled = *undoTo;  // the undo did not happen: write the answers back
        onAnswerAccepted(t->id);
    }
    Conn* cc = conn(id);
    if (!cc) return;
    if (!refusal.isEmpty())
        return send(*cc, bj::object{{"type", msg::Error}, {"code", "refused"}, {"seat", cc->seat}, {"re", r.type},
                                    {"inReplyTo", r.seq}, {"message", jsonString(refusal)}},
                    t ? t->ticket : 0);
    if (!t) return;
    sendOk(*cc, r.seq, r.type,
           bj::object{{"answers", t->host && t->host->game() ? t->host->game()->answers().size() : 0}});
}

// ---------------------------------------------------------------- the owner's console

QStringList LanServer::describeTables() const {
    QStringList lines;
    for (const auto& [id, t] : tables_) {
        QStringList who;
        for (const auto& s : t->seats)
            who << (s.kind == Seat::Kind::Open ? QStringLiteral("(open)")
                                               : s.name + (s.kind == Seat::Kind::Bot ? QStringLiteral(" [bot]")
                                                                                     : s.conn ? QString() : QStringLiteral(" [away]")));
        const qint64 answers = t->host && t->host->game() ? static_cast<qint64>(t->host->game()->answers().size()) : 0;
        lines << QStringLiteral("%1\t%2\t%3\t%4 answers\tidle %5 s\t%6")
                     .arg(id)
                     .arg(QString::fromLatin1(phaseName(static_cast<int>(t->phase))), t->name)
                     .arg(answers)
                     .arg(t->idle.elapsed() / 1000)
                     .arg(who.join(QStringLiteral(", ")));
    }
    return lines;
}

bool LanServer::closeTableByOwner(int id) {
    Table* t = table(id);
    if (!t) return false;
    qCInfo(lcServer) << "the owner closes table" << id;
    archiveTable(*t);
    closeTable(id, tr("The server's owner closed this table."));
    return true;
}

}  // namespace inno::net
