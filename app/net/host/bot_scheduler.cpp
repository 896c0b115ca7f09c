#include "net/host/bot_scheduler.h"

#include <QCoreApplication>
#include <QThread>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <tuple>

namespace inno::net {

namespace {
constexpr double kHalfLifeSeconds = 10;
// A table whose bots used more than this (fading as above) plays like a bots-only table: it never takes the worker
// kept for the others. A table whose bots are kept busy a fifth of the time or more settles above it; a table where
// people think between the bots' moves stays well below.
constexpr double kTableBudgetSeconds = 3;
}

// ---------------------------------------------------------------- the choice

FairQueue::FairQueue(int workers) : workers_(std::max(1, workers)), cap_(std::max(1, workers - 1)) {}

FairQueue::Id FairQueue::push(const BotShare& share) {
    const Id id = nextId_++;
    waiting_.push_back(Entry{id, share});
    return id;
}

bool FairQueue::remove(Id id) {
    const auto it = std::find_if(waiting_.begin(), waiting_.end(), [id](const Entry& e) { return e.id == id; });
    if (it == waiting_.end()) return false;
    waiting_.erase(it);
    return true;
}

void FairQueue::fade(double now) {
    if (now <= faded_) return;
    const double keep = std::exp2(-(now - faded_) / kHalfLifeSeconds);
    faded_ = now;
    for (auto it = addressUse_.begin(); it != addressUse_.end();) {
        it->second *= keep;
        it = it->second < 1e-3 && !runningByAddress_.count(it->first) ? addressUse_.erase(it) : std::next(it);
    }
    for (auto it = tableUse_.begin(); it != tableUse_.end();) {
        it->second *= keep;
        it = it->second < 1e-3 ? tableUse_.erase(it) : std::next(it);
    }
}

bool FairQueue::heavy(const BotShare& s) const {
    const auto it = tableUse_.find(s.table);
    return !s.people || (it != tableUse_.end() && it->second > kTableBudgetSeconds);
}

bool FairQueue::allowed(const BotShare& s) const {
    if (static_cast<int>(running_.size()) >= workers_) return false;
    const auto a = runningByAddress_.find(s.address);
    if (a != runningByAddress_.end() && a->second >= cap_) return false;
    return !heavy(s) || runningHeavy_ < cap_;
}

std::optional<FairQueue::Id> FairQueue::next(double now) {
    fade(now);
    auto use = [](const auto& map, const auto& key) {
        const auto it = map.find(key);
        return it == map.end() ? 0.0 : it->second;
    };
    auto best = waiting_.end();
    for (auto it = waiting_.begin(); it != waiting_.end(); ++it) {
        if (!allowed(it->share)) continue;
        // Tables within their budget first, then the address and the table that used the least; the earliest among
        // equals.
        const auto key = [&](const Entry& e) {
            return std::make_tuple(heavy(e.share), use(addressUse_, e.share.address), use(tableUse_, e.share.table));
        };
        if (best == waiting_.end() || key(*it) < key(*best)) best = it;
    }
    if (best == waiting_.end()) return std::nullopt;
    const Entry e = *best;
    waiting_.erase(best);
    const bool asHeavy = heavy(e.share);
    running_[e.id] = Running{e.share, asHeavy};
    ++runningByAddress_[e.share.address];
    if (asHeavy) ++runningHeavy_;
    return e.id;
}

void FairQueue::finished(Id id, double seconds, double now) {
    const auto it = running_.find(id);
    if (it == running_.end()) return;
    fade(now);
    const BotShare& s = it->second.share;
    addressUse_[s.address] += seconds;
    tableUse_[s.table] += seconds;
    if (--runningByAddress_[s.address] == 0) runningByAddress_.erase(s.address);
    if (it->second.heavy) --runningHeavy_;
    running_.erase(it);
}

// ---------------------------------------------------------------- the workers

BotScheduler& BotScheduler::shared() {
    // Never destroyed (a table may still cancel its decision late in the exit), but drained with the application
    // object, before the process's static data goes.
    static BotScheduler* scheduler = [] {
        auto* s = new BotScheduler;
        qAddPostRoutine([] { shared().drain(); });
        return s;
    }();
    return *scheduler;
}

BotScheduler::BotScheduler(int workers) : queue_(workers > 0 ? workers : std::max(2, QThread::idealThreadCount())) {
    pool_.setMaxThreadCount(queue_.workers());
    clock_.start();
}

BotScheduler::~BotScheduler() { pool_.waitForDone(); }

FairQueue::Id BotScheduler::submit(const BotShare& share, Work work) {
    std::lock_guard lock(mutex_);
    const FairQueue::Id id = queue_.push(share);
    work_[id] = std::move(work);
    dispatch();
    return id;
}

void BotScheduler::cancel(FairQueue::Id id) {
    std::lock_guard lock(mutex_);
    if (queue_.remove(id)) work_.erase(id);
}

void BotScheduler::drain() {
    {
        std::lock_guard lock(mutex_);
        for (const auto& waiting : work_) queue_.remove(waiting.first);  // work_ holds only decisions not started
        work_.clear();
    }
    pool_.waitForDone();
}

void BotScheduler::dispatch() {
    while (auto id = queue_.next(now())) {
        Work work = std::move(work_[*id]);
        work_.erase(*id);
        pool_.start([this, id = *id, work = std::move(work)] {
            const auto started = std::chrono::steady_clock::now();
            work();
            const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            std::lock_guard lock(mutex_);
            queue_.finished(id, seconds, now());
            dispatch();
        });
    }
}

}  // namespace inno::net
