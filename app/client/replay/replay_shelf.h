// This client's replays: each finished game at its table kept once in the history, the Replays list, and the
// replay windows the list (or --replay) opens. The main window owns one.
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace inno::net {
class TableHost;
}

namespace inno::client {

class ReplaysDialog;
class ReplayWindow;

class ReplayShelf : public QObject {
    Q_OBJECT
public:
    explicit ReplayShelf(QWidget* window);
    // Off (autosave off: the demo, tests): nothing is kept.
    void setKeeping(bool on) { keeping_ = on; }
    // Keeps the finished game at `host` in the history; a table may say "finished" more than once: kept once.
    void keep(const net::TableHost* host);
    // Keeps an unfinished game (a save's text) that another is about to replace; the same position is kept once.
    void keepUnfinished(const QString& saveText);
    ReplaysDialog* showList();
    ReplayWindow* open(const QString& path);  // nullptr (after a message) when it cannot be replayed
    ReplayWindow* openText(const QString& saveText, const QString& title);  // a save held in memory

signals:
    // The Replays list asks for the game review of a saved game.
    void reviewRequested(const QString& path);

private:
    QWidget* window_;
    bool keeping_ = true;
    QString lastKept_;
};

}  // namespace inno::client
