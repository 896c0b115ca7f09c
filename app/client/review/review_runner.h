// The game review (bots/review.h) on a thread of its own: progress, the graph as soon as it is ready, the whole
// review at the end, and cancelling that stops the thread before returning while keeping the decisions found so far.
#pragma once

#include "bots/review.h"
#include "core/game.h"

#include <QObject>

#include <atomic>
#include <memory>
#include <optional>

class QThread;

namespace inno::client {

class ReviewRunner : public QObject {
    Q_OBJECT
public:
    explicit ReviewRunner(QObject* parent = nullptr);
    ~ReviewRunner() override;

    // Reviews `game` for `seat` (a running review is stopped first).
    void start(std::shared_ptr<const Game> game, int seat, const ReviewSettings& settings);
    // Asks the review to stop; cancelled() follows once it has.
    void cancel();
    // Cancels and waits for the thread; emits cancelled() if a review was running.
    void stop();
    bool running() const { return thread_ != nullptr; }
    // What is known so far: the graph once graphReady() came, then the decisions gone through one by one (the
    // first decisionsReviewed() of them, `worst` among those), everything after finished(). A cancelled review
    // keeps what it had found.
    const std::optional<GameReview>& review() const { return review_; }
    std::size_t decisionsReviewed() const { return decisionsReviewed_; }
    const QString& error() const { return error_; }

signals:
    void progressed(double fraction);
    void graphReady();
    void finished();
    void failed();
    void cancelled();

private:
    void finish(std::shared_ptr<QThread> thread);

    std::shared_ptr<QThread> thread_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    quint64 generation_ = 0;
    std::optional<GameReview> review_;
    std::size_t decisionsReviewed_ = 0;
    QString error_;
};

}  // namespace inno::client
