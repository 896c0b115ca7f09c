#include "net/lan/journal_import.h"

#include "net/wire/wire.h"

#include <boost/json.hpp>

#include <algorithm>
#include <map>

namespace inno::net {

namespace bj = boost::json;

namespace {

std::string answers(std::size_t n) { return std::to_string(n) + (n == 1 ? " acknowledged answer" : " acknowledged answers"); }

std::string lineRange(int first, int last) {
    return first == last ? "journal line " + std::to_string(first)
                         : "journal lines " + std::to_string(first) + "-" + std::to_string(last);
}

// The answers of one table that could not be restored, and where they were.
struct Lost {
    std::size_t count = 0;
    int first = 0, last = 0;
    void add(int line) {
        if (!count++) first = line;
        last = line;
    }
};

class Importer {
public:
    void record(const bj::object& r, int line);
    void unreadable(int line) { problems_.push_back("journal line " + std::to_string(line) + " is unreadable and was skipped"); }
    ImportedJournal finish();

private:
    struct Table {
        StoredTable t;
        int answersFrom = 0;  // the journal line of its first answer
        int lastAnswer = 0;
        Lost lost;            // answers that did not fit
    };
    void problem(int line, const std::string& what) { problems_.push_back("journal line " + std::to_string(line) + ": " + what); }
    void readSeats(Table& t, const bj::object& r, bool snapshot);

    std::map<int, Table> tables_;
    std::map<int, Lost> strays_;  // answers of tables the journal does not have
    std::vector<std::string> problems_;
};

std::uint64_t seedOf(const bj::object& r, std::string_view key) {
    const bj::value* v = r.if_contains(key);
    if (!v || !v->is_number()) return 0;
    return v->is_uint64() ? v->get_uint64() : static_cast<std::uint64_t>(v->to_number<std::int64_t>());
}

std::vector<std::string> picksOf(const bj::value* v) {
    std::vector<std::string> out;
    if (const bj::array* a = v ? v->if_array() : nullptr)
        for (const auto& p : *a)
            if (p.is_string()) out.emplace_back(p.get_string());
    return out;
}

void Importer::readSeats(Table& table, const bj::object& r, bool snapshot) {
    std::size_t i = 0;
    for (const auto& sv : wire::arrayField(r, "seats")) {
        if (i >= table.t.seats.size()) break;
        const bj::object& so = wire::objectOf(sv);
        StoredSeat& s = table.t.seats[i++];
        s.kind = std::string(wire::stringField(so, "kind", "open"));
        s.name = std::string(wire::stringField(so, "name"));
        s.level = std::string(wire::stringField(so, "level", "easy"));
        if (snapshot) {
            s.token = std::string(wire::stringField(so, "token"));
            s.standIn = wire::boolField(so, "standIn");
            s.conceded = wire::boolField(so, "conceded");
            s.concededAt = static_cast<int>(wire::intField(so, "concededAt", -1));
        }
    }
}

void Importer::record(const bj::object& r, int line) {
    const std::string kind(wire::stringField(r, "t"));
    const int id = static_cast<int>(wire::intField(r, "table"));
    static const std::vector<std::string> kKinds{"table", "snapshot", "join", "leave", "seat", "start", "answer", "concede", "truncate", "close"};
    if (std::find(kKinds.begin(), kKinds.end(), kind) == kKinds.end()) return problem(line, "a record of an unknown kind (\"" + kind + "\") was skipped");
    if (id <= 0) return problem(line, "a \"" + kind + "\" record without a table was skipped");
    if (kind == "table" || kind == "snapshot") {
        Table table;
        StoredTable& t = table.t;
        t.id = id;
        t.name = std::string(wire::stringField(r, "name"));
        t.players = std::clamp(static_cast<int>(wire::intField(r, "players", 2)), 2, wire::kMaxSeats);
        t.options = bj::serialize(wire::objectField(r, "options"));
        t.passwordSalt = std::string(wire::stringField(r, "salt"));
        t.passwordHash = std::string(wire::stringField(r, "pw"));
        t.botDelayMs = static_cast<int>(wire::intField(r, "botDelayMs", -1));  // -1: the server's default
        t.created = wire::intField(r, "created");
        t.hostSeat = std::clamp(static_cast<int>(wire::intField(r, "hostSeat")), 0, t.players - 1);
        t.seedFixed = wire::boolField(r, "seedFixed");
        if (t.seedFixed) t.seed = seedOf(r, "fixedSeed");
        t.hints = wire::boolField(r, "hints");
        t.botOnConcede = wire::stringField(r, "onConcede", "end") != "end";  // tables journaled before the choice ended
        t.seats.resize(static_cast<std::size_t>(t.players));
        if (kind == "snapshot") {
            t.phase = wire::stringField(r, "phase") == "lobby" ? "lobby" : "playing";
            t.seed = seedOf(r, "seed");
            readSeats(table, r, true);
            t.conceded = static_cast<int>(wire::intField(r, "conceded", -1));
            const bj::array& by = wire::arrayField(r, "answeredBy");
            std::size_t k = 0;
            for (const auto& a : wire::arrayField(r, "answers")) {
                const int seat = k < by.size() ? static_cast<int>(wire::intOf(by[k], -1)) : -1;
                t.answers.push_back(StoredAnswer{seat, picksOf(&a)});
                ++k;
            }
            if (!t.answers.empty()) table.answersFrom = table.lastAnswer = line;
        }
        tables_[id] = std::move(table);
        return;
    }
    const auto it = tables_.find(id);
    if (it == tables_.end()) {
        if (kind == "answer") strays_[id].add(line);
        else problem(line, "a \"" + kind + "\" record of table " + std::to_string(id) + ", which the journal does not have, was skipped");
        return;
    }
    Table& table = it->second;
    StoredTable& t = table.t;
    const int seat = static_cast<int>(wire::intField(r, "seat", -1));
    StoredSeat* s = seat >= 0 && seat < static_cast<int>(t.seats.size()) ? &t.seats[static_cast<std::size_t>(seat)] : nullptr;
    if (kind == "join" && s) {
        *s = StoredSeat{"human", std::string(wire::stringField(r, "name")), "easy", std::string(wire::stringField(r, "token"))};
    } else if (kind == "leave" && s) {
        *s = StoredSeat{};
    } else if (kind == "seat" && s) {
        if (t.phase == "lobby") {
            *s = StoredSeat{std::string(wire::stringField(r, "kind", "open")), std::string(wire::stringField(r, "name")),
                            std::string(wire::stringField(r, "level", "easy")), {}};
        } else {
            s->kind = std::string(wire::stringField(r, "kind", "human"));
            s->level = std::string(wire::stringField(r, "level", "easy"));
            s->standIn = wire::boolField(r, "standIn");
        }
    } else if (kind == "start") {
        t.seed = seedOf(r, "seed");
        readSeats(table, r, false);
        t.phase = "playing";
        t.answers.clear();
    } else if (kind == "answer") {
        const auto n = static_cast<std::size_t>(wire::intField(r, "n"));
        if (table.lost.count || n != t.answers.size() + 1) {
            // An answer that does not follow the one before it, and every answer after it, cannot be replayed.
            if (!table.lost.count)
                problem(line, "answer " + std::to_string(n) + " of table " + std::to_string(id) + " follows answer " +
                                  std::to_string(t.answers.size()) + ": it and the answers after it cannot be replayed");
            table.lost.add(line);
            return;
        }
        t.answers.push_back(StoredAnswer{seat, picksOf(r.if_contains("picks"))});
        if (!table.answersFrom) table.answersFrom = line;
        table.lastAnswer = line;
    } else if (kind == "concede" && wire::boolField(r, "bot") && s) {
        s->kind = "bot";
        s->level = std::string(wire::stringField(r, "level", "hard"));
        s->standIn = false;
        s->conceded = true;
        s->concededAt = static_cast<int>(wire::intField(r, "at", -1));
    } else if (kind == "concede") {
        t.conceded = seat;
    } else if (kind == "truncate") {
        const auto n = static_cast<std::size_t>(wire::intField(r, "n"));
        if (n < t.answers.size()) t.answers.resize(n);  // an undo: those answers were taken back
    } else if (kind == "close") {
        tables_.erase(it);
    } else {
        problem(line, "a \"" + kind + "\" record for seat " + std::to_string(seat) + ", which table " + std::to_string(id) +
                          " does not have, was skipped");
    }
}

ImportedJournal Importer::finish() {
    ImportedJournal out;
    out.problems = std::move(problems_);
    for (auto& [id, table] : tables_) {
        StoredTable& t = table.t;
        if (t.phase == "lobby" && !t.answers.empty()) {
            // Answers with no start to deal their game: the table stays a lobby, and its answers are said lost.
            out.problems.push_back("table " + std::to_string(id) + ": " + answers(t.answers.size()) + " lost: the journal has no start for its game (" +
                                   lineRange(table.answersFrom, table.lastAnswer) + ")");
            t.answers.clear();
        }
        if (table.lost.count)
            out.problems.push_back("table " + std::to_string(id) + ": " + answers(table.lost.count) + " lost (" +
                                   lineRange(table.lost.first, table.lost.last) + ")");
        out.tables.push_back(std::move(t));
    }
    for (const auto& [id, lost] : strays_)
        out.problems.push_back(answers(lost.count) + " of table " + std::to_string(id) + ", which the journal does not have, lost (" +
                               lineRange(lost.first, lost.last) + ")");
    return out;
}

}  // namespace

ImportedJournal importJournal(std::string_view text) {
    Importer importer;
    int line = 0;
    std::size_t start = 0;
    for (;;) {
        const std::size_t nl = text.find('\n', start);
        if (nl == std::string_view::npos) break;  // a torn last record (no newline) is not a record
        ++line;
        const std::string_view record = text.substr(start, nl - start);
        start = nl + 1;
        if (record.empty()) continue;
        boost::system::error_code ec;
        const bj::value v = bj::parse(record, ec);
        if (ec || !v.is_object()) {
            importer.unreadable(line);
            continue;
        }
        importer.record(v.get_object(), line);
    }
    return importer.finish();
}

}  // namespace inno::net
