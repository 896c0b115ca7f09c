// The player's preferences (QSettings): animation speed, card size, language, confirmations.
#pragma once

#include <QObject>
#include <QByteArray>
#include <QString>
#include <QVariant>
#include <QVariantMap>

namespace inno::client {

class AppSettings : public QObject {
    Q_OBJECT
public:
    enum Speed { Off = 0, Fast = 1, Normal = 2, Slow = 3 };
    enum CardSize { Small = 0, Medium = 1, Large = 2 };

    static AppSettings& instance();

    Speed speed() const { return speed_; }
    void setSpeed(Speed s);
    CardSize cardSize() const { return cardSize_; }
    void setCardSize(CardSize s);
    QString language() const { return language_; }  // "en", "de", "fr"
    void setLanguage(const QString& l);
    void setSessionLanguage(const QString& l) { language_ = l; }  // this run only (--language): not saved
    bool englishCardTexts() const { return englishCardTexts_; }  // card texts and rulings in English
    void setEnglishCardTexts(bool on);
    bool confirmDogma() const { return confirmDogma_; }
    void setConfirmDogma(bool on);
    bool confirmLeave() const { return confirmLeave_; }
    void setConfirmLeave(bool on);
    // "Since your last move": the others' turns summed up and their piles outlined until you act (on by default).
    bool sinceSummary() const { return sinceSummary_; }
    void setSinceSummary(bool on);
    // When a decision waits and the window is in the background (screens/turn_alert.h).
    bool flashOnTurn() const { return flashOnTurn_; }
    void setFlashOnTurn(bool on);
    bool beepOnTurn() const { return beepOnTurn_; }
    void setBeepOnTurn(bool on);
    QString defaultPlayerName() const;
    QString lastPlayerName() const;
    void setLastPlayerName(const QString& n);
    // The lessons of Learn to play, stopped for good by the player ("Stop the lessons").
    bool lessonsStopped() const;
    void setLessonsStopped(bool stopped);
    // The main window's size and position (QWidget::saveGeometry), empty until the window was first closed.
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& g);
    // The counts behind the start screen's record against the bots (screens/bot_record.h), under "botRecord/".
    int botRecordValue(const QString& key) const;
    void setBotRecordValue(const QString& key, int value);
    // The New game dialog's last seats and options (its own keys, under "newGame/").
    QVariant newGameValue(const QString& key) const;
    void setNewGameValue(const QString& key, const QVariant& value);

    // Derived: how long a card travels, how long a bot waits before it plays, the share of the own area.
    int animationMs() const;
    int botDelayMs() const;
    qreal ownShare() const;
    static QString speedName(Speed s);
    static QString cardSizeName(CardSize s);

    // For tests and demos: never read or write the user's file.
    static void useTemporaryStore();

signals:
    void changed();

private:
    AppSettings();
    void load();
    void save() const;

    Speed speed_ = Normal;
    CardSize cardSize_ = Medium;
    QString language_ = "en";
    bool englishCardTexts_ = false;
    bool confirmDogma_ = true;
    bool confirmLeave_ = true;
    bool sinceSummary_ = true;
    bool flashOnTurn_ = true;
    bool beepOnTurn_ = false;
    bool lessonsStoppedForRun_ = false;  // the temporary store's value (tests never touch the user's file)
    QVariantMap botRecordForRun_;        // the temporary store's record
    QString playerNameForRun_;           // the temporary store's name (empty: the default)
};

}  // namespace inno::client
