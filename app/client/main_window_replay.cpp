// MainWindow's replays: finished games go into the history; the Replays list and the replay viewer.
#include "main_window.h"

#include "game_history.h"
#include "replay_window.h"
#include "replays_dialog.h"

#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScreen>
#include <QMessageBox>

namespace inno::client {

void MainWindow::keepFinishedGame(const net::TableHost* host) {
    if (!autosaveEnabled_ || !host || !host->game() || !host->game()->over()) return;
    const QString save = host->saveText();
    if (save == lastKept_) return;
    lastKept_ = save;
    GameHistory::keep(save, *host->game());
}

ReplaysDialog* MainWindow::showReplays() {
    auto* d = new ReplaysDialog(this);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &ReplaysDialog::replayRequested, this, [this](const QString& path) { openReplay(path); });
    connect(d, &ReplaysDialog::reviewRequested, this, [this](const QString& path) { openReview(path); });
    d->show();  // not modal: the replay windows it opens take input beside it
    return d;
}

ReplayWindow* MainWindow::openReplay(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Replay"), tr("Cannot read %1.").arg(path));
        return nullptr;
    }
    return openReplayText(QString::fromUtf8(f.readAll()), QFileInfo(path).completeBaseName());
}

ReplayWindow* MainWindow::openReplayText(const QString& saveText, const QString& title) {
    auto* w = new ReplayWindow(this);
    w->setAttribute(Qt::WA_DeleteOnClose);
    if (const QString why = w->open(saveText, title); !why.isEmpty()) {
        delete w;
        QMessageBox::warning(this, tr("Replay"), tr("This file cannot be replayed: %1").arg(why));
        return nullptr;
    }
    // As large as a small screen allows (like the main window), otherwise a comfortable size.
    const QScreen* screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    const QSize area = screen ? screen->availableGeometry().size() : QSize(1600, 1000);
    if (area.width() <= 1440 || area.height() <= 940) {
        w->showMaximized();
    } else {
        w->resize(1400, 900);
        w->show();
    }
    w->raise();
    w->setFocus();
    return w;
}

}  // namespace inno::client
