// Bot decisions of every table share one pool of worker threads, sized to the machine's cores (at least two), and
// take turns fairly, so that no client can slow another table's bots by opening many tables of its own (issue 26.3):
//  - a table has one decision at a time (its TableHost waits for the answer before asking again);
//  - decisions of tables where a person plays come before those of tables of bots only, and bots-only tables
//    together hold at most all workers but one: a table with people finds a worker free, or the next one freed;
//  - a table whose bots used more than a budget of time lately (a person who answers at once among Expert bots,
//    from any number of addresses) counts as bots-only for this: bot-heavy tables go last and never take the
//    worker kept for the others;
//  - the tables one address opened hold at most all workers but one at once;
//  - among the decisions waiting, the address that used the least bot time lately goes first, then its table
//    that used the least (time used fades with a half-life of 10 seconds).
// FairQueue is the choice alone (no threads, tested by itself); BotScheduler runs the decisions it picks.
#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QThreadPool>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <mutex>
#include <optional>

namespace inno::net {

// Whose decision it is: the address that opened the table, the table, and whether a person plays there.
struct BotShare {
    QString address;
    int table = 0;
    bool people = true;
};

class FairQueue {
public:
    using Id = std::uint64_t;
    explicit FairQueue(int workers);
    Id push(const BotShare& share);
    bool remove(Id id);                  // a decision still waiting
    std::optional<Id> next(double now);  // the next decision allowed to run now, marked running
    void finished(Id id, double seconds, double now);  // a running decision ended after `seconds` of work
    std::size_t waiting() const { return waiting_.size(); }
    int running() const { return static_cast<int>(running_.size()); }
    int workers() const { return workers_; }
    // The caps: all workers but one (at least one).
    int addressCap() const { return cap_; }
    int botsOnlyCap() const { return cap_; }
    // Whether a decision of this share plays as bots-only now: no person at its table, or its table over budget.
    bool heavy(const BotShare& share) const;

private:
    struct Entry {
        Id id;
        BotShare share;
    };
    struct Running {
        BotShare share;
        bool heavy = false;  // counted among the bot-heavy decisions when it started
    };
    void fade(double now);
    bool allowed(const BotShare& s) const;

    int workers_, cap_;
    Id nextId_ = 1;
    std::deque<Entry> waiting_;
    std::map<Id, Running> running_;
    std::map<QString, int> runningByAddress_;
    int runningHeavy_ = 0;
    std::map<QString, double> addressUse_;  // seconds of bot work, fading
    std::map<int, double> tableUse_;
    double faded_ = 0;  // when the use last faded
};

class BotScheduler {
public:
    using Work = std::function<void()>;
    // The process's scheduler, sized to the cores.
    static BotScheduler& shared();
    explicit BotScheduler(int workers = 0);  // 0: the machine's cores, at least 2
    ~BotScheduler();                         // waits for the decisions running
    BotScheduler(const BotScheduler&) = delete;
    BotScheduler& operator=(const BotScheduler&) = delete;

    // Queues a decision; it runs on a worker when its turn comes.
    FairQueue::Id submit(const BotShare& share, Work work);
    // Drops a decision still waiting (one already running finishes; its caller ignores the answer).
    void cancel(FairQueue::Id id);
    // Drops every decision waiting and waits for those running (each is capped in time by its table). The shared
    // scheduler does this when the application object goes, so that no decision is still reading the engine's
    // tables while the process tears them down.
    void drain();
    int workers() const { return queue_.workers(); }

private:
    void dispatch();  // with mutex_ held: starts what may start
    double now() const { return clock_.elapsed() / 1000.0; }

    std::mutex mutex_;
    FairQueue queue_;
    std::map<FairQueue::Id, Work> work_;
    QThreadPool pool_;
    QElapsedTimer clock_;
};

}  // namespace inno::net
