// Panels over the table: the dogma preview, the hot-seat cover, the game-over screen.
#pragma once

#include "model/dogma_preview.h"
#include "model/game_result.h"

#include <QFrame>

class QLabel;
class QPushButton;
class QGridLayout;
class QHBoxLayout;

namespace inno::client {

class IconTextBrowser;

// "Activate Oars?" with who will share and who must obey, before the dogma is taken.
class DogmaConfirm : public QFrame {
    Q_OBJECT
public:
    explicit DogmaConfirm(QWidget* parent);
    void ask(const DogmaPreview& preview);
    int card() const { return card_; }
    std::optional<ActionKind> setAction() const { return setAction_; }  // the preview is of a set's action
    bool parley() const { return parley_; }    // the preview is of a distant player's card (a parley action)
    // What Activate (or Parley, or a set's action) does, for Enter to do the same.
    void accept();
    void reposition();
    // The card and the text beside it grow with the window's words (at 2560x1440 they kept their 1280x720 size).
    void setScale(qreal scale);

signals:
    void confirmed(int card);
    void cancelled();

private:
    QLabel* title_;
    QLabel* image_;
    IconTextBrowser* text_;
    QPushButton* ok_;
    int card_ = -1;
    std::optional<ActionKind> setAction_;
    bool parley_ = false;
    qreal scale_ = 1;
};

// Hot-seat: hides the table until the next person says they have the screen.
class HandoverCover : public QWidget {
    Q_OBJECT
public:
    explicit HandoverCover(QWidget* parent);
    void showFor(int seat, const QString& name);
    int seat() const { return seat_; }
    // What its button does, for Enter to do the same.
    void take();

signals:
    void taken(int seat);

protected:
    void paintEvent(QPaintEvent*) override;

private:
    QLabel* text_;
    QPushButton* button_;
    int seat_ = -1;
};

class GameOverPanel : public QFrame {
    Q_OBJECT
public:
    explicit GameOverPanel(QWidget* parent);
    void showResult(const GameResult& r);
    void reposition();

    // The story of the game (charts, key moments) and its review need the whole game: offered where the client has it.
    void setStoryAvailable(bool on);
    // A further way on from the result (the game review puts its button here), before Main menu and New game.
    void addButton(QPushButton* button);

signals:
    void newGame();
    void toStart();
    void storyRequested();
    void reviewRequested();

private:
    QLabel* headline_;
    QLabel* reason_;
    QGridLayout* grid_;
    QWidget* gridHost_;
    QPushButton* story_;
    QHBoxLayout* buttons_;
    QPushButton* review_;
};

}  // namespace inno::client
