// MainWindow's game reviews: of the game just finished at the table (for the seat on view) or of a saved game; a
// click on the graph or on a decision shows that moment in a replay viewer, opened on the reviewed seat's view.
#include "screens/main_window.h"

#include "replay/game_history.h"
#include "replay/replay_window.h"
#include "review/review_window.h"

#include <QFile>
#include <QMessageBox>
#include <QPointer>

#include <memory>

namespace inno::client {

ReviewWindow* MainWindow::showReview() {
    if (!host_ || !host_->game() || !controller_) return nullptr;
    return openReviewText(host_->saveText(), {}, controller_->viewSeat());
}

ReviewWindow* MainWindow::openReview(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Game review"), tr("Cannot read %1.").arg(path));
        return nullptr;
    }
    return openReviewText(QString::fromUtf8(f.readAll()), GameHistory::title(path), -1);
}

ReviewWindow* MainWindow::openReviewText(const QString& saveText, const QString& title, int seat) {
    auto* w = new ReviewWindow(this);
    w->setAttribute(Qt::WA_DeleteOnClose);
    if (const QString why = w->open(saveText, seat, title); !why.isEmpty()) {
        delete w;
        QMessageBox::warning(this, tr("Game review"), tr("This game cannot be reviewed: %1").arg(why));
        return nullptr;
    }
    auto replay = std::make_shared<QPointer<ReplayWindow>>();
    connect(w, &ReviewWindow::positionRequested, this, [this, w, replay, title](std::size_t position) {
        if (!*replay) {
            *replay = openReplayText(w->saveText(), title);
            if (*replay) (*replay)->setViewer(w->seat());
        }
        if (!*replay) return;
        (*replay)->setPosition(position);
        (*replay)->raise();
        (*replay)->activateWindow();
    });
    w->show();
    w->raise();
    return w;
}

}  // namespace inno::client
