// The Replays list: the kept finished games (date, seats and levels, winner, turns), and any saved game file.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace inno::client {

class ReplaysDialog : public QDialog {
    Q_OBJECT
public:
    explicit ReplaysDialog(QWidget* parent = nullptr);
    QTreeWidget* list() const { return list_; }
    void reload();

signals:
    // A game to replay: a history file, or one chosen with "Open a file…".
    void replayRequested(const QString& path);
    // The game review of the selected game.
    void reviewRequested(const QString& path);

private:
    void replaySelected();
    void updateButtons();
    QTreeWidget* list_;
    QLabel* none_;  // said when no finished game is kept yet
    QPushButton* replay_;
    QPushButton* review_;
};

}  // namespace inno::client
