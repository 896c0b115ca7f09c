// The review's thread: the engine reports from it, and each report reaches the GUI thread as a queued call that is
// dropped when it belongs to a review since stopped.
#include "review/review_runner.h"

#include <QThread>

namespace inno::client {

ReviewRunner::ReviewRunner(QObject* parent) : QObject(parent) {}

ReviewRunner::~ReviewRunner() {
    if (!thread_) return;
    cancel_->store(true);
    thread_->wait();
}

void ReviewRunner::start(std::shared_ptr<const Game> game, int seat, const ReviewSettings& settings) {
    stop();
    review_.reset();
    decisionsReviewed_ = 0;
    error_.clear();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++generation_;
    auto cancel = cancel_;
    auto post = [this, generation](auto call) {
        QMetaObject::invokeMethod(this, [this, generation, call] {
            if (generation == generation_) call(this);
        }, Qt::QueuedConnection);
    };
    thread_.reset(QThread::create([game, seat, settings, cancel, post] {
        // The engine reports once with the graph, then after each decision it has gone through.
        std::size_t reports = 0;
        auto report = [&](double fraction, const GameReview& sofar) {
            const std::size_t reviewed = reports++;
            post([r = sofar, fraction, reviewed](ReviewRunner* self) {
                self->review_ = r;
                self->review_->worst = worstDecisions(self->review_->decisions);
                self->decisionsReviewed_ = reviewed;
                if (reviewed == 0) emit self->graphReady();
                emit self->progressed(fraction);
            });
        };
        std::string error;
        std::optional<GameReview> result;
        try {
            result = reviewGame(*game, seat, settings, report, cancel.get(), &error);
        } catch (const std::exception& e) {
            error = e.what();
        }
        const bool wasCancelled = !result && cancel->load();
        post([result, error, wasCancelled](ReviewRunner* self) {
            self->finish(self->thread_);
            if (result) {
                self->review_ = result;
                self->decisionsReviewed_ = result->decisions.size();
                emit self->finished();
            } else if (wasCancelled) {
                emit self->cancelled();
            } else {
                self->error_ = QString::fromStdString(error);
                emit self->failed();
            }
        });
    }));
    thread_->start(QThread::LowPriority);
}

void ReviewRunner::finish(std::shared_ptr<QThread> thread) {
    if (thread) thread->wait();
    if (thread_ == thread) thread_.reset();
}

void ReviewRunner::cancel() {
    if (cancel_) cancel_->store(true);
}

void ReviewRunner::stop() {
    if (!thread_) return;
    cancel_->store(true);
    thread_->wait();
    thread_.reset();
    ++generation_;  // whatever the stopped review still posted is dropped
    emit cancelled();
}

}  // namespace inno::client
