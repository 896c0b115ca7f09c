// The application window: the start screen or the game, menus, saving, settings, catalogue and rules.
#pragma once

#include "net/host/local_transport.h"
#include "model/game_controller.h"
#include "net/host/table_host.h"

#include <QMainWindow>
#include <QPointer>

class QStackedWidget;
class QAction;

namespace inno::client {

class StartScreen;
class GameScreen;
class CatalogueWindow;
class LanSession;
class StoryDialog;
class HintPanel;
class ReplaysDialog;
class ReplayWindow;
class ReplayShelf;
class ReviewWindow;
class Tutor;
class TurnAlert;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // ---- games (each returns "" or the reason it failed)
    QString startGame(const QList<net::SeatSpec>& seats, const Options& options, quint64 seed);
    QString loadGameText(const QString& saveText);
    // Learn to play: the guided first game (learn/learn_game.h), with its lessons unless the player stopped them.
    void learnToPlay();
    Tutor* tutor() const;
    bool continueGame();
    // Watch `seat` without playing it (demo mode: every seat is a bot).
    void setObserverSeat(int seat) { observerSeat_ = seat; }
    void setAutosaveEnabled(bool on);
    static QString autosavePath();
    static QString describeSave(const QString& saveText);
    // The unfinished game a new one would take the place of: the one at this table, else the one Continue takes
    // up (after a restart the start screen has no table, but the game is still in progress). Empty when none.
    QString gameInProgress() const;
    // Keeps that game in the history (the Replays list), so that replacing it never loses it.
    void keepGameInProgress();

    // Opens at the last size and position, or fitted to the screen's available area.
    void placeOnScreen();
    void showStart();
    void showGame();
    StartScreen* startScreen() const { return start_; }
    GameScreen* gameScreen() const { return game_; }
    CatalogueWindow* catalogue();
    void showRules();
    QWidget* rulesWindow() const { return rules_; }
    // The keys the client handles (screens/shortcuts_window.h): Help menu, or ?.
    void showShortcuts();
    QWidget* shortcutsWindow() const { return shortcuts_; }
    // LAN play (main_window_lan.cpp): host a table (the server runs in this client) or join one.
    void hostLanGame();
    void joinLanGame();
    net::TableHost* host() const { return host_; }
    GameController* controller() const { return controller_; }
    net::LocalTransport* transport() const { return transport_; }
    // The story of the finished game (main_window_story.cpp), with Rematch and Save.
    StoryDialog* showStory();
    // "What would the Expert do?" about the prompt of the seat on view: solo and hot-seat games, and LAN games
    // whose host allows hints (worked out here from what the seat knows: main_window_lan.cpp).
    void askHint();
    HintPanel* hintPanel() const;
    // The taskbar flash and beep when a decision waits while the window is in the background.
    TurnAlert* turnAlert() const { return turnAlert_; }
    QAction* hintAction() const { return hint_action_; }
    // Replays (replay/replay_shelf.h): finished games are kept in the history (with autosave on); the list and
    // the viewer.
    ReplaysDialog* showReplays();
    ReplayWindow* openReplay(const QString& path);  // nullptr (after a message) when it cannot be replayed
    ReplayWindow* openReplayText(const QString& saveText, const QString& title);
    // The game review (review/main_window_review.cpp): of the finished game at the table for the seat on view, or
    // of a saved game; a click in it shows that moment in a replay viewer.
    ReviewWindow* showReview();
    ReviewWindow* openReview(const QString& path);
    ReviewWindow* openReviewText(const QString& saveText, const QString& title, int seat);

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    void buildMenus();
    void newGameDialog();
    void openFile();
    void saveAs();
    void settingsDialog();
    void applySettings();
    void autosave();
    void refreshContinue();
    void endSession();
    QString attach(net::TableHost* host);
    bool confirmReplace();
    void attachLan(LanSession* session);
    void followHints();
    void updateHintAction();  // disabled, with a tooltip, at a LAN table whose host did not allow hints
    // Undo, Concede and the hint greyed out whenever they cannot act (no game, the game over, watching): they were
    // drawn as enabled after the end and silently did nothing.
    void updateGameActions();
    void followGameActions();

    QStackedWidget* stack_;
    StartScreen* start_;
    GameScreen* game_;
    QPointer<CatalogueWindow> catalogue_;
    QPointer<QWidget> rules_;
    QPointer<QWidget> shortcuts_;
    QPointer<net::TableHost> host_;
    QPointer<net::LocalTransport> transport_;
    QPointer<GameController> controller_;
    QPointer<LanSession> lan_;
    QPointer<HintPanel> hint_;
    QPointer<Tutor> tutor_;
    bool lesson_ = false;  // the game at the table is Learn to play's: no Expert hints
    QAction* undo_ = nullptr;
    QAction* save_ = nullptr;
    QAction* concede_ = nullptr;
    QAction* hint_action_ = nullptr;
    int observerSeat_ = -1;
    bool autosaveEnabled_ = true;
    ReplayShelf* replays_;
    TurnAlert* turnAlert_;
};

}  // namespace inno::client
