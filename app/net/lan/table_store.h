// The LAN server's tables on disk: an SQLite database (DATA/tables.sqlite) in WAL mode with synchronous=FULL.
//
// Writing. The lobby submits every change (a table's settings and seats, an answer, an undo, a closed table, the
// wrong passwords of an address) and gets a ticket; a writer thread commits the changes in order, each in a
// transaction, and reports the last ticket on disk. Nothing that depends on a change is told to anyone before its
// ticket is on disk, so an acknowledged answer is always in a committed transaction. Changes that arrive while a
// commit is under way share the next transaction (a group commit: one fsync for all of them); an answer's change
// is never split. A commit that fails (a full disk) is rolled back by SQLite and retried, whole, every retry
// interval, and nothing after it is reported on disk meanwhile; the status callback says so.
//
// Reading. open() runs PRAGMA quick_check and reads every table row by row, so that a damaged file gives back
// whatever can still be read. It checks what it reads: a table's answer count against its answers (a missing
// acknowledged answer is found), answers numbered without gaps, answers that belong to no table, seats and
// phases. Everything it could not use is listed in Contents::problems. After a damaged start the caller keeps the
// file aside (keepAside) and replaces the store's contents by what it restored (replaceAll).
//
// Plain C++ and SQLite, no Qt: the callbacks run on the writer thread.
#pragma once

#include "net/lan/sqlite_faults.h"
#include "net/lan/stored_table.h"

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

struct sqlite3;

namespace inno::net {

class TableStore {
public:
    using DurableCallback = std::function<void(std::uint64_t durableTicket)>;
    using StatusCallback = std::function<void(bool failing, const std::string& error)>;

    static constexpr const char* kFileName = "tables.sqlite";
    static constexpr int kSchemaVersion = 1;

    struct Contents {
        std::vector<StoredTable> tables;
        std::vector<StoredGuesses> guesses;
        std::vector<std::string> problems;  // what could not be read or did not fit: any entry means damage
        std::string importedJournal;        // the fingerprint of the old journal imported last (see markImported)
    };

    TableStore() = default;
    ~TableStore();
    TableStore(const TableStore&) = delete;
    TableStore& operator=(const TableStore&) = delete;

    // Opens (creating) DIR/tables.sqlite and reads it; returns false with the reason when it cannot be opened or
    // created at all. Damage is not a failure: it is listed in `out.problems`.
    bool open(const std::string& dir, Contents& out, std::string* error = nullptr);
    bool isOpen() const { return db_ != nullptr; }
    const std::string& path() const { return path_; }

    // Copies the database's files as they are to `to` (and `to`-wal), for whoever looks at a damage later.
    bool keepAside(const std::string& to, std::string* error = nullptr);
    // Replaces everything the store holds by `tables` and `guesses`, in one transaction (after a damaged start, or
    // an import); `importedJournal`, when given, is recorded with them.
    bool replaceAll(const std::vector<StoredTable>& tables, const std::vector<StoredGuesses>& guesses,
                    const std::string& importedJournal = {}, std::string* error = nullptr);

    // Copies the store in DIR, as it is now, to a new SQLite file `to` (SQLite's online backup API), while a server
    // may go on writing to it. False with the reason; an existing `to` is never overwritten.
    static bool backup(const std::string& dir, const std::string& to, std::string* error = nullptr);

    // Starts the writer thread; changes may be submitted from then on.
    void startWriter();
    void setDurableCallback(DurableCallback cb);
    void setStatusCallback(StatusCallback cb);
    // Tests: the database's writes fail as `fault` says (sqlite_faults.h); failed commits are retried every `retryMs`.
    void setWriteFault(sqlite_faults::WriteFault fault, int retryMs = 1000);

    // Queues a change; returns its ticket (from 1). Without an open store nothing is kept and the ticket is 0.
    std::uint64_t submit(StoreChange c);
    std::uint64_t lastTicket() const;
    // Whether the change with `ticket` is on disk (always, without an open store).
    bool durable(std::uint64_t ticket) const;
    std::uint64_t durableTicket() const;
    bool failing() const;
    std::string lastError() const;
    // Blocks until every change submitted so far is on disk; false while the disk refuses them.
    bool sync();
    void close();

    struct CommitTimes {
        double maxMs = 0, totalMs = 0;
        std::uint64_t commits = 0, changes = 0;
    };
    CommitTimes takeCommitTimes();  // since the last call
    std::uint64_t commitCount() const;
    std::uint64_t bytesOnDisk() const;  // the database and its WAL

private:
    void run();
    bool commit(const std::vector<StoreChange>& batch, std::string& error);
    bool apply(const StoreChange& c, std::string& error);
    bool exec(const char* sql, std::string& error);
    bool configure(std::string& error);
    bool checkpoint(std::string& error);
    void createSchema();

    std::string dir_, path_;
    sqlite3* db_ = nullptr;
    std::thread thread_;
    mutable std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::vector<StoreChange> pending_;
    std::uint64_t submitted_ = 0;  // last ticket handed out
    std::uint64_t durable_ = 0;    // last ticket on disk
    std::uint64_t commits_ = 0;
    CommitTimes times_;
    bool stopping_ = false;
    bool failing_ = false;
    std::string error_;
    DurableCallback durableCb_;
    StatusCallback statusCb_;
    int retryMs_ = 1000;
};

}  // namespace inno::net
