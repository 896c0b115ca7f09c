// MainWindow's replays: finished games go into the history; the Replays list and the replay viewer.
#include "main_window.h"

#include "game_history.h"
#include "replay_window.h"
#include "replays_dialog.h"

#include <QFile>
#include <QFileInfo>
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
    d->open();
    return d;
}

ReplayWindow* MainWindow::openReplay(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Replay"), tr("Cannot read %1.").arg(path));
        return nullptr;
    }
    auto* w = new ReplayWindow(this);
    w->setAttribute(Qt::WA_DeleteOnClose);
    if (const QString why = w->open(QString::fromUtf8(f.readAll()), QFileInfo(path).completeBaseName()); !why.isEmpty()) {
        delete w;
        QMessageBox::warning(this, tr("Replay"), tr("This file cannot be replayed: %1").arg(why));
        return nullptr;
    }
    w->show();
    w->raise();
    w->setFocus();
    return w;
}

}  // namespace inno::client
