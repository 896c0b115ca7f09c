// The game: the table, the prompt bar, the log and the panels over them, all observing one GameController.
// Events are shown one at a time (each card travels), then the prompt is offered.
#pragma once

#include "model/game_controller.h"
#include "table/item_key.h"
#include "table/table_view.h"

#include <QPointer>
#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QSplitter;

class QAbstractButton;
class QToolButton;

namespace inno::client {

class LiveLabel;
class PromptBar;
class ChoicePanel;
class LogPanel;
class CardPopup;
class DogmaConfirm;
class HandoverCover;
class GameOverPanel;
class ChoiceBox;
class PileBrowser;
class SincePanel;
struct PileRef;

class GameScreen : public QWidget {
    Q_OBJECT
public:
    explicit GameScreen(QWidget* parent = nullptr);
    ~GameScreen() override;

    void attach(GameController* controller);
    GameController* controller() const { return controller_; }
    TableScene* scene() const { return scene_; }
    TableView* view() const { return view_; }
    PromptBar* promptBar() const { return bar_; }
    ChoicePanel* choicePanel() const { return panel_; }
    LogPanel* log() const { return log_; }
    DogmaConfirm* dogmaConfirm() const { return confirm_; }
    HandoverCover* cover() const { return cover_; }
    GameOverPanel* gameOverPanel() const { return over_; }
    PileBrowser* pileBrowser() const { return piles_; }
    CardPopup* cardPopup() const { return popup_; }
    // "Since your last move" over the log, and the outlines of the piles it names (issue 47; Settings can turn it off).
    SincePanel* sincePanel() const { return since_; }
    void setSinceSummary(bool on);
    // The turn line over the log (whose turn, actions left), for the table as shown.
    QString statusText() const;
    qreal textScale() const { return textScale_; }
    // True when every event has been shown and the prompt is on offer.
    bool idle() const;
    // The choice list keyboard and table clicks go to (panel over the table, or the bar).
    ChoiceBox* currentChoices() const;

    void setAnimationMs(int ms);
    // "Skip ahead" on the table while the others' moves are being shown: the rest of them shown at once, up to this
    // seat's next decision.
    QAbstractButton* skipButton() const;
    void skipAhead();
    int stepsAnimated() const { return stepsAnimated_; }  // moves shown travelling so far (tests)
    void setConfirmDogma(bool on) { confirmDogma_ = on; }
    void setOwnShare(qreal share);

    // Keyboard actions (also bound to keys).
    void keyNumber(int n);
    void keyDraw();
    void keyConfirm();
    void keyEscape();
    // The pile browser (game_screen_piles.cpp): a pile of the table on view; the pile of a table item; with B,
    // the pile under the mouse or else your hand.
    void browsePile(const PileRef& pile);
    bool browseItem(const ItemKey& key);
    // The question waiting for this seat's answer, the table at rest (null while an answer is on its way).
    const PromptState* waitingPrompt() const;
    // A question of a card (a demand, an effect) waits for this seat's answer, not the choice of an action.
    bool answeringCardsQuestion() const;
    int drawAgeElsewhere(const ItemKey& key) const;  // the age you would draw, when `key` is another age's deck; else 0
    void keyBrowse();
    // Concede (game_screen_concede.cpp): asks first; the answer goes to the controller.
    void askConcede();

signals:
    void showInCatalogue(int card);
    void newGameRequested();
    void toStartRequested();
    void storyRequested();
    void undoAvailable(bool available);
    void statusChanged(const QString& text);

protected:
    void resizeEvent(QResizeEvent* e) override;
    bool eventFilter(QObject* o, QEvent* e) override;

private:
    void onTableReset();
    void onSteps(const QList<Step>& steps);
    void onViewUpdated();
    void pump();
    void stepDone();
    void becameIdle();
    void refreshPrompt();
    // Dogma, parley or a set's action on `card`: asked first with the dogma preview (unless turned off in Settings).
    void requestActivation(int card, std::optional<ActionKind> setAction, bool (GameController::*act)(int));
    void requestDogma(int card);
    void requestParley(int card);
    void requestSetAction(ActionKind action, int card);
    void onOption(const QString& option);
    void onAction(const PromptOption& o);
    void showHandoverIfNeeded();
    QString waitingText() const;
    void updateStatus();
    // The summary of the others' turns and the table's outlines, while this seat's decision is on offer.
    void updateSince();
    void setUpPileBrowser();
    void fitTextToWindow();
    void placeSkipButton();
    // A click on the table while this seat's answer is on its way, or the table is still showing what followed
    // it: kept for a moment and, when the next question offers the clicked card, taken as a pick of it.
    void holdClick(const ItemKey& key);
    void applyHeldClick();

    QPointer<GameController> controller_;
    TableScene* scene_;
    TableView* view_;
    PromptBar* bar_;
    ChoicePanel* panel_;
    LogPanel* log_;
    LiveLabel* status_;
    CardPopup* popup_;
    DogmaConfirm* confirm_;
    HandoverCover* cover_;
    GameOverPanel* over_;
    PileBrowser* piles_;
    SincePanel* since_;
    QSplitter* split_;
    QToolButton* skip_;

    QList<Step> queue_;
    bool stepRunning_ = false;
    bool snapshotPending_ = false;
    QTimer stepGuard_;
    int animationMs_ = 420;
    bool confirmDogma_ = true;
    bool hurry_ = false;  // Skip ahead was asked: no more moves travel until this seat decides
    int stepsAnimated_ = 0;
    bool resultShown_ = false;
    bool sinceOn_ = true;
    bool sinceDismissed_ = false;  // until this seat's next answer
    qreal textScale_ = 0;  // of the words beside the table, set by fitTextToWindow
    ItemKey heldClick_;
    qint64 heldFor_ = -1;
    QElapsedTimer heldSince_;
};

}  // namespace inno::client
