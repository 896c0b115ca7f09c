#include "screens/main_window.h"
#include "style/dialog_text_scale.h"
#include "widgets/window_keys.h"
#include "style/palette.h"

#include "screens/catalogue_window.h"
#include "net/host/local_transport.h"
#include "model/game_controller.h"
#include "game/game_screen.h"
#include "game/hint_panel.h"
#include "game/prompt_widgets.h"
#include "lan/lan_session.h"
#include "learn/learn_game.h"
#include "learn/tutor.h"
#include "logging.h"
#include "screens/new_game_dialog.h"
#include "game/overlays.h"
#include "widgets/icon_text_browser.h"
#include "settings.h"
#include "screens/settings_dialog.h"
#include "screens/shortcuts_window.h"
#include "screens/start_screen.h"
#include "screens/turn_alert.h"
#include "screens/bot_record.h"
#include "replay/replay_shelf.h"

#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "bots/seat_position.h"
#include "json/json_io.h"

#include <QApplication>
#include <QGuiApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QSaveFile>
#include <QStackedWidget>
#include <QScreen>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace inno::client {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Innovation"));
    setWindowIcon(QIcon(":/icons/innovation.svg"));
    new DialogTextScale(this);
    replays_ = new ReplayShelf(this);
    turnAlert_ = new TurnAlert(this);
    connect(replays_, &ReplayShelf::reviewRequested, this, [this](const QString& path) { openReview(path); });
    stack_ = new QStackedWidget(this);
    start_ = new StartScreen(stack_);
    game_ = new GameScreen(stack_);
    stack_->addWidget(start_);
    stack_->addWidget(game_);
    setCentralWidget(stack_);
    buildMenus();
    connect(start_, &StartScreen::newGame, this, &MainWindow::newGameDialog);
    connect(start_, &StartScreen::learnToPlay, this, &MainWindow::learnToPlay);
    connect(start_, &StartScreen::continueGame, this, &MainWindow::continueGame);
    connect(start_, &StartScreen::loadGame, this, &MainWindow::openFile);
    connect(start_, &StartScreen::replays, this, &MainWindow::showReplays);
    connect(start_, &StartScreen::catalogue, this, [this] { catalogue()->show(), catalogue()->raise(); });
    connect(start_, &StartScreen::rules, this, &MainWindow::showRules);
    connect(start_, &StartScreen::settings, this, &MainWindow::settingsDialog);
    connect(start_, &StartScreen::quit, this, &QWidget::close);
    connect(start_, &StartScreen::hostLan, this, &MainWindow::hostLanGame);
    connect(start_, &StartScreen::joinLan, this, &MainWindow::joinLanGame);
    connect(game_, &GameScreen::showInCatalogue, this, [this](int card) { catalogue()->showCard(card); });
    connect(game_, &GameScreen::newGameRequested, this, &MainWindow::newGameDialog);
    connect(game_->promptBar(), &PromptBar::hintRequested, this, &MainWindow::askHint);
    connect(game_, &GameScreen::toStartRequested, this, &MainWindow::showStart);
    connect(game_, &GameScreen::storyRequested, this, &MainWindow::showStory);
    connect(game_->gameOverPanel(), &GameOverPanel::reviewRequested, this, &MainWindow::showReview);
    connect(game_, &GameScreen::undoAvailable, this, &MainWindow::updateGameActions);
    connect(&AppSettings::instance(), &AppSettings::changed, this, &MainWindow::applySettings);
    applySettings();
    refreshContinue();
    showStart();
}

MainWindow::~MainWindow() { endSession(); }

void MainWindow::setAutosaveEnabled(bool on) {
    autosaveEnabled_ = on;
    replays_->setKeeping(on);
}

ReplaysDialog* MainWindow::showReplays() { return replays_->showList(); }

ReplayWindow* MainWindow::openReplay(const QString& path) { return replays_->open(path); }

ReplayWindow* MainWindow::openReplayText(const QString& saveText, const QString& title) {
    return replays_->openText(saveText, title);
}

void MainWindow::buildMenus() {
    QMenu* game = menuBar()->addMenu(tr("&Game"));
    game->addAction(tr("&New game…"), QKeySequence::New, this, &MainWindow::newGameDialog);
    game->addAction(tr("&Open…"), QKeySequence::Open, this, &MainWindow::openFile);
    game->addAction(tr("&Replays…"), this, &MainWindow::showReplays);
    save_ = game->addAction(tr("&Save as…"), QKeySequence::Save, this, &MainWindow::saveAs);
    game->addSeparator();
    undo_ = game->addAction(tr("&Undo my last decision"), QKeySequence::Undo, this, [this] {
        if (controller_) controller_->undo();
    });
    concede_ = game->addAction(tr("&Concede…"), this, [this] { game_->askConcede(); });
    hint_action_ = game->addAction(tr("What would the &Expert do?"), QKeySequence(Qt::Key_H), this, &MainWindow::askHint);
    addAction(hint_action_);
    game->setToolTipsVisible(true);
    connect(game, &QMenu::aboutToShow, this, &MainWindow::updateGameActions);
    game->addSeparator();
    game->addAction(tr("&Main menu"), this, &MainWindow::showStart);
    game->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(tr("Card &catalogue"), QKeySequence(Qt::Key_F2), this, [this] {
        catalogue()->show();
        catalogue()->raise();
    });
    view->addAction(tr("&Rules reference"), QKeySequence::HelpContents, this, &MainWindow::showRules);
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    settings->addAction(tr("&Preferences…"), QKeySequence::Preferences, this, &MainWindow::settingsDialog);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* lessonsOn = help->addAction(tr("Show the &lessons again"), this, [] { AppSettings::instance().setLessonsStopped(false); });
    lessonsOn->setObjectName("lessonsAgain");
    lessonsOn->setToolTip(tr("Learn to play explains the game again, after Stop the lessons"));
    connect(help, &QMenu::aboutToShow, lessonsOn, [lessonsOn] { lessonsOn->setEnabled(AppSettings::instance().lessonsStopped()); });
    help->setToolTipsVisible(true);
    QAction* keys = help->addAction(tr("&Keyboard shortcuts"), QKeySequence(Qt::Key_Question), this, &MainWindow::showShortcuts);
    keys->setObjectName("keyboardShortcuts");
    help->addAction(tr("&About Innovation"), this, [this] {
        QMessageBox::about(this, tr("About Innovation"),
                           tr("<h3>Innovation %1</h3><p>A digital table for Carl Chudyk's card game Innovation "
                              "(first edition), with bots, hot-seat play and the full card catalogue.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    save_->setEnabled(false);
    updateGameActions();
}

void MainWindow::updateGameActions() {
    if (!undo_) return;  // the menus are not built yet
    undo_->setEnabled(controller_ && controller_->canUndo());
    concede_->setEnabled(controller_ && controller_->canConcede());
    updateHintAction();
}

void MainWindow::followGameActions() {
    connect(controller_, &GameController::gameOver, this, &MainWindow::updateGameActions);
    connect(controller_, &GameController::promptChanged, this, &MainWindow::updateGameActions);
    connect(controller_, &GameController::viewUpdated, this, &MainWindow::updateGameActions);
    updateGameActions();
}

// ---------------------------------------------------------------- sessions

void MainWindow::endSession() {
    delete tutor_;
    lesson_ = false;
    if (hint_) hint_->search()->cancel();
    game_->promptBar()->setHintsAvailable(false);
    game_->attach(nullptr);
    delete controller_;
    delete transport_;
    delete lan_;
    updateGameActions();
    if (host_) {
        host_->setBotsRunning(false);
        delete host_;
    }
}

HintPanel* MainWindow::hintPanel() const { return hint_; }

Tutor* MainWindow::tutor() const { return tutor_; }

namespace {
// Inside an action: the seat's position when it began, from the view it had then, and the action's events since.
std::optional<ActionSoFar> actionSoFar(const SeatKnowledge& known) {
    if (!known.actionStartView || known.actionStartEvents > known.events.size()) return std::nullopt;
    const auto split = known.events.begin() + static_cast<std::ptrdiff_t>(known.actionStartEvents);
    const std::vector<Event> before(known.events.begin(), split);
    CardTracker tracker(known.actionStartView->viewer);
    for (const Event& e : before) tracker.observe(e);
    auto start = positionFromView(*known.actionStartView, before, tracker);
    if (!start) return std::nullopt;
    return ActionSoFar{std::move(*start), std::vector<Event>(split, known.events.end())};
}
}  // namespace

void MainWindow::askHint() {
    // One road for a game at this computer and at a LAN table: worked out here from what the seat on view knows
    // (its view and the events it was sent), never from the table's game.
    if (lan_ && !lan_->hintsAllowed()) return;
    if (lesson_ || !controller_ || controller_->observer()) return;
    const auto known = controller_->knowledge();
    if (!known) return;
    CardTracker tracker(known->view.viewer);
    for (const Event& e : known->events) tracker.observe(e);
    std::string why;
    const auto position = positionFromView(known->view, known->events, tracker, &why);
    if (!position) {
        qCWarning(lcClient) << "no hint:" << why.c_str();
        QMessageBox::information(this, tr("What would the Expert do?"),
                                 tr("The Expert cannot advise on this position (%1).").arg(QString::fromStdString(why)));
        return;
    }
    if (!hint_) hint_ = new HintPanel(this);
    if (hint_->ask(*position, tracker, *known->view.prompt, controller_->model(), static_cast<std::size_t>(known->answers),
                   actionSoFar(*known))) {
        hint_->show();
        hint_->raise();
    }
}

void MainWindow::followHints() {
    // Advice for an earlier question is withdrawn once the seat's table moves on.
    connect(controller_, &GameController::viewUpdated, this, [this] {
        if (hint_ && controller_) hint_->gameMoved(static_cast<std::size_t>(controller_->answersSoFar()));
    });
}

QString MainWindow::attach(net::TableHost* host) {
    endSession();
    host_ = host;
    host->setParent(this);
    QList<int> seats;
    for (int p = 0; p < host->seats().size(); ++p)
        if (host->seats()[p].human) seats << p;
    const bool observe = seats.isEmpty() && observerSeat_ >= 0 && observerSeat_ < host->seats().size();
    if (observe) seats << observerSeat_;
    transport_ = new net::LocalTransport(host, seats, this);
    controller_ = new GameController(transport_, this);
    controller_->setObserver(observe);
    turnAlert_->follow(controller_);
    game_->attach(controller_);
    game_->promptBar()->setHintsAvailable(!observe);
    connect(host, &net::TableHost::answerAccepted, this, &MainWindow::autosave);
    game_->gameOverPanel()->setStoryAvailable(true);
    followHints();
    followGameActions();
    // A save of a game already over (Open…) is not counted a second time.
    const bool overAlready = host->hasGame() && host->game()->over();
    connect(controller_, &GameController::gameOver, this, [this, overAlready] {
        if (!overAlready && host_ && controller_ && controller_->result())
            BotRecord::recordGame(host_->seats(), *controller_->result());
    });
    connect(host, &net::TableHost::gameFinished, this, [this] {
        replays_->keep(host_);
        if (autosaveEnabled_) QFile::remove(autosavePath());
        refreshContinue();
    });
    save_->setEnabled(true);
    applySettings();
    showGame();
    return {};
}

QString MainWindow::startGame(const QList<net::SeatSpec>& seats, const Options& options, quint64 seed) {
    auto* host = new net::TableHost;
    host->setBotDelayMs(AppSettings::instance().botDelayMs());
    if (QString why = host->newGame(seats, options, seed); !why.isEmpty()) {
        delete host;
        return why;
    }
    qCInfo(lcApp) << "new game, seed" << seed << "players" << seats.size();
    attach(host);
    autosave();
    return {};
}

QString MainWindow::loadGameText(const QString& text) {
    auto* host = new net::TableHost;
    host->setBotDelayMs(AppSettings::instance().botDelayMs());
    if (QString why = host->loadGame(text); !why.isEmpty()) {
        delete host;
        return why;
    }
    attach(host);
    autosave();
    return {};
}

QString MainWindow::autosavePath() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return dir + "/autosave.json";
}

QString MainWindow::describeSave(const QString& text) {
    std::string unreadable;
    const boost::json::value save = json::parse(text.toStdString(), unreadable).value_or(nullptr);
    const boost::json::object& o = wire::objectOf(save);
    if (wire::stringField(o, "format") != "innovation-save") return {};
    QStringList people;
    const boost::json::array& seats = wire::arrayField(o, "seats");
    const boost::json::array& players = wire::arrayField(o, "players");
    for (std::size_t i = 0; i < players.size(); ++i) {
        QString n = net::qstring(wire::stringOf(players[i]));
        if (i < seats.size() && !wire::boolField(wire::objectOf(seats[i]), "human", true)) n += tr(" (bot)");
        people << n;
    }
    return tr("%1 — %n decision(s) played", nullptr, static_cast<int>(wire::arrayField(o, "answers").size())).arg(people.join(", "));
}

void MainWindow::placeOnScreen() {
    // The last size and position when it is still on a screen; else as large as the screen allows, up to 1600x1000.
    if (const QByteArray g = AppSettings::instance().windowGeometry(); !g.isEmpty() && restoreGeometry(g)) {
        if (QScreen* s = QGuiApplication::screenAt(frameGeometry().center()); s && s->availableGeometry().intersects(frameGeometry()))
            return;
    }
    QScreen* screen = QGuiApplication::primaryScreen();
    const QRect area = screen ? screen->availableGeometry() : QRect(0, 0, 1600, 1000);
    if (area.width() <= 1640 || area.height() <= 1040) {
        setGeometry(area);
        setWindowState(windowState() | Qt::WindowMaximized);
        return;
    }
    resize(1600, 1000);
    move(area.center() - QPoint(800, 500));
}

void MainWindow::autosave() {
    if (!autosaveEnabled_ || !host_ || !host_->hasGame() || host_->game()->over()) return;
    QDir().mkpath(QFileInfo(autosavePath()).absolutePath());
    QSaveFile f(autosavePath());
    if (!f.open(QIODevice::WriteOnly)) return;
    f.write(host_->saveText().toUtf8());
    if (!f.commit()) qCWarning(lcApp) << "autosave failed:" << f.errorString();
}

void MainWindow::refreshContinue() {
    QFile f(autosavePath());
    QString description;
    if (autosaveEnabled_ && f.open(QIODevice::ReadOnly)) description = describeSave(QString::fromUtf8(f.readAll()));
    start_->setContinueText(description);
}

bool MainWindow::continueGame() {
    QFile f(autosavePath());
    if (!f.open(QIODevice::ReadOnly)) return false;
    const QString why = loadGameText(QString::fromUtf8(f.readAll()));
    if (!why.isEmpty()) {
        QMessageBox::warning(this, tr("Continue"), tr("The last game could not be restored: %1").arg(why));
        return false;
    }
    return true;
}

QString MainWindow::gameInProgress() const {
    if (host_ && host_->hasGame()) return host_->game()->over() ? QString() : host_->saveText();
    if (!autosaveEnabled_) return {};
    QFile f(autosavePath());
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(f.readAll());
}

void MainWindow::keepGameInProgress() {
    if (const QString current = gameInProgress(); !current.isEmpty()) replays_->keepUnfinished(current);
}

bool MainWindow::confirmReplace() {
    if (gameInProgress().isEmpty()) return true;
    const bool replace = !AppSettings::instance().confirmLeave() ||
                         QMessageBox::question(this, tr("New game"),
                                               tr("A game is in progress. Start another one? Either way the current "
                                                  "game is kept in Replays.")) == QMessageBox::Yes;
    keepGameInProgress();
    return replace;
}

void MainWindow::newGameDialog() {
    if (!confirmReplace()) return;
    NewGameDialog d(this);
    if (d.exec() != QDialog::Accepted) return;
    const auto seats = d.seats();
    for (const auto& s : seats)
        if (s.human) {
            AppSettings::instance().setLastPlayerName(s.name);
            break;
        }
    if (QString why = startGame(seats, d.options(), d.seed()); !why.isEmpty())
        QMessageBox::warning(this, tr("New game"), why);
}

void MainWindow::learnToPlay() {
    if (!confirmReplace()) return;
    const auto seats = lesson::seats(AppSettings::instance().lastPlayerName());
    if (QString why = startGame(seats, lesson::options(), lesson::kSeed); !why.isEmpty()) {
        QMessageBox::warning(this, tr("Learn to play"), why);
        return;
    }
    // The lessons teach; the Expert's advice would do the thinking for the learner.
    lesson_ = true;
    game_->promptBar()->setHintsAvailable(false);
    updateGameActions();
    if (!AppSettings::instance().lessonsStopped()) tutor_ = new Tutor(game_, controller_);
}

void MainWindow::openFile() {
    if (!confirmReplace()) return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open a saved game"),
                                                      QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                                      tr("Innovation saves (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open"), tr("Cannot read %1.").arg(path));
        return;
    }
    if (QString why = loadGameText(QString::fromUtf8(f.readAll())); !why.isEmpty())
        QMessageBox::warning(this, tr("Open"), tr("This file is not a game this program can continue: %1").arg(why));
}

void MainWindow::saveAs() {
    if (!host_ || !host_->hasGame()) return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the game"),
                                                      QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) +
                                                          "/innovation-game.json",
                                                      tr("Innovation saves (*.json)"));
    if (path.isEmpty()) return;
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(host_->saveText().toUtf8()) < 0 || !f.commit())
        QMessageBox::warning(this, tr("Save"), tr("Cannot write %1.").arg(path));
}

void MainWindow::settingsDialog() {
    SettingsDialog d(this);
    d.exec();
}

void MainWindow::applySettings() {
    const AppSettings& s = AppSettings::instance();
    game_->setAnimationMs(s.animationMs());
    game_->setConfirmDogma(s.confirmDogma());
    game_->setSinceSummary(s.sinceSummary());
    game_->setOwnShare(s.ownShare());
    if (host_) host_->setBotDelayMs(s.botDelayMs());
}

void MainWindow::showStart() {
    refreshContinue();
    start_->setRecordText(BotRecord::summary());
    stack_->setCurrentWidget(start_);
}

void MainWindow::showGame() { stack_->setCurrentWidget(game_); }

CatalogueWindow* MainWindow::catalogue() {
    if (!catalogue_) {
        catalogue_ = new CatalogueWindow(this);
        connect(catalogue_, &CatalogueWindow::rulesRequested, this, &MainWindow::showRules);
    }
    return catalogue_;
}

void MainWindow::showRules() {
    if (!rules_) {
        auto* w = new QWidget(this, Qt::Window);
        w->setWindowTitle(tr("Rules reference — Innovation"));
        w->setObjectName("rulesWindow");
        w->resize(fitToScreen(this, QSize(760, 820)));
        closeWithKeys(w);
        auto* v = new QVBoxLayout(w);
        auto* text = new IconTextBrowser(w);
        text->document()->setDefaultStyleSheet(QString("h1 { color: %1; } h2 { color: %2; } dt { margin-top: 4px; }")
                                                    .arg(palette::kRulesTitle.name(), palette::kRulesHeading.name()));
        const QString lang = AppSettings::instance().language();
        QFile f(QString(":/rules/rules_%1.html").arg(lang));
        if (!f.exists()) f.setFileName(":/rules/rules_en.html");
        if (f.open(QIODevice::ReadOnly)) text->setHtml(QString::fromUtf8(f.readAll()));
        v->addWidget(text);
        rules_ = w;
        // A window of its own opens where the system puts it (the top-left corner): over the main window instead.
        w->move(frameGeometry().center() - QPoint(w->width() / 2, w->height() / 2));
    }
    rules_->show();
    rules_->raise();
}

void MainWindow::showShortcuts() {
    if (!shortcuts_) {
        shortcuts_ = new ShortcutsWindow(this);
        shortcuts_->move(frameGeometry().center() - QPoint(shortcuts_->width() / 2, shortcuts_->height() / 2));
    }
    shortcuts_->show();
    shortcuts_->raise();
}

void MainWindow::closeEvent(QCloseEvent* e) {
    // Quitting mid-game loses nothing, but say so (Ctrl+Q is easy to press by mistake).
    if (autosaveEnabled_ && host_ && host_->hasGame() && !host_->game()->over() && AppSettings::instance().confirmLeave() &&
        QMessageBox::question(this, tr("Quit"),
                              tr("Quit Innovation? The game is saved: Continue on the start screen takes it up where "
                                 "you left it."),
                              QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes) != QMessageBox::Yes) {
        e->ignore();
        return;
    }
    AppSettings::instance().setWindowGeometry(saveGeometry());
    autosave();
    if (host_) host_->setBotsRunning(false);
    e->accept();
}

}  // namespace inno::client
