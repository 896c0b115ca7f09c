#include "net/lan/table_store.h"

#include "net/lan/store_salvage.h"

#include <sqlite3.h>

#include <boost/json.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <optional>
#include <fcntl.h>
#include <map>
#include <set>
#include <utility>

namespace inno::net {

namespace bj = boost::json;

namespace {

// One prepared statement, finalized when it goes.
class Statement {
public:
    Statement(sqlite3* db, const char* sql) : db_(db) {
        if (sqlite3_prepare_v2(db, sql, -1, &stmt_, nullptr) != SQLITE_OK) stmt_ = nullptr;
    }
    ~Statement() { sqlite3_finalize(stmt_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    bool ok() const { return stmt_ != nullptr; }
    Statement& bind(int i, std::int64_t v) {
        sqlite3_bind_int64(stmt_, i, v);
        return *this;
    }
    Statement& bind(int i, double v) {
        sqlite3_bind_double(stmt_, i, v);
        return *this;
    }
    Statement& bind(int i, const std::string& v) {
        sqlite3_bind_text(stmt_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
        return *this;
    }
    // SQLITE_ROW, SQLITE_DONE or an error.
    int step() { return stmt_ ? sqlite3_step(stmt_) : sqlite3_errcode(db_); }
    std::int64_t integer(int col) const { return sqlite3_column_int64(stmt_, col); }
    double real(int col) const { return sqlite3_column_double(stmt_, col); }
    std::string text(int col) const {
        const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, col));
        return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(stmt_, col))) : std::string();
    }
    std::string error() const { return sqlite3_errmsg(db_); }

private:
    sqlite3* db_;
    sqlite3_stmt* stmt_ = nullptr;
};

constexpr const char* kSchema = R"(
CREATE TABLE IF NOT EXISTS meta(key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tables(
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL,
  password_salt TEXT NOT NULL, password_hash TEXT NOT NULL, bot_delay_ms INTEGER NOT NULL, created INTEGER NOT NULL,
  host_seat INTEGER NOT NULL, seed_fixed INTEGER NOT NULL, seed INTEGER NOT NULL, hints INTEGER NOT NULL,
  bot_on_concede INTEGER NOT NULL, phase TEXT NOT NULL, conceded INTEGER NOT NULL, owner_address TEXT NOT NULL,
  seats TEXT NOT NULL, answers INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS answers(table_id INTEGER NOT NULL, n INTEGER NOT NULL, seat INTEGER NOT NULL,
  picks TEXT NOT NULL, PRIMARY KEY(table_id, n)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS guesses(address TEXT PRIMARY KEY, tokens REAL NOT NULL, at_ms INTEGER NOT NULL) WITHOUT ROWID;
INSERT OR IGNORE INTO meta VALUES('schema', '1');
)";

constexpr const char* kPutTable = R"(
INSERT INTO tables(id, name, players, options, password_salt, password_hash, bot_delay_ms, created, host_seat,
  seed_fixed, seed, hints, bot_on_concede, phase, conceded, owner_address, seats)
VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)
ON CONFLICT(id) DO UPDATE SET name = ?2, players = ?3, options = ?4, password_salt = ?5, password_hash = ?6,
  bot_delay_ms = ?7, created = ?8, host_seat = ?9, seed_fixed = ?10, seed = ?11, hints = ?12, bot_on_concede = ?13,
  phase = ?14, conceded = ?15, owner_address = ?16, seats = ?17
)";

using salvage::picksJson;
using salvage::seatsJson;

std::optional<std::vector<StoredSeat>> seatsFrom(const std::string& text) {
    std::vector<StoredSeat> seats;
    if (!salvage::seatsFrom(text, seats)) return std::nullopt;
    return seats;
}

std::optional<std::vector<std::string>> picksFrom(const std::string& text) {
    std::vector<std::string> picks;
    if (!salvage::picksFrom(text, picks)) return std::nullopt;
    return picks;
}

std::string answersLost(std::int64_t n) {
    return std::to_string(n) + (n == 1 ? " acknowledged answer" : " acknowledged answers");
}

bool copyFile(const std::string& from, const std::string& to, std::string* error) {
    const int in = ::open(from.c_str(), O_RDONLY | O_CLOEXEC);
    if (in < 0) {
        if (errno == ENOENT) return true;  // nothing to copy (no WAL)
        if (error) *error = "cannot read " + from + ": " + std::strerror(errno);
        return false;
    }
    const int out = ::open(to.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    bool ok = out >= 0;
    char buf[1 << 16];
    while (ok) {
        const ssize_t n = ::read(in, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            ok = n == 0;
            break;
        }
        for (ssize_t off = 0; ok && off < n;) {
            const ssize_t w = ::write(out, buf + off, static_cast<std::size_t>(n - off));
            if (w < 0 && errno != EINTR) ok = false;
            else if (w > 0) off += w;
        }
    }
    ok = ok && ::fsync(out) == 0;
    if (!ok && error) *error = "cannot copy " + from + " to " + to + ": " + std::strerror(errno);
    ::close(in);
    if (out >= 0) ::close(out);
    return ok;
}

std::uint64_t fileSize(const std::string& path) {
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 ? static_cast<std::uint64_t>(st.st_size) : 0;
}

// What a read found of each table, beyond its rows: how many answers its row says were acknowledged, why its
// answers stopped early, and how many the file's pages gave back.
struct TableLedger {
    std::int64_t acknowledged = 0;
    std::string stopped;
    std::size_t salvaged = 0;
};

struct ReadResult {
    std::set<int> listed;     // every table id the read saw, restored or not
    std::set<int> rejected;   // tables whose row was read but could not be used
    std::map<int, TableLedger> ledger;
    bool shortfall = false;   // something could not be read in full: worth a salvage
};

// Reads every table it can, row by row: a damaged page loses what is on it, not the rest.
ReadResult readAll(sqlite3* db, TableStore::Contents& out) {
    ReadResult result;
    auto& problems = out.problems;
    std::vector<int> ids;
    {
        Statement s(db, "SELECT id FROM tables ORDER BY id");
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) ids.push_back(static_cast<int>(s.integer(0)));
        if (rc != SQLITE_DONE) {
            problems.push_back("the list of tables could not be read in full (" + s.error() + ")");
            result.shortfall = true;
        }
    }
    result.listed.insert(ids.begin(), ids.end());
    for (int id : ids) {
        Statement s(db,
                    "SELECT name, players, options, password_salt, password_hash, bot_delay_ms, created, host_seat, seed_fixed, "
                    "seed, hints, bot_on_concede, phase, conceded, owner_address, seats, answers FROM tables WHERE id = ?1");
        s.bind(1, static_cast<std::int64_t>(id));
        if (s.step() != SQLITE_ROW) {
            problems.push_back("table " + std::to_string(id) + " could not be read (" + s.error() + ")");
            result.listed.erase(id);  // its row may still be on a page
            result.shortfall = true;
            continue;
        }
        StoredTable t;
        t.id = id;
        t.name = s.text(0);
        t.players = static_cast<int>(s.integer(1));
        t.options = s.text(2);
        t.passwordSalt = s.text(3);
        t.passwordHash = s.text(4);
        t.botDelayMs = static_cast<int>(s.integer(5));
        t.created = s.integer(6);
        t.hostSeat = static_cast<int>(s.integer(7));
        t.seedFixed = s.integer(8) != 0;
        t.seed = static_cast<std::uint64_t>(s.integer(9));
        t.hints = s.integer(10) != 0;
        t.botOnConcede = s.integer(11) != 0;
        t.phase = s.text(12);
        t.conceded = static_cast<int>(s.integer(13));
        t.ownerAddress = s.text(14);
        const std::int64_t acknowledged = s.integer(16);
        auto seats = seatsFrom(s.text(15));
        if (!seats) {
            problems.push_back("table " + std::to_string(id) + " could not be restored: its seats cannot be read; " + answersLost(acknowledged) +
                               " lost");
            result.rejected.insert(id);
            continue;
        }
        t.seats = std::move(*seats);
        TableLedger& ledger = result.ledger[id];
        ledger.acknowledged = acknowledged;
        // Its answers: numbered 1, 2, 3, ... up to the count its row says were acknowledged.
        Statement a(db, "SELECT n, seat, picks FROM answers WHERE table_id = ?1 ORDER BY n");
        a.bind(1, static_cast<std::int64_t>(id));
        int rc;
        while ((rc = a.step()) == SQLITE_ROW) {
            const std::int64_t n = a.integer(0);
            auto picks = picksFrom(a.text(2));
            if (n != static_cast<std::int64_t>(t.answers.size()) + 1) {
                ledger.stopped = "answer " + std::to_string(t.answers.size() + 1) + " is missing";
                break;
            }
            if (!picks) {
                ledger.stopped = "answer " + std::to_string(n) + " cannot be read";
                break;
            }
            t.answers.push_back(StoredAnswer{static_cast<int>(a.integer(1)), std::move(*picks)});
        }
        if (ledger.stopped.empty() && rc != SQLITE_ROW && rc != SQLITE_DONE) {
            ledger.stopped = "its answers could not be read in full (" + a.error() + ")";
            result.shortfall = true;
        }
        if (static_cast<std::int64_t>(t.answers.size()) < acknowledged) result.shortfall = true;
        out.tables.push_back(std::move(t));
    }
    // Answers that belong to no table that could be read.
    {
        Statement s(db, "SELECT table_id, count(*) FROM answers GROUP BY table_id");
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) {
            const int id = static_cast<int>(s.integer(0));
            if (!result.listed.count(id))
                problems.push_back(answersLost(s.integer(1)) + " of table " + std::to_string(id) + ", which the store does not have, lost");
        }
        if (rc != SQLITE_DONE) {
            problems.push_back("the answers could not all be checked (" + s.error() + ")");
            result.shortfall = true;
        }
    }
    {
        Statement s(db, "SELECT address, tokens, at_ms FROM guesses");
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) out.guesses.push_back(StoredGuesses{s.text(0), s.real(1), s.integer(2)});
        if (rc != SQLITE_DONE) problems.push_back("the wrong-password counts could not all be read (" + s.error() + ")");
    }
    Statement m(db, "SELECT value FROM meta WHERE key = 'importedJournal'");
    if (m.step() == SQLITE_ROW) out.importedJournal = m.text(0);
    return result;
}

// The one answer the candidates agree on (nothing when there are none, or they differ).
std::optional<StoredAnswer> agreed(const std::vector<const salvage::SalvagedAnswer*>& candidates) {
    std::optional<StoredAnswer> one;
    for (const auto* c : candidates) {
        if (one && !(*one == c->answer)) return std::nullopt;
        one = c->answer;
    }
    return one;
}

// What the database could not give is looked for on the file's pages: tables whose row could not be read, and the
// answers after the last one read, up to the count the table's row acknowledged. Rows from sound pages come before
// rows found by searching a damaged page; two versions of one answer that disagree end the search there.
void salvageInto(const std::string& path, ReadResult& read, TableStore::Contents& out) {
    const salvage::Salvaged found = salvage::fromFile(path);
    for (const auto& st : found.tables) {
        const int id = st.table.id;
        if (read.listed.count(id) || read.rejected.count(id)) continue;
        // The latest version of a row that appears more than once counts the most answers.
        const salvage::SalvagedTable* best = &st;
        for (const auto& other : found.tables)
            if (other.table.id == id && other.acknowledged > best->acknowledged) best = &other;
        read.listed.insert(id);
        const std::string table = "table " + std::to_string(id);
        if (!best->seatsReadable) {
            out.problems.push_back(table + " could not be restored: its row was found on the file's pages, but its seats cannot be read; " +
                                   answersLost(best->acknowledged) + " lost");
            read.rejected.insert(id);
            continue;
        }
        out.problems.push_back(table + ": its row was read from the file's pages");
        out.tables.push_back(best->table);
        read.ledger[id].acknowledged = best->acknowledged;
    }
    std::map<std::pair<int, int>, std::vector<const salvage::SalvagedAnswer*>> sound, searched;
    for (const auto& a : found.answers) (a.found == salvage::Found::OnSoundPage ? sound : searched)[{a.table, a.n}].push_back(&a);
    for (StoredTable& t : out.tables) {
        TableLedger& ledger = read.ledger[t.id];
        for (auto n = static_cast<std::int64_t>(t.answers.size()) + 1; n <= ledger.acknowledged; ++n) {
            const std::pair<int, int> key{t.id, static_cast<int>(n)};
            std::optional<StoredAnswer> a = sound.count(key) ? agreed(sound[key]) : std::nullopt;
            if (!a && !sound.count(key) && searched.count(key)) a = agreed(searched[key]);
            if (!a) break;
            t.answers.push_back(std::move(*a));
            ++ledger.salvaged;
        }
    }
    if (found.guesses.size() > out.guesses.size()) out.guesses = found.guesses;
}

// Every table's count of answers restored against the count acknowledged.
void reportLosses(const ReadResult& read, TableStore::Contents& out) {
    for (const StoredTable& t : out.tables) {
        const auto it = read.ledger.find(t.id);
        if (it == read.ledger.end()) continue;
        const TableLedger& ledger = it->second;
        const std::string table = "table " + std::to_string(t.id);
        const auto kept = static_cast<std::int64_t>(t.answers.size());
        if (ledger.salvaged)
            out.problems.push_back(table + ": " + std::to_string(ledger.salvaged) + " of its answers were read from the file's pages");
        if (kept < ledger.acknowledged)
            out.problems.push_back(table + ": " + answersLost(ledger.acknowledged - kept) + " lost (" +
                                   (ledger.stopped.empty() ? "not found" : ledger.stopped) + "); " + std::to_string(kept) + " of " +
                                   std::to_string(ledger.acknowledged) + " restored");
        else if (!ledger.stopped.empty() && !ledger.salvaged)
            out.problems.push_back(table + ": " + ledger.stopped + "; the answers before it are restored");
        else if (kept > ledger.acknowledged)
            out.problems.push_back(table + ": its row counts " + std::to_string(ledger.acknowledged) + " answers, " + std::to_string(kept) +
                                   " were found (all are restored)");
    }
}

}  // namespace

TableStore::~TableStore() { close(); }

bool TableStore::exec(const char* sql, std::string& error) {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) == SQLITE_OK) return true;
    error = message ? message : sqlite3_errmsg(db_);
    sqlite3_free(message);
    return false;
}

bool TableStore::open(const std::string& dir, Contents& out, std::string* error) {
    close();
    dir_ = dir;
    path_ = dir + "/" + kFileName;
    const bool existed = ::access(path_.c_str(), F_OK) == 0;
    if (sqlite3_open_v2(path_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, sqlite_faults::vfsName()) != SQLITE_OK) {
        if (error) *error = "cannot open " + path_ + ": " + (db_ ? sqlite3_errmsg(db_) : "out of memory");
        sqlite3_close_v2(db_);
        db_ = nullptr;
        return false;
    }
    sqlite3_busy_timeout(db_, 5000);
    std::string why;
    // The check comes first, before anything is written to the file.
    if (existed) {
        Statement check(db_, "PRAGMA quick_check");
        int rc;
        int shown = 0;
        while ((rc = check.step()) == SQLITE_ROW) {
            const std::string line = check.text(0);
            if (line != "ok" && shown++ < 20) out.problems.push_back("the database failed its check: " + line);
        }
        if (rc != SQLITE_DONE) out.problems.push_back("the database cannot be checked (" + check.error() + ")");
    }
    if (out.problems.empty()) {
        // A store written by a newer program is left as it is: this one cannot know what its rows mean.
        Statement schema(db_, "SELECT value FROM meta WHERE key = 'schema'");
        if (schema.ok() && schema.step() == SQLITE_ROW) {
            const std::string version = schema.text(0);
            const long long n = std::atoll(version.c_str());
            if (n > kSchemaVersion) {
                if (error)
                    *error = path_ + " was written by a newer version of the server (its schema is " + version + ", this server knows " +
                             std::to_string(kSchemaVersion) + "); it was not changed";
                close();
                return false;
            }
            if (version != std::to_string(kSchemaVersion)) out.problems.push_back("the store's schema version \"" + version + "\" is unknown");
        }
    }
    const bool damaged = !out.problems.empty();
    if (!damaged && !(configure(why) && exec(kSchema, why))) {
        if (error) *error = "cannot prepare " + path_ + ": " + why;
        close();
        return false;
    }
    ReadResult read = readAll(db_, out);
    if (damaged || read.shortfall) salvageInto(path_, read, out);
    reportLosses(read, out);
    return true;
}

bool TableStore::configure(std::string& error) {
    // Deleted rows are overwritten with zeros, so that a salvage of a damaged file never finds an undone answer.
    return exec("PRAGMA journal_mode = WAL", error) && exec("PRAGMA synchronous = FULL", error) && exec("PRAGMA secure_delete = ON", error);
}

bool TableStore::checkpoint(std::string& error) {
    // Every committed change is copied into the database file and the WAL emptied, so that the file alone holds every
    // acknowledged answer (a WAL lost, cut or damaged after a crash loses nothing acknowledged).
    if (sqlite3_wal_checkpoint_v2(db_, nullptr, SQLITE_CHECKPOINT_TRUNCATE, nullptr, nullptr) == SQLITE_OK) return true;
    error = sqlite3_errmsg(db_);
    return false;
}

bool TableStore::backup(const std::string& dir, const std::string& to, std::string* error) {
    sqlite3 *in = nullptr, *out = nullptr;
    auto fail = [&](const std::string& why) {
        if (error) *error = why;
        sqlite3_close_v2(in);
        sqlite3_close_v2(out);
        return false;
    };
    const std::string from = dir + "/" + kFileName;
    if (::access(from.c_str(), R_OK) != 0) return fail("there is no table store at " + from);
    if (::access(to.c_str(), F_OK) == 0) return fail(to + " exists already; it was not changed");
    if (sqlite3_open_v2(from.c_str(), &in, SQLITE_OPEN_READONLY, nullptr) != SQLITE_OK)
        return fail("cannot open " + from + ": " + (in ? sqlite3_errmsg(in) : "out of memory"));
    sqlite3_busy_timeout(in, 5000);
    if (sqlite3_open_v2(to.c_str(), &out, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) != SQLITE_OK)
        return fail("cannot create " + to + ": " + (out ? sqlite3_errmsg(out) : "out of memory"));
    sqlite3_backup* b = sqlite3_backup_init(out, "main", in, "main");
    if (!b) return fail("cannot copy the store to " + to + ": " + sqlite3_errmsg(out));
    const int rc = sqlite3_backup_step(b, -1);
    sqlite3_backup_finish(b);
    if (rc != SQLITE_DONE) return fail("cannot copy the store to " + to + ": " + sqlite3_errstr(rc));
    // The copy is one file: it keeps no WAL of its own.
    std::string why;
    char* message = nullptr;
    if (sqlite3_exec(out, "PRAGMA journal_mode = DELETE", nullptr, nullptr, &message) != SQLITE_OK) why = message ? message : "";
    sqlite3_free(message);
    if (!why.empty()) return fail("cannot finish the copy " + to + ": " + why);
    sqlite3_close_v2(in);
    sqlite3_close_v2(out);
    return true;
}

bool TableStore::keepAside(const std::string& to, std::string* error) {
    return copyFile(path_, to, error) && copyFile(path_ + "-wal", to + "-wal", error);
}

bool TableStore::replaceAll(const std::vector<StoredTable>& tables, const std::vector<StoredGuesses>& guesses,
                            const std::string& importedJournal, std::string* error) {
    // The new contents are built apart, then copied over the store's in one go (SQLite's backup, itself a
    // transaction); a store that cannot take them (its file is not a database any more) is made again.
    sqlite3* fresh = nullptr;
    std::string why;
    auto fail = [&](const std::string& what) {
        if (error) *error = what;
        sqlite3_close_v2(fresh);
        return false;
    };
    if (sqlite3_open(":memory:", &fresh) != SQLITE_OK) return fail("cannot build the store's new contents");
    std::swap(db_, fresh);  // apply() and exec() work on db_
    bool ok = exec(kSchema, why) && exec("BEGIN", why);
    for (const auto& t : tables) {
        ok = ok && apply(change::PutTable{t}, why);
        for (std::size_t i = 0; ok && i < t.answers.size(); ++i)
            ok = apply(change::AddAnswer{t.id, static_cast<int>(i) + 1, t.answers[i]}, why);
    }
    for (const auto& g : guesses) ok = ok && apply(change::PutGuesses{g}, why);
    if (ok && !importedJournal.empty()) {
        Statement s(db_, "INSERT OR REPLACE INTO meta VALUES('importedJournal', ?1)");
        s.bind(1, importedJournal);
        ok = s.step() == SQLITE_DONE;
        if (!ok) why = s.error();
    }
    ok = ok && exec("COMMIT", why);
    std::swap(db_, fresh);
    if (!ok) return fail("cannot build the store's new contents: " + why);
    auto copyInto = [&](sqlite3* to) {
        sqlite3_backup* b = sqlite3_backup_init(to, "main", fresh, "main");
        if (!b) return false;
        const int rc = sqlite3_backup_step(b, -1);
        sqlite3_backup_finish(b);
        return rc == SQLITE_DONE;
    };
    if (!copyInto(db_)) {
        // The file cannot take it: it is kept aside already; start it anew.
        sqlite3_close_v2(db_);
        db_ = nullptr;
        for (const char* suffix : {"-wal", "-shm", ""}) ::unlink((path_ + suffix).c_str());
        if (sqlite3_open_v2(path_.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, sqlite_faults::vfsName()) != SQLITE_OK ||
            !configure(why) || !copyInto(db_))
            return fail("cannot write " + path_ + ": " + (db_ ? sqlite3_errmsg(db_) : why));
    }
    sqlite3_close_v2(fresh);
    fresh = nullptr;
    return configure(why) && checkpoint(why) ? true : fail(why);
}

bool TableStore::apply(const StoreChange& c, std::string& error) {
    auto done = [&](Statement& s) {
        if (s.step() == SQLITE_DONE) return true;
        error = s.error();
        return false;
    };
    if (const auto* p = std::get_if<change::PutTable>(&c)) {
        const StoredTable& t = p->table;
        Statement s(db_, kPutTable);
        s.bind(1, static_cast<std::int64_t>(t.id)).bind(2, t.name).bind(3, static_cast<std::int64_t>(t.players)).bind(4, t.options);
        s.bind(5, t.passwordSalt).bind(6, t.passwordHash).bind(7, static_cast<std::int64_t>(t.botDelayMs)).bind(8, t.created);
        s.bind(9, static_cast<std::int64_t>(t.hostSeat)).bind(10, static_cast<std::int64_t>(t.seedFixed));
        s.bind(11, static_cast<std::int64_t>(t.seed)).bind(12, static_cast<std::int64_t>(t.hints));
        s.bind(13, static_cast<std::int64_t>(t.botOnConcede)).bind(14, t.phase).bind(15, static_cast<std::int64_t>(t.conceded));
        s.bind(16, t.ownerAddress).bind(17, seatsJson(t.seats));
        return done(s);
    }
    if (const auto* a = std::get_if<change::AddAnswer>(&c)) {
        Statement s(db_, "INSERT OR REPLACE INTO answers VALUES(?1, ?2, ?3, ?4)");
        s.bind(1, static_cast<std::int64_t>(a->table)).bind(2, static_cast<std::int64_t>(a->n));
        s.bind(3, static_cast<std::int64_t>(a->answer.seat)).bind(4, picksJson(a->answer.picks));
        Statement count(db_, "UPDATE tables SET answers = ?2 WHERE id = ?1");
        count.bind(1, static_cast<std::int64_t>(a->table)).bind(2, static_cast<std::int64_t>(a->n));
        return done(s) && done(count);
    }
    if (const auto* k = std::get_if<change::KeepAnswers>(&c)) {
        Statement s(db_, "DELETE FROM answers WHERE table_id = ?1 AND n > ?2");
        s.bind(1, static_cast<std::int64_t>(k->table)).bind(2, static_cast<std::int64_t>(k->n));
        Statement count(db_, "UPDATE tables SET answers = ?2 WHERE id = ?1");
        count.bind(1, static_cast<std::int64_t>(k->table)).bind(2, static_cast<std::int64_t>(k->n));
        return done(s) && done(count);
    }
    if (const auto* d = std::get_if<change::DropTable>(&c)) {
        Statement s(db_, "DELETE FROM answers WHERE table_id = ?1");
        s.bind(1, static_cast<std::int64_t>(d->table));
        Statement t(db_, "DELETE FROM tables WHERE id = ?1");
        t.bind(1, static_cast<std::int64_t>(d->table));
        return done(s) && done(t);
    }
    const auto& g = std::get<change::PutGuesses>(c).guesses;
    Statement s(db_, "INSERT OR REPLACE INTO guesses VALUES(?1, ?2, ?3)");
    s.bind(1, g.address).bind(2, g.tokens).bind(3, g.atMs);
    return done(s);
}

bool TableStore::commit(const std::vector<StoreChange>& batch, std::string& error) {
    if (!exec("BEGIN IMMEDIATE", error)) return false;
    bool ok = true;
    for (const auto& c : batch)
        if (!(ok = apply(c, error))) break;
    ok = ok && exec("COMMIT", error);
    if (!ok && !sqlite3_get_autocommit(db_)) {
        std::string ignored;
        exec("ROLLBACK", ignored);
    }
    return ok;
}

void TableStore::startWriter() {
    if (!db_ || thread_.joinable()) return;
    {
        std::lock_guard lock(mutex_);
        stopping_ = false;
    }
    thread_ = std::thread([this] { run(); });
}

void TableStore::setDurableCallback(DurableCallback cb) {
    std::lock_guard lock(mutex_);
    durableCb_ = std::move(cb);
}

void TableStore::setStatusCallback(StatusCallback cb) {
    std::lock_guard lock(mutex_);
    statusCb_ = std::move(cb);
}

void TableStore::setWriteFault(sqlite_faults::WriteFault fault, int retryMs) {
    {
        std::lock_guard lock(mutex_);
        retryMs_ = std::max(1, retryMs);
    }
    sqlite_faults::setWriteFault(path_, std::move(fault));
}

std::uint64_t TableStore::submit(StoreChange c) {
    if (!db_) return 0;
    std::lock_guard lock(mutex_);
    pending_.push_back(std::move(c));
    ++submitted_;
    wake_.notify_one();
    return submitted_;
}

std::uint64_t TableStore::lastTicket() const {
    std::lock_guard lock(mutex_);
    return submitted_;
}

bool TableStore::durable(std::uint64_t ticket) const { return ticket == 0 || ticket <= durableTicket(); }

std::uint64_t TableStore::durableTicket() const {
    std::lock_guard lock(mutex_);
    return durable_;
}

bool TableStore::failing() const {
    std::lock_guard lock(mutex_);
    return failing_;
}

std::string TableStore::lastError() const {
    std::lock_guard lock(mutex_);
    return error_;
}

bool TableStore::sync() {
    std::unique_lock lock(mutex_);
    const std::uint64_t target = submitted_;
    done_.wait(lock, [&] { return durable_ >= target || !thread_.joinable() || stopping_ || failing_; });
    return durable_ >= target;
}

void TableStore::close() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
        wake_.notify_all();
    }
    if (thread_.joinable()) thread_.join();
    if (db_) {
        sqlite_faults::setWriteFault(path_, {});
        sqlite3_close_v2(db_);
        db_ = nullptr;
    }
}

TableStore::CommitTimes TableStore::takeCommitTimes() {
    std::lock_guard lock(mutex_);
    return std::exchange(times_, {});
}

std::uint64_t TableStore::commitCount() const {
    std::lock_guard lock(mutex_);
    return commits_;
}

std::uint64_t TableStore::bytesOnDisk() const { return db_ ? fileSize(path_) + fileSize(path_ + "-wal") : 0; }

void TableStore::run() {
    std::vector<StoreChange> retry;  // a batch whose commit failed: committed again before anything newer
    std::uint64_t taken = 0;         // last ticket moved out of pending_
    std::uint64_t committed = 0;     // last ticket committed (to the WAL); durable once checkpointed
    for (;;) {
        std::vector<StoreChange> batch;
        DurableCallback durableCb;
        StatusCallback statusCb;
        {
            std::unique_lock lock(mutex_);
            if (failing_) wake_.wait_for(lock, std::chrono::milliseconds(retryMs_), [&] { return stopping_; });
            else wake_.wait(lock, [&] { return stopping_ || !pending_.empty(); });
            if (stopping_ && (failing_ || (retry.empty() && pending_.empty()))) return;  // a failing disk: never acknowledged
            batch = std::move(retry);
            retry.clear();
            for (auto& c : pending_) batch.push_back(std::move(c));
            taken += pending_.size();
            pending_.clear();
            durableCb = durableCb_;
            statusCb = statusCb_;
        }
        const auto started = std::chrono::steady_clock::now();
        std::string error;
        // A batch committed but not yet checkpointed (the checkpoint failed) is not committed again: only the
        // checkpoint is retried, with whatever came since.
        bool written = batch.empty() || commit(batch, error);
        if (written) committed = taken;
        else retry = std::move(batch);
        written = written && checkpoint(error);
        bool changed = false;
        {
            std::lock_guard lock(mutex_);
            changed = failing_ == written;
            failing_ = !written;
            if (written) {
                durable_ = committed;
                ++commits_;
                const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
                times_.maxMs = std::max(times_.maxMs, ms);
                times_.totalMs += ms;
                ++times_.commits;
                times_.changes += batch.size();
            } else {
                error_ = error;
            }
        }
        done_.notify_all();
        if (changed && statusCb) statusCb(!written, error);
        if (written && durableCb) durableCb(committed);
    }
}

}  // namespace inno::net
