// The LAN server's persistence: the journal records every table change before anyone is told of it, and a
// starting server restores every table from them, then compacts the journal to one snapshot per table.
#include "lan_server.h"
#include "lan_server_util.h"

#include "protocol.h"

#include "json/json_io.h"

#include <QDir>

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
