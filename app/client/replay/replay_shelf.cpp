#include "replay/replay_shelf.h"

#include "replay/game_history.h"
#include "replay/replay_window.h"
#include "replay/replays_dialog.h"

#include "net/host/table_host.h"

#include "json/json_io.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QScreen>
#include <QMessageBox>

namespace inno::client {

ReplayShelf::ReplayShelf(QWidget* window) : QObject(window), window_(window) {}

void ReplayShelf::keep(const net::TableHost* host) {
    if (!keeping_ || !host || !host->game() || !host->game()->over()) return;
    const QString save = host->saveText();
    if (save == lastKept_) return;
    lastKept_ = save;
    GameHistory::keep(save, *host->game());
}

void ReplayShelf::keepUnfinished(const QString& saveText) {
    if (!keeping_ || saveText == lastKept_) return;
    const json::Loaded loaded = json::loadGame(saveText.toStdString());
    if (!loaded.game || loaded.game->over()) return;
    lastKept_ = saveText;
    GameHistory::keep(saveText, *loaded.game);
}

ReplaysDialog* ReplayShelf::showList() {
    auto* d = new ReplaysDialog(window_);
    d->setAttribute(Qt::WA_DeleteOnClose);
    connect(d, &ReplaysDialog::replayRequested, this, [this](const QString& path) { open(path); });
    connect(d, &ReplaysDialog::reviewRequested, this, &ReplayShelf::reviewRequested);
    d->show();  // not modal: the replay windows it opens take input beside it
    return d;
}

// The words keep MainWindow's translation context, where they were first written.
ReplayWindow* ReplayShelf::open(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(window_, QCoreApplication::translate("inno::client::MainWindow", "Replay"), QCoreApplication::translate("inno::client::MainWindow", "Cannot read %1.").arg(path));
        return nullptr;
    }
    return openText(QString::fromUtf8(f.readAll()), GameHistory::title(path));
}

ReplayWindow* ReplayShelf::openText(const QString& saveText, const QString& title) {
    auto* w = new ReplayWindow(window_);
    w->setAttribute(Qt::WA_DeleteOnClose);
    if (const QString why = w->open(saveText, title); !why.isEmpty()) {
        delete w;
        QMessageBox::warning(window_, QCoreApplication::translate("inno::client::MainWindow", "Replay"), QCoreApplication::translate("inno::client::MainWindow", "This file cannot be replayed: %1").arg(why));
        return nullptr;
    }
    // As large as a small screen allows (like the main window), otherwise a comfortable size.
    const QScreen* screen = window_->screen() ? window_->screen() : QGuiApplication::primaryScreen();
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
