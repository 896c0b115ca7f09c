// The LAN server's persistence: the journal records every table change before anyone is told of it, and a
// starting server restores every table from them, then compacts the journal to one snapshot per table.
#include "lan_server.h"
#include "lan_server_util.h"

#include "protocol.h"

#include "json/json_io.h"

#include <QDateTime>
#include <QDir>
#include <QFile>

namespace inno::net {

using namespace detail;
namespace bj = boost::json;

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
                      {"hostSeat", t.hostSeat},
                      {"seedFixed", t.seedFixed},
                      {"hints", t.hints},
                      {"onConcede", t.botOnConcede ? "bot" : "end"},
                      {"fixedSeed", t.seedFixed ? t.seed : 0}};
}

bj::object LanServer::snapshotRecord(const Table& t) const {
    bj::array seats;
    for (const auto& s : t.seats)
        seats.push_back(bj::object{{"kind", kindName(static_cast<int>(s.kind))},
                                   {"name", jsonString(s.name)},
                                   {"level", botLevelName(s.level)},
                                   {"token", jsonString(QString::fromLatin1(s.tokenHash))},
                                   {"standIn", s.standIn},
                                   {"conceded", s.conceded},
                                   {"concededAt", s.concededAt}});
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
        if (t.host->game()->concededBy() >= 0) o["conceded"] = t.host->game()->concededBy();
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
        for (int set = 1; set < setCount(); ++set)
            if (wire::boolField(v->get_object(), cardSet(static_cast<SetId>(set)).key))
                o.sets |= static_cast<SetMask>(1u << set);
        o.largeGame = parseLargeGame(wire::stringField(v->get_object(), "largeGame", "none")).value_or(LargeGame::None);
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
    auto readSeed = [&](const char* key, quint64& seed) {
        if (const bj::value* v = r.if_contains(key); v && v->is_number())
            seed = v->is_uint64() ? v->get_uint64() : static_cast<quint64>(v->to_number<std::int64_t>());
    };
    // The seats a snapshot or a start record lists; a snapshot also keeps tokens and stand-ins.
    auto readSeats = [&](Table& t, bool snapshot) {
        const bj::value* seats = r.if_contains("seats");
        if (!seats || !seats->is_array()) return;
        std::size_t i = 0;
        for (const auto& sv : seats->get_array()) {
            if (i >= t.seats.size() || !sv.is_object()) break;
            const bj::object& so = sv.get_object();
            Seat& s = t.seats[i++];
            s.kind = seatKind(wire::stringField(so, "kind"));
            s.name = qstring(wire::stringField(so, "name"));
            s.level = levelFrom(so);
            if (snapshot) {
                s.tokenHash = QByteArray::fromStdString(std::string(wire::stringField(so, "token")));
                s.standIn = wire::boolField(so, "standIn");
                s.conceded = wire::boolField(so, "conceded");
                s.concededAt = static_cast<int>(wire::intField(so, "concededAt", -1));
            }
        }
    };
    if (kind == "table" || kind == "snapshot") {
        auto t = std::make_unique<Table>();
        t->id = id;
        t->name = qstring(wire::stringField(r, "name"));
        t->players = std::clamp(static_cast<int>(wire::intField(r, "players", 2)), 2, kMaxPlayers);
        t->options = optionsFrom(r.if_contains("options"), t->players);
        t->passwordSalt = QByteArray::fromStdString(std::string(wire::stringField(r, "salt")));
        t->passwordHash = QByteArray::fromStdString(std::string(wire::stringField(r, "pw")));
        t->botDelayMs = static_cast<int>(wire::intField(r, "botDelayMs", config_.botDelayMs));
        t->created = wire::intField(r, "created");
        t->hostSeat = std::clamp(static_cast<int>(wire::intField(r, "hostSeat")), 0, t->players - 1);
        t->seedFixed = wire::boolField(r, "seedFixed");
        if (t->seedFixed) readSeed("fixedSeed", t->seed);
        t->hints = wire::boolField(r, "hints");
        t->botOnConcede = wire::stringField(r, "onConcede", "end") != "end";  // tables journaled before the choice ended
        t->seats.resize(static_cast<std::size_t>(t->players));
        t->idle.start();
        answers[id].clear();
        if (kind == "snapshot") {
            const std::string_view phase = wire::stringField(r, "phase");
            t->phase = phase == "lobby" ? Phase::Lobby : Phase::Playing;
            readSeed("seed", t->seed);
            readSeats(*t, true);
            t->conceded = static_cast<int>(wire::intField(r, "conceded", -1));
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
        readSeed("seed", t->seed);
        readSeats(*t, false);
        t->phase = Phase::Playing;
        answers[id].clear();
    } else if (kind == "answer") {
        auto& list = answers[id];
        const auto n = static_cast<std::size_t>(wire::intField(r, "n"));
        if (n == list.size() + 1) list.emplace_back(seat, picksFrom(r.if_contains("picks")));
        else
            throw std::runtime_error("answer " + std::to_string(n) + " of table " + std::to_string(id) + " follows answer " +
                                     std::to_string(list.size()) + ": it cannot be replayed");
    } else if (kind == "concede" && wire::boolField(r, "bot") && s) {
        s->kind = Seat::Kind::Bot;
        s->level = levelFrom(r);
        s->standIn = false;
        s->conceded = true;
        s->concededAt = static_cast<int>(wire::intField(r, "at", -1));
    } else if (kind == "concede") {
        t->conceded = seat;
    } else if (kind == "truncate") {
        auto& list = answers[id];
        const auto n = static_cast<std::size_t>(wire::intField(r, "n"));
        if (n < list.size()) list.resize(n);
    } else if (kind == "close") {
        tables_.erase(id);
        answers.erase(id);
    }
}

namespace {
// The save a table's game is restored from: its seats and the first `count` answers of its journal.
QString saveFor(const bj::object& base, const std::vector<std::pair<int, std::vector<std::string>>>& answers, std::size_t count) {
    bj::object save = base;
    bj::array list, by;
    for (std::size_t i = 0; i < count && i < answers.size(); ++i) {
        bj::array p;
        for (const auto& x : answers[i].second) p.emplace_back(x);
        list.push_back(std::move(p));
        by.emplace_back(answers[i].first);
    }
    save["answers"] = std::move(list);
    save["answeredBy"] = std::move(by);
    return qstring(bj::serialize(save));
}
}  // namespace

QString LanServer::restore() {
    const QString path = QDir(config_.dataDir).filePath("journal.jsonl");
    std::string error;
    const auto records = Journal::readAll(path.toStdString(), &error);
    if (!error.empty()) return qstring(error);
    std::map<int, std::vector<std::pair<int, std::vector<std::string>>>> answers;
    QStringList problems;  // everything the restore had to leave out, said loudly below
    int line = 0;
    for (const auto& text : records) {
        ++line;
        boost::system::error_code ec;
        bj::value v = bj::parse(text, ec);
        if (ec || !v.is_object()) {
            problems << tr("journal line %1 is unreadable and was skipped").arg(line);
            continue;
        }
        try {
            applyRecord(v.get_object(), answers);
        } catch (const std::exception& e) {
            problems << tr("journal line %1 was skipped: %2").arg(line).arg(QString::fromUtf8(e.what()));
        }
    }
    int restored = 0;
    for (auto it = tables_.begin(); it != tables_.end();) {
        Table& t = *it->second;
        if (t.phase == Phase::Lobby) {
            ++it;
            ++restored;
            continue;
        }
        bj::object save{{"format", "innovation-save"}, {"version", 1}, {"options", json::optionsJson(t.options)}, {"seed", t.seed}};
        bj::array players, seats;
        for (const auto& s : t.seats) {
            players.emplace_back(jsonString(s.name));
            seats.push_back(bj::object{{"name", jsonString(s.name)},
                                       {"human", s.kind == Seat::Kind::Human},
                                       {"level", botLevelName(s.level)},
                                       {"concededAt", s.conceded ? s.concededAt : -1}});
        }
        save["players"] = std::move(players);
        save["seats"] = std::move(seats);
        if (t.conceded >= 0 && t.conceded < static_cast<int>(t.seats.size()))
            save["concededBy"] = jsonString(t.seats[static_cast<std::size_t>(t.conceded)].name);
        const auto& list = answers[t.id];
        makeHost(t);
        // The longest beginning of the table's answers that the game still takes: one that no longer fits (a
        // damaged or foreign record) ends the game's history there instead of losing the table.
        QString why = t.host->loadGame(saveFor(save, list, list.size()));
        if (!why.isEmpty()) {
            std::size_t lo = 0, hi = list.size();  // loads with lo answers; not with hi
            if (!t.host->loadGame(saveFor(save, list, 0)).isEmpty()) {
                problems << tr("table %1 could not be restored at all: %2").arg(t.id).arg(why);
                it = tables_.erase(it);
                continue;
            }
            while (hi - lo > 1) {
                const std::size_t mid = lo + (hi - lo) / 2;
                if (t.host->loadGame(saveFor(save, list, mid)).isEmpty()) lo = mid;
                else hi = mid;
            }
            (void)t.host->loadGame(saveFor(save, list, lo));
            problems << tr("table %1 was restored with %2 of its %3 answers: answer %4 no longer fits the game (%5)")
                            .arg(t.id)
                            .arg(lo)
                            .arg(list.size())
                            .arg(lo + 1)
                            .arg(why);
        }
        t.journaled = t.host->game()->answers().size();
        if (t.host->game()->over()) t.phase = Phase::Over;
        ++restored;
        ++it;
    }
    if (!problems.isEmpty()) {
        // The original journal is kept as it was, for whoever wants to look at what went wrong.
        const QString kept = QDir(config_.dataDir)
                                 .filePath(QStringLiteral("journal-damaged-%1.jsonl")
                                               .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
        QFile::remove(kept);
        const bool copied = QFile::copy(path, kept);
        for (const QString& p : problems) {
            qCCritical(lcServer).noquote() << "restore:" << p;
            emit logLine(tr("Restoring: %1").arg(p));
        }
        const QString where = copied ? tr("The journal as it was is kept in %1.").arg(kept)
                                     : tr("The journal could not be copied aside to %1.").arg(kept);
        qCCritical(lcServer).noquote() << where;
        emit logLine(where);
        restoreProblems_ = problems;
        if (!copied) return tr("The damaged journal %1 could not be kept aside; nothing was changed.").arg(path);
    } else if (!records.empty()) {
        // The last journal before compaction stays next to the new one.
        const QString previous = QDir(config_.dataDir).filePath(QStringLiteral("journal-previous.jsonl"));
        QFile::remove(previous);
        QFile::copy(path, previous);
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
    journal_.setStatusCallback([this](bool failing, const std::string& error) {
        QMetaObject::invokeMethod(this, [this, failing, e = qstring(error)] { onJournalStatus(failing, e); }, Qt::QueuedConnection);
    });
    if (!records.empty()) compact();
    if (restored) {
        qCInfo(lcServer) << "restored" << restored << "tables from" << path;
        emit logLine(tr("Restored %n table(s) from %1.", nullptr, restored).arg(path));
    }
    return {};
}

// A table closed for good (abandoned, or by the owner) leaves its last snapshot in the data folder.
void LanServer::archiveTable(const Table& t) {
    if (!persistent_) return;
    const QString dir = QDir(config_.dataDir).filePath(QStringLiteral("closed"));
    QDir().mkpath(dir);
    QFile f(QDir(dir).filePath(QStringLiteral("table-%1-%2.json").arg(t.id).arg(QDateTime::currentSecsSinceEpoch())));
    if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray::fromStdString(bj::serialize(snapshotRecord(t)) + "\n")) < 0)
        qCWarning(lcServer) << "cannot keep the record of table" << t.id << "in" << f.fileName() << ":" << f.errorString();
}

void LanServer::onJournalStatus(bool failing, const QString& error) {
    // The disk refused a write (or takes them again). Bots wait while it does, so the tables do not run ahead of
    // what is on disk; every person at a table hears it at once, the hosts first.
    const QString text = failing ? tr("The server cannot save to its disk (%1). Nothing is lost yet: the game waits "
                                      "until the server can save again.")
                                       .arg(error)
                                 : tr("The server can save to its disk again; the game goes on.");
    if (failing) qCCritical(lcServer).noquote() << "journal write failed:" << error << "- retrying; nothing is acknowledged meanwhile";
    else qCWarning(lcServer) << "journal writes again";
    emit logLine(text);
    for (auto& [id, t] : tables_) {
        if (t->host) t->host->setBotsRunning(!failing);
        std::vector<int> seats;
        seats.push_back(t->hostSeat);
        for (int i = 0; i < static_cast<int>(t->seats.size()); ++i)
            if (i != t->hostSeat) seats.push_back(i);
        for (int i : seats)
            if (Conn* c = t->seats[static_cast<std::size_t>(i)].conn ? conn(t->seats[static_cast<std::size_t>(i)].conn) : nullptr)
                sendNow(*c, bj::object{{"type", "notice"}, {"code", failing ? "storageFailing" : "storageOk"},
                                       {"host", i == t->hostSeat}, {"message", jsonString(text)}});
    }
}

}  // namespace inno::net
