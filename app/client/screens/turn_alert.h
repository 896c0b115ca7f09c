// Tells a player whose window is in the background that a decision of theirs waits: the taskbar flashes
// (QApplication::alert) and, when the player asked for it, a beep. Each prompt alerts once; a watched game of
// bots (demo) never does.
#pragma once

#include <QObject>
#include <QPointer>

class QWidget;

namespace inno::client {

class GameController;

class TurnAlert : public QObject {
    Q_OBJECT
public:
    explicit TurnAlert(QWidget* window);
    void follow(GameController* controller);  // nullptr: no game
    int alertCount() const { return alerts_; }

signals:
    void alerted();

private:
    void promptChanged();

    QWidget* window_;
    QPointer<GameController> controller_;
    int alertedSeat_ = -1;
    qint64 alertedPrompt_ = -1;
    int alerts_ = 0;
};

}  // namespace inno::client
