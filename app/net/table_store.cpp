#include "table_store.h"

#include <sqlite3.h>

#include <boost/json.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
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

std::string seatsJson(const std::vector<StoredSeat>& seats) {
    bj::array a;
    for (const auto& s : seats)
        a.push_back(bj::object{{"kind", s.kind},       {"name", s.name},         {"level", s.level},           {"token", s.token},
                               {"standIn", s.standIn}, {"conceded", s.conceded}, {"concededAt", s.concededAt}});
    return bj::serialize(a);
}

std::string picksJson(const std::vector<std::string>& picks) {
    bj::array a;
    for (const auto& p : picks) a.emplace_back(p);
    return bj::serialize(a);
}

// Reading back what seatsJson/picksJson wrote: nothing when the text is not that.
std::optional<std::vector<StoredSeat>> seatsFrom(const std::string& text) {
    boost::system::error_code ec;
    const bj::value v = bj::parse(text, ec);
    if (ec || !v.is_array()) return std::nullopt;
    std::vector<StoredSeat> seats;
    for (const auto& sv : v.get_array()) {
        const bj::object* o = sv.if_object();
        if (!o) return std::nullopt;
        StoredSeat s;
        auto text = [&](const char* key, std::string& out) {
            if (const bj::value* x = o->if_contains(key); x && x->is_string()) out = std::string(x->get_string());
        };
        text("kind", s.kind);
        text("name", s.name);
        text("level", s.level);
        text("token", s.token);
        if (const bj::value* x = o->if_contains("standIn"); x && x->is_bool()) s.standIn = x->get_bool();
        if (const bj::value* x = o->if_contains("conceded"); x && x->is_bool()) s.conceded = x->get_bool();
        if (const bj::value* x = o->if_contains("concededAt"); x && x->is_int64()) s.concededAt = static_cast<int>(x->get_int64());
        seats.push_back(std::move(s));
    }
    return seats;
}

std::optional<std::vector<std::string>> picksFrom(const std::string& text) {
    boost::system::error_code ec;
    const bj::value v = bj::parse(text, ec);
    if (ec || !v.is_array()) return std::nullopt;
    std::vector<std::string> picks;
    for (const auto& p : v.get_array()) {
        if (!p.is_string()) return std::nullopt;
        picks.emplace_back(p.get_string());
    }
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

// Reads every table it can, row by row: a damaged page loses what is on it, not the rest.
void readAll(sqlite3* db, TableStore::Contents& out) {
    auto& problems = out.problems;
    std::vector<int> ids;
    {
        Statement s(db, "SELECT id FROM tables ORDER BY id");
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) ids.push_back(static_cast<int>(s.integer(0)));
        if (rc != SQLITE_DONE) problems.push_back("the list of tables could not be read in full (" + s.error() + ")");
    }
    std::set<int> known;
    for (int id : ids) {
        Statement s(db,
                    "SELECT name, players, options, password_salt, password_hash, bot_delay_ms, created, host_seat, seed_fixed, "
                    "seed, hints, bot_on_concede, phase, conceded, owner_address, seats, answers FROM tables WHERE id = ?1");
        s.bind(1, static_cast<std::int64_t>(id));
        if (s.step() != SQLITE_ROW) {
            problems.push_back("table " + std::to_string(id) + " could not be read (" + s.error() + ")");
            continue;
        }
        known.insert(id);
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
        const std::string table = "table " + std::to_string(id);
        auto seats = seatsFrom(s.text(15));
        if (!seats) {
            problems.push_back(table + " could not be restored: its seats cannot be read; " + answersLost(acknowledged) + " lost");
            continue;
        }
        t.seats = std::move(*seats);
        // Its answers: numbered 1, 2, 3, ... up to the count its row says were acknowledged.
        Statement a(db, "SELECT n, seat, picks FROM answers WHERE table_id = ?1 ORDER BY n");
        a.bind(1, static_cast<std::int64_t>(id));
        std::string stopped;
        int rc;
        while ((rc = a.step()) == SQLITE_ROW) {
            const std::int64_t n = a.integer(0);
            auto picks = picksFrom(a.text(2));
            if (n != static_cast<std::int64_t>(t.answers.size()) + 1) {
                stopped = "answer " + std::to_string(t.answers.size() + 1) + " is missing";
                break;
            }
            if (!picks) {
                stopped = "answer " + std::to_string(n) + " cannot be read";
                break;
            }
            t.answers.push_back(StoredAnswer{static_cast<int>(a.integer(1)), std::move(*picks)});
        }
        if (stopped.empty() && rc != SQLITE_ROW && rc != SQLITE_DONE) stopped = "its answers could not be read in full (" + a.error() + ")";
        const auto kept = static_cast<std::int64_t>(t.answers.size());
        if (kept < acknowledged)
            problems.push_back(table + ": " + answersLost(acknowledged - kept) + " lost (" + (stopped.empty() ? "not found" : stopped) +
                               "); " + std::to_string(kept) + " of " + std::to_string(acknowledged) + " restored");
        else if (!stopped.empty())
            problems.push_back(table + ": " + stopped + "; the answers before it are restored");
        else if (kept > acknowledged)
            problems.push_back(table + ": its row counts " + std::to_string(acknowledged) + " answers, " + std::to_string(kept) +
                               " were found (all are restored)");
        out.tables.push_back(std::move(t));
    }
    // Answers that belong to no table that could be read.
    {
        Statement s(db, "SELECT table_id, count(*) FROM answers GROUP BY table_id");
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) {
            const int id = static_cast<int>(s.integer(0));
            if (!known.count(id))
                problems.push_back(answersLost(s.integer(1)) + " of table " + std::to_string(id) + ", which the store does not have, lost");
        }
        if (rc != SQLITE_DONE) problems.push_back("the answers could not all be checked (" + s.error() + ")");
    }
    {
        Statement s(db, "SELECT address, tokens, at_ms FROM guesses");
        int rc;
        while ((rc = s.step()) == SQLITE_ROW) out.guesses.push_back(StoredGuesses{s.text(0), s.real(1), s.integer(2)});
        if (rc != SQLITE_DONE) problems.push_back("the wrong-password counts could not all be read (" + s.error() + ")");
    }
    Statement m(db, "SELECT value FROM meta WHERE key = 'importedJournal'");
    if (m.step() == SQLITE_ROW) out.importedJournal = m.text(0);
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
    const bool damaged = !out.problems.empty();
    if (!damaged && !(exec("PRAGMA journal_mode = WAL", why) && exec("PRAGMA synchronous = FULL", why) && exec(kSchema, why))) {
        if (error) *error = "cannot prepare " + path_ + ": " + why;
        close();
        return false;
    }
    readAll(db_, out);
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
            !exec("PRAGMA journal_mode = WAL", why) || !exec("PRAGMA synchronous = FULL", why) || !copyInto(db_))
            return fail("cannot write " + path_ + ": " + (db_ ? sqlite3_errmsg(db_) : why));
    }
    sqlite3_close_v2(fresh);
    fresh = nullptr;
    return exec("PRAGMA journal_mode = WAL", why) && exec("PRAGMA synchronous = FULL", why) ? true : fail(why);
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
        const bool written = commit(batch, error);
        bool changed = false;
        {
            std::lock_guard lock(mutex_);
            changed = failing_ == written;
            failing_ = !written;
            if (written) {
                durable_ = taken;
                ++commits_;
                const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
                times_.maxMs = std::max(times_.maxMs, ms);
                times_.totalMs += ms;
                ++times_.commits;
                times_.changes += batch.size();
            } else {
                error_ = error;
                retry = std::move(batch);
            }
        }
        done_.notify_all();
        if (changed && statusCb) statusCb(!written, error);
        if (written && durableCb) durableCb(taken);
    }
}

}  // namespace inno::net
