// The first thing a player sees: new game, learn to play, continue, LAN (coming), catalogue, rules.
#pragma once

#include <QTransform>
#include <QWidget>

class QPushButton;
class QLabel;

namespace inno::client {

class StartScreen : public QWidget {
    Q_OBJECT
public:
    explicit StartScreen(QWidget* parent = nullptr);
    // Offers Continue for the autosaved game, described in a few words (empty: nothing to continue).
    void setContinueText(const QString& description);
    QPushButton* continueButton() const { return continue_; }
    // The player's wins and losses against the bots, under the title (empty: hidden).
    void setRecordText(const QString& record);
    QString recordText() const;
    qreal textScale() const { return textScale_; }
    // Where each card of the fan of cards beside the buttons is painted (a card's rectangle is (0, 0) and
    // fanCardSize() in its transform), none of them under a button; none in a window too narrow for it.
    QList<QTransform> fanCards() const { return fan().places; }
    QSizeF fanCardSize() const { return fan().card; }

signals:
    void newGame();
    void learnToPlay();
    void continueGame();
    void loadGame();
    void replays();
    void hostLan();
    void joinLan();
    void catalogue();
    void rules();
    void settings();
    void quit();

protected:
    void paintEvent(QPaintEvent*) override;
    void resizeEvent(QResizeEvent*) override;
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    void fitTextToWindow();
    struct Fan {
        QSizeF card;
        QList<QTransform> places;
    };
    Fan fan() const;
    QRectF buttonsRect() const;
    QRectF fanRoom() const;
    QPushButton* continue_;
    QLabel* continueInfo_;
    QLabel* record_;
    QList<QPushButton*> buttons_;
    qreal textScale_ = 0;
};

}  // namespace inno::client
