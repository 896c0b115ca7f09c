#include "journal.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <utility>

namespace inno::net {

namespace {

long systemWrite(int fd, const char* data, std::size_t size) { return static_cast<long>(::write(fd, data, size)); }

bool writeAll(int fd, const std::string& data, std::string& error, const Journal::WriteFunction& write = systemWrite) {
    std::size_t off = 0;
    while (off < data.size()) {
        const long n = write(fd, data.data() + off, data.size() - off);
        if (n < 0) {
            if (errno == EINTR) continue;
            error = std::string("write failed: ") + std::strerror(errno);
            return false;
        }
        off += static_cast<std::size_t>(n);
    }
    return true;
}

bool syncFd(int fd, std::string& error) {
    while (::fdatasync(fd) != 0) {
        if (errno == EINTR) continue;
        error = std::string("fdatasync failed: ") + std::strerror(errno);
        return false;
    }
    return true;
}

void syncDirectoryOf(const std::string& path) {
    const auto slash = path.rfind('/');
    const std::string dir = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
    const int d = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (d >= 0) {
        ::fsync(d);
        ::close(d);
    }
}

}  // namespace

Journal::~Journal() { close(); }

std::vector<std::string> Journal::readAll(const std::string& path, std::string* error) {
    std::vector<std::string> out;
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        if (errno != ENOENT && error) *error = std::string("cannot read ") + path + ": " + std::strerror(errno);
        return out;
    }
    std::string data;
    char buf[1 << 16];
    for (;;) {
        const ssize_t n = ::read(fd, buf, sizeof buf);
        if (n < 0) {
            if (errno == EINTR) continue;
            if (error) *error = std::string("cannot read ") + path + ": " + std::strerror(errno);
            break;
        }
        if (n == 0) break;
        data.append(buf, static_cast<std::size_t>(n));
    }
    ::close(fd);
    std::size_t start = 0;
    for (;;) {
        const std::size_t nl = data.find('\n', start);
        if (nl == std::string::npos) break;  // a torn last record (no newline) is not a record
        if (nl > start) out.emplace_back(data, start, nl - start);
        start = nl + 1;
    }
    return out;
}

bool Journal::open(const std::string& path, std::string* error) {
    close();
    path_ = path;
    fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
    if (fd_ < 0) {
        if (error) *error = std::string("cannot open ") + path + ": " + std::strerror(errno);
        return false;
    }
    // A torn record at the end (a crash mid-write) would swallow the next one: end the file with a newline.
    struct stat st {};
    if (::fstat(fd_, &st) == 0 && st.st_size > 0) {
        const int r = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        char last = '\n';
        if (r >= 0) {
            if (::pread(r, &last, 1, st.st_size - 1) != 1) last = '\n';
            ::close(r);
        }
        std::string ignored;
        if (last != '\n') writeAll(fd_, "\n", ignored);
    }
    {
        std::lock_guard lock(mutex_);
        stopping_ = false;
        appended_ = durable_ = 0;
        bytes_ = static_cast<std::uint64_t>(st.st_size);
        pending_.clear();
    }
    thread_ = std::thread([this] { run(); });
    return true;
}

void Journal::setDurableCallback(DurableCallback cb) {
    std::lock_guard lock(mutex_);
    callback_ = std::move(cb);
}

void Journal::setStatusCallback(StatusCallback cb) {
    std::lock_guard lock(mutex_);
    status_ = std::move(cb);
}

void Journal::setWriteFunction(WriteFunction write) {
    std::lock_guard lock(mutex_);
    write_ = std::move(write);
}

void Journal::setRetryMs(int ms) {
    std::lock_guard lock(mutex_);
    retryMs_ = std::max(1, ms);
}

bool Journal::failing() const {
    std::lock_guard lock(mutex_);
    return failing_;
}

// Appends `data` whole or not at all: a failed write is cut off again (ftruncate to where it began), so a torn
// record never stays in the file to swallow the next one.
bool Journal::writeBatch(int fd, const std::string& data, std::string& error) {
    WriteFunction write;
    {
        std::lock_guard lock(mutex_);
        write = write_ ? write_ : WriteFunction(systemWrite);
    }
    struct stat st {};
    const bool sized = ::fstat(fd, &st) == 0;
    if (writeAll(fd, data, error, write) && syncFd(fd, error)) return true;
    if (sized && ::ftruncate(fd, st.st_size) == 0) ::fdatasync(fd);
    return false;
}

std::uint64_t Journal::append(std::string record) {
    std::lock_guard lock(mutex_);
    record.push_back('\n');
    pending_.push_back(std::move(record));
    ++appended_;
    wake_.notify_one();
    return appended_;
}

void Journal::rewrite(std::vector<std::string> records) {
    std::lock_guard lock(mutex_);
    rewrite_ = std::move(records);
    rewriteQueued_ = true;
    rewriteTicket_ = appended_;
    wake_.notify_one();
}

bool Journal::sync() {
    std::unique_lock lock(mutex_);
    const std::uint64_t target = appended_;
    done_.wait(lock, [&] { return durable_ >= target || fd_ < 0 || stopping_ || failing_; });
    return durable_ >= target;
}

void Journal::close() {
    {
        std::lock_guard lock(mutex_);
        stopping_ = true;
        wake_.notify_all();
    }
    if (thread_.joinable()) thread_.join();
    if (fd_ >= 0) {
        ::close(fd_);
        fd_ = -1;
    }
}

std::uint64_t Journal::lastTicket() const {
    std::lock_guard lock(mutex_);
    return appended_;
}

std::uint64_t Journal::durableTicket() const {
    std::lock_guard lock(mutex_);
    return durable_;
}

std::uint64_t Journal::bytesWritten() const {
    std::lock_guard lock(mutex_);
    return bytes_;
}

std::uint64_t Journal::syncCount() const {
    std::lock_guard lock(mutex_);
    return syncs_;
}

Journal::SyncTimes Journal::takeSyncTimes() {
    std::lock_guard lock(mutex_);
    return std::exchange(times_, {});
}

std::string Journal::lastError() const {
    std::lock_guard lock(mutex_);
    return error_;
}

void Journal::run() {
    std::uint64_t taken = 0;  // last ticket moved out of pending_
    std::vector<std::string> retry;  // a batch whose write failed: written again before anything newer
    for (;;) {
        std::vector<std::string> batch;
        std::vector<std::string> snapshot;
        bool doRewrite = false;
        std::uint64_t snapshotTicket = 0;
        std::uint64_t first = 0;
        DurableCallback cb;
        StatusCallback status;
        {
            std::unique_lock lock(mutex_);
            if (failing_) {
                // Wait before trying again (a full disk does not empty itself at once); stopping ends the wait.
                wake_.wait_for(lock, std::chrono::milliseconds(retryMs_), [&] { return stopping_; });
            } else {
                wake_.wait(lock, [&] { return stopping_ || !pending_.empty() || rewriteQueued_; });
            }
            if (retry.empty() && pending_.empty() && !rewriteQueued_ && stopping_) return;
            batch = std::move(retry);
            retry.clear();
            first = taken - batch.size() + 1;
            for (auto& r : pending_) batch.push_back(std::move(r));
            taken += pending_.size();
            pending_.clear();
            if (rewriteQueued_) {
                snapshot.swap(rewrite_);
                snapshotTicket = rewriteTicket_;
                rewriteQueued_ = false;
                doRewrite = true;
            }
            cb = callback_;
            status = status_;
        }
        const auto started = std::chrono::steady_clock::now();
        std::string error;
        std::string data;
        std::size_t bytes = 0;
        bool written = false;
        bool replaced = false;  // the file is now the snapshot
        if (doRewrite) {
            // Records the snapshot covers are not written again.
            std::size_t skip = snapshotTicket >= first ? static_cast<std::size_t>(snapshotTicket - first + 1) : 0;
            if (skip > batch.size()) skip = batch.size();
            for (auto& r : snapshot) {
                r.push_back('\n');
                data += r;
            }
            for (std::size_t i = skip; i < batch.size(); ++i) data += batch[i];
            const std::string tmp = path_ + ".tmp";
            const int t = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
            bool ok = t >= 0;
            if (!ok) error = std::string("cannot write ") + tmp + ": " + std::strerror(errno);
            ok = ok && writeBatch(t, data, error);
            if (t >= 0) ::close(t);
            if (ok && ::rename(tmp.c_str(), path_.c_str()) != 0) {
                ok = false;
                error = std::string("cannot replace ") + path_ + ": " + std::strerror(errno);
            }
            if (ok) {
                syncDirectoryOf(path_);
                const int nfd = ::open(path_.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
                if (nfd >= 0) {
                    ::close(fd_);
                    fd_ = nfd;
                }
                bytes = data.size();
                written = replaced = true;
            } else {
                ::unlink(tmp.c_str());
                // Keep the old file and append what it lacks: nothing is lost, it is just not smaller.
                error.clear();
                data.clear();
                for (auto& r : batch) data += r;
                written = writeBatch(fd_, data, error);
                if (written) bytes = data.size();
            }
        } else {
            for (auto& r : batch) data += r;
            written = data.empty() || writeBatch(fd_, data, error);
            if (written) bytes = data.size();
        }
        bool changed = false;
        {
            std::lock_guard lock(mutex_);
            changed = failing_ == written;
            failing_ = !written;
            if (!written) error_ = error;
            if (replaced) bytes_ = bytes;
            else bytes_ += bytes;
            ++syncs_;
            const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
            times_.maxMs = std::max(times_.maxMs, ms);
            times_.totalMs += ms;
            ++times_.batches;
            times_.records += batch.size();
            // Only what is on disk is durable: a failed batch is kept and written again.
            if (written) durable_ = taken;
            else retry = std::move(batch);
        }
        done_.notify_all();
        if (changed && status) status(!written, error);
        if (written && cb) cb(taken);
        if (!written) {
            std::lock_guard lock(mutex_);
            if (stopping_) return;  // closing with a failing disk: what could not be written is lost, never acknowledged
        }
    }
}

}  // namespace inno::net
