// The server's write-ahead journal: one append-only file of JSON lines for every table (created, joined,
// started, each accepted answer, seat changes, closed). A writer thread commits in groups: it writes what has
// been appended since its last pass, calls fdatasync once, and reports the last record now on disk. The server
// holds back every message that depends on a record (the acknowledgement of an answer) until then, so an
// answer a client has seen accepted survives a SIGKILL or a power cut.
//
// A write or fdatasync that fails (a full disk) is never reported as durable: the file is cut back to where the
// batch began (so it stays parseable), the batch is kept, and the writer tries again every retry interval until
// it succeeds. The status callback reports the failure and the recovery.
//
// Plain C++ and POSIX, no Qt: the callbacks run on the writer thread.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace inno::net {

class Journal {
public:
    using DurableCallback = std::function<void(std::uint64_t durableTicket)>;
    // failing: the last write failed (error says why); false again once a retry succeeded.
    using StatusCallback = std::function<void(bool failing, const std::string& error)>;
    // The seam for fault injection (tests): writes like ::write(2), returning bytes written or -1 with errno set.
    using WriteFunction = std::function<long(int fd, const char* data, std::size_t size)>;

    Journal() = default;
    ~Journal();
    Journal(const Journal&) = delete;
    Journal& operator=(const Journal&) = delete;

    // Reads every complete record of a journal file (a torn last line, from a crash mid-write, is dropped).
    static std::vector<std::string> readAll(const std::string& path, std::string* error = nullptr);

    // Opens (creating) the file for appending and starts the writer thread.
    bool open(const std::string& path, std::string* error = nullptr);
    void setDurableCallback(DurableCallback cb);
    void setStatusCallback(StatusCallback cb);
    void setWriteFunction(WriteFunction write);  // empty: ::write
    void setRetryMs(int ms);                     // pause between attempts after a failure (default 1000)
    bool failing() const;
    bool isOpen() const { return fd_ >= 0; }

    // Queues one record (a line without its newline); returns its ticket, counting from 1.
    std::uint64_t append(std::string record);
    // Compaction: replaces the file, atomically, by `records` (which must describe everything appended so
    // far); records appended afterwards follow them in the new file.
    void rewrite(std::vector<std::string> records);
    // Blocks until everything appended so far is on disk (shutdown, tests); false when the writer is failing
    // (the records are still kept and retried).
    bool sync();
    void close();

    std::uint64_t lastTicket() const;
    std::uint64_t durableTicket() const;
    std::uint64_t bytesWritten() const;  // since the last rewrite
    std::uint64_t syncCount() const;     // fdatasync calls made
    // The slowest and the total time spent in write+fdatasync since the last call, in milliseconds.
    struct SyncTimes {
        double maxMs = 0, totalMs = 0;
        std::uint64_t batches = 0, records = 0;
    };
    SyncTimes takeSyncTimes();
    const std::string& path() const { return path_; }
    std::string lastError() const;

private:
    void run();
    bool writeBatch(int fd, const std::string& data, std::string& error);

    std::string path_;
    int fd_ = -1;
    std::thread thread_;
    mutable std::mutex mutex_;
    std::condition_variable wake_, done_;
    std::vector<std::string> pending_;
    std::vector<std::string> rewrite_;
    bool rewriteQueued_ = false;
    std::uint64_t rewriteTicket_ = 0;  // the last ticket the rewrite covers
    std::uint64_t appended_ = 0;       // last ticket handed out
    std::uint64_t durable_ = 0;        // last ticket on disk
    std::uint64_t bytes_ = 0;
    std::uint64_t syncs_ = 0;
    SyncTimes times_;
    bool stopping_ = false;
    std::string error_;
    DurableCallback callback_;
    StatusCallback status_;
    WriteFunction write_;
    int retryMs_ = 1000;
    bool failing_ = false;
};

}  // namespace inno::net
