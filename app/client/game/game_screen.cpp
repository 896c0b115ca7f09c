#include "game/game_screen.h"
#include "style/palette.h"
#include "style/text_size.h"

#include "widgets/card_popup.h"

#include "widgets/live_label.h"
#include "widgets/log_panel.h"
#include "logging.h"
#include "game/overlays.h"
#include "game/pile_browser.h"
#include "game/prompt_widgets.h"
#include "game/since_panel.h"
#include "text/since_text.h"
#include "table/table_scene.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QResizeEvent>
#include <QShortcut>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace inno::client {

// ================================================================ the table and the prompt bar

// The table and the log's column over the prompt bar, which spans the window's width (under the table alone, a
// five-seat parley's twelve choices took four rows, and a French question two lines). The bar has at least the
// room of a question and as many rows of buttons as it shows before they scroll (three: a five-seat parley, six
// cards in hand), so that the table stands still as questions come and go; a bar that needs more (a Done row under
// three rows) takes it from the table, which lays itself out again above it: the bar never covers the hand.
class TableSide : public QWidget {
public:
    TableSide(QWidget* parent) : QWidget(parent) {}
    void setParts(QWidget* view, PromptBar* bar) {
        view_ = view;
        bar_ = bar;
        bar_->installEventFilter(this);
    }
    // Measured with the bar's own words and buttons, at the size the window's text scale gives them (at 2560x1440
    // they are larger), again after each change of that size.
    int reserve() const {
        if (reserve_ == 0) {
            QPushButton button(QStringLiteral("Xy"), bar_);
            button.setObjectName("optionButton");
            button.ensurePolished();
            QLabel question(QStringLiteral("Xy"), bar_);
            question.setObjectName("question");
            question.ensurePolished();
            QPushButton hint(QStringLiteral("Xy"), bar_);  // on the question's line
            hint.setObjectName("hintButton");
            hint.ensurePolished();
            const int line = std::max(question.sizeHint().height(), hint.sizeHint().height());
            const int rows = PromptBar::kRowsShown * button.sizeHint().height() + (PromptBar::kRowsShown - 1) * PromptBar::kRowSpacing;
            reserve_ = 2 * PromptBar::kMargin + std::max(80, line + PromptBar::kRowSpacing + rows);  // the source card beside it is 80 px
        }
        return reserve_;
    }
    void place() {
        if (!view_ || !bar_) return;
        const int room = reserve();
        const int needed = bar_->hasHeightForWidth() ? bar_->heightForWidth(width()) : bar_->sizeHint().height();
        const int barH = std::min(std::max(room, needed), height() / 2);
        const QRect viewRect(0, 0, width(), std::max(0, height() - barH));
        if (view_->geometry() != viewRect) view_->setGeometry(viewRect);
        const QRect barRect(0, height() - barH, width(), barH);
        if (bar_->geometry() != barRect) bar_->setGeometry(barRect);
        bar_->raise();
    }

protected:
    void resizeEvent(QResizeEvent*) override {
        reserve_ = 0;
        place();
    }
    bool event(QEvent* e) override {
        if (e->type() == QEvent::StyleChange || e->type() == QEvent::FontChange) reserve_ = 0;
        if (e->type() == QEvent::LayoutRequest) place();
        return QWidget::event(e);
    }
    bool eventFilter(QObject*, QEvent* e) override {
        if (e->type() == QEvent::LayoutRequest) QMetaObject::invokeMethod(this, [this] { place(); }, Qt::QueuedConnection);
        return false;
    }
    QSize minimumSizeHint() const override { return {400, 200}; }

private:
    QWidget* view_ = nullptr;  // the table and the log's column
    PromptBar* bar_ = nullptr;
    mutable int reserve_ = 0;
};

// ================================================================ screen

GameScreen::GameScreen(QWidget* parent) : QWidget(parent) {
    setObjectName("gameScreen");
    scene_ = new TableScene(this);
    auto* outer = new QHBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* tableSide = new TableSide(this);
    outer->addWidget(tableSide);
    split_ = new QSplitter(Qt::Horizontal, tableSide);

    view_ = new TableView(scene_, split_);
    // Over the table's bottom-right corner, only while the others' moves are being shown.
    skip_ = new QToolButton(view_);
    skip_->setObjectName("skipAhead");
    skip_->setText(tr("Skip ahead"));
    skip_->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    skip_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    skip_->setToolTip(tr("Show the other players' moves at once, up to your next decision (they stay in the log)."));
    skip_->setCursor(Qt::PointingHandCursor);
    skip_->setFocusPolicy(Qt::NoFocus);
    skip_->hide();
    connect(skip_, &QToolButton::clicked, this, &GameScreen::skipAhead);
    connect(view_, &TableView::resized, this, &GameScreen::placeSkipButton);
    bar_ = new PromptBar(tableSide);
    tableSide->setParts(split_, bar_);

    auto* logSide = new QWidget(split_);
    logSide->setObjectName("logSide");
    auto* lv = new QVBoxLayout(logSide);
    lv->setContentsMargins(10, 10, 10, 10);
    status_ = new LiveLabel(logSide);
    status_->setObjectName("statusLine");
    auto* logTitle = new QLabel(tr("Log"), logSide);
    logTitle->setObjectName("sideTitle");
    log_ = new LogPanel(logSide);
    since_ = new SincePanel(logSide);
    lv->addWidget(status_);
    lv->addWidget(since_);
    lv->addWidget(logTitle);
    lv->addWidget(log_, 1);
    split_->addWidget(view_);
    split_->addWidget(logSide);
    split_->setStretchFactor(0, 1);
    split_->setStretchFactor(1, 0);
    split_->setSizes({1200, 340});

    panel_ = new ChoicePanel(view_);
    confirm_ = new DogmaConfirm(view_);
    over_ = new GameOverPanel(view_);
    piles_ = new PileBrowser(view_);
    cover_ = new HandoverCover(this);
    popup_ = new CardPopup(this);

    connect(view_, &TableView::resized, this, [this] {
        panel_->reposition();
        confirm_->reposition();
        over_->reposition();
        piles_->reposition();
    });
    setUpPileBrowser();

    // The table's requests.
    connect(scene_, &TableScene::drawRequested, this, [this] {
        if (controller_) controller_->draw();
    });
    connect(scene_, &TableScene::meldRequested, this, [this](int c) {
        if (controller_) controller_->meld(c);
    });
    connect(scene_, &TableScene::dogmaRequested, this, &GameScreen::requestDogma);
    connect(scene_, &TableScene::parleyRequested, this, &GameScreen::requestParley);
    connect(scene_, &TableScene::setActionRequested, this, &GameScreen::requestSetAction);
    connect(scene_, &TableScene::achieveRequested, this, [this](int a) {
        if (controller_) controller_->achieve(a);
    });
    connect(scene_, &TableScene::optionClicked, this, &GameScreen::onOption);
    connect(scene_, &TableScene::stepFinished, this, &GameScreen::stepDone);
    connect(scene_, &TableScene::showInCatalogue, this, &GameScreen::showInCatalogue);
    popup_->setConfine(view_);
    popup_->setAvoid({bar_, panel_, confirm_, over_, piles_});
    view_->viewport()->installEventFilter(this);
    connect(scene_, &TableScene::cardHovered, popup_, &CardPopup::showCardBeside);
    connect(scene_, &TableScene::specialHovered, popup_, &CardPopup::showSpecialBeside);
    connect(scene_, &TableScene::hoverEnded, popup_, &QWidget::hide);

    for (ChoiceBox* box : {bar_->choices(), panel_->choices()}) {
        connect(box, &ChoiceBox::answered, this, [this](const QStringList& picks) {
            if (controller_) controller_->answer(picks);
            refreshPrompt();
        });
        connect(box, &ChoiceBox::actionChosen, this, &GameScreen::onAction);
        connect(box, &ChoiceBox::picksChanged, scene_, &TableScene::setPicks);
        connect(box, &ChoiceBox::cardHovered, popup_, &CardPopup::showCard);
        connect(box, &ChoiceBox::hoverEnded, popup_, &QWidget::hide);
    }
    connect(bar_, &PromptBar::cardHovered, popup_, &CardPopup::showCard);
    connect(bar_, &PromptBar::hoverEnded, popup_, &QWidget::hide);
    connect(log_, &LogPanel::cardHovered, popup_, [this](int card, QPoint at) { popup_->showCardBesideColumn(card, log_, at); });
    connect(log_, &LogPanel::hoverEnded, popup_, &QWidget::hide);
    connect(since_, &SincePanel::cardHovered, popup_, [this](int card, QPoint at) { popup_->showCardBesideColumn(card, since_, at); });
    connect(since_, &SincePanel::hoverEnded, popup_, &QWidget::hide);
    connect(since_, &SincePanel::dismissed, this, [this] {
        sinceDismissed_ = true;
        popup_->hide();
        setFocus();
    });
    connect(log_, &LogPanel::cardClicked, this, &GameScreen::showInCatalogue);
    connect(confirm_, &DogmaConfirm::confirmed, this, [this](int c) {
        // The one road for the click and for Enter: what the question asked about is what is sent.
        if (!controller_) return;
        if (const auto action = confirm_->setAction()) controller_->takeSetAction(*action, c);
        else if (confirm_->parley()) controller_->parley(c);
        else controller_->dogma(c);
        setFocus();
    });
    connect(confirm_, &DogmaConfirm::cancelled, this, [this] { setFocus(); });
    connect(cover_, &HandoverCover::taken, this, [this](int seat) {
        if (controller_) controller_->setViewSeat(seat);
        refreshPrompt();
        setFocus();
    });
    connect(over_, &GameOverPanel::newGame, this, &GameScreen::newGameRequested);
    connect(over_, &GameOverPanel::toStart, this, &GameScreen::toStartRequested);
    connect(over_, &GameOverPanel::storyRequested, this, &GameScreen::storyRequested);
    connect(bar_, &PromptBar::resultRequested, this, [this] {
        if (!controller_ || !controller_->result()) return;
        over_->showResult(*controller_->result());
    });

    stepGuard_.setSingleShot(true);
    connect(&stepGuard_, &QTimer::timeout, this, &GameScreen::stepDone);

    // Keyboard play.
    auto key = [this](QKeySequence k, auto fn) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, fn);
    };
    for (int n = 1; n <= 10; ++n) key(QKeySequence(Qt::Key_0 + n % 10), [this, n] { keyNumber(n); });  // 0 is the tenth
    key(QKeySequence(Qt::Key_D), [this] { keyDraw(); });
    key(QKeySequence(Qt::Key_Return), [this] { keyConfirm(); });
    key(QKeySequence(Qt::Key_Enter), [this] { keyConfirm(); });
    key(QKeySequence(Qt::Key_Escape), [this] { keyEscape(); });
    key(QKeySequence(Qt::Key_Right), [this] { focusNextChild(); });
    key(QKeySequence(Qt::Key_Left), [this] { focusPreviousChild(); });
    setFocusPolicy(Qt::StrongFocus);
}

GameScreen::~GameScreen() = default;

void GameScreen::attach(GameController* c) {
    if (controller_) disconnect(controller_, nullptr, this, nullptr);
    controller_ = c;
    queue_.clear();
    stepRunning_ = false;
    snapshotPending_ = false;
    resultShown_ = false;
    over_->hide();
    piles_->hide();
    cover_->hide();
    confirm_->hide();
    panel_->hide();
    log_->setLines({});
    if (!c) return;
    connect(c, &GameController::tableReset, this, &GameScreen::onTableReset);
    connect(c, &GameController::stepsArrived, this, &GameScreen::onSteps);
    connect(c, &GameController::viewUpdated, this, &GameScreen::onViewUpdated);
    connect(c, &GameController::promptChanged, this, [this] {
        if (idle()) refreshPrompt();
    });
    // Until the table replies, the question is no longer offered (a click then is held: holdClick).
    connect(c, &GameController::answerSent, this, [this] {
        sinceDismissed_ = false;  // the next summary is a new one
        refreshPrompt();
    });
    connect(c, &GameController::answerRefused, this, [this](const QString& why) {
        bar_->showError(why);
        refreshPrompt();
        bar_->showError(why);
    });
    connect(c, &GameController::handoverNeeded, this, [this](int) {
        if (idle()) showHandoverIfNeeded();
    });
    connect(c, &GameController::gameOver, this, [this] {
        if (idle()) becameIdle();
    });
    connect(c, &GameController::fatal, this, [this](const QString& why) {
        bar_->showError(why);
        updateStatus();
    });
    if (c->hasTable()) onTableReset();
    setFocus();
}

void GameScreen::setAnimationMs(int ms) {
    animationMs_ = ms;
    scene_->setAnimationMs(ms);
}

QAbstractButton* GameScreen::skipButton() const { return skip_; }

void GameScreen::skipAhead() {
    hurry_ = true;
    skip_->hide();
}

void GameScreen::placeSkipButton() {
    skip_->adjustSize();
    const int margin = 12;
    skip_->move(view_->width() - skip_->width() - margin, view_->height() - skip_->height() - margin);
}

void GameScreen::setOwnShare(qreal share) { scene_->setOwnShare(share); }

void GameScreen::setSinceSummary(bool on) {
    sinceOn_ = on;
    updateSince();
}

bool GameScreen::idle() const { return queue_.isEmpty() && !stepRunning_; }

ChoiceBox* GameScreen::currentChoices() const { return panel_->isVisible() ? panel_->choices() : bar_->choices(); }

QString GameScreen::statusText() const { return status_->text(); }

bool GameScreen::eventFilter(QObject* o, QEvent* e) {
    // The pointer left the table (onto the log, the prompt bar or a panel): the card preview goes with it.
    if (o == view_->viewport() && e->type() == QEvent::Leave) scene_->endHover();
    return QWidget::eventFilter(o, e);
}

void GameScreen::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    if (cover_->isVisible()) cover_->setGeometry(rect());
    fitTextToWindow();
}

void GameScreen::fitTextToWindow() {
    // The words beside the table grow with the window as the table's cards do (at 2560x1440 the log and the
    // question were left at their 1280x720 size), in steps of a tenth so that a small resize changes nothing.
    const qreal f = windowTextScale(width(), height());
    if (qFuzzyCompare(f, textScale_)) return;
    textScale_ = f;
    // The log's column keeps its width (the splitter's), so its words grow half as much as the prompt bar's.
    const qreal side = 1 + (f - 1) / 2;
    // The panels over the table (a question with its card, the pile browser, the game's result) grow as the
    // question does: at 2560x1440 their words stayed at 13 px beside cards twice the size.
    setStyleSheet(QString("#question { font-size: %1px; } QTextBrowser#log { font-size: %2px; } #statusLine { font-size: %3px; } "
                          "QPushButton#optionButton, QPushButton#hintButton { font-size: %4px; } "
                          "QFrame#choicePanel QWidget { font-size: %4px; } QFrame#choicePanel QLabel#panelTitle { font-size: %5px; } "
                          "QFrame#choicePanel QLabel#resultHeadline { font-size: %6px; } "
                          "QFrame#sincePanel QLabel { font-size: %2px; }")
                      .arg(qRound(15 * f))
                      .arg(qRound(12.5 * side))
                      .arg(qRound(14 * side))
                      .arg(qRound(13 * f))
                      .arg(qRound(16 * f))
                      .arg(qRound(30 * f)));
    confirm_->setScale(f);
    piles_->setScale(f);
}

// ---------------------------------------------------------------- showing events

void GameScreen::onTableReset() {
    sinceDismissed_ = false;  // another seat on view, or a history told again
    queue_.clear();
    stepRunning_ = false;
    stepGuard_.stop();
    scene_->showModel(controller_->model(), false);
    log_->setLines(controller_->logLines());
    snapshotPending_ = false;
    becameIdle();
}

void GameScreen::onSteps(const QList<Step>& steps) {
    if (animationMs_ <= 0) {
        // No animation: the log gets its lines and the table its final state in one go.
        if (!idle()) {
            queue_.append(steps);
            return;
        }
        QStringList lines;
        for (const Step& s : steps) lines << s.logHtml;
        log_->appendLines(lines);
        scene_->showModel(steps.back().after, false);
        updateStatus();
        return;
    }
    queue_.append(steps);
    // While events are being shown nothing can be answered (the question may have changed).
    if (!stepRunning_) {
        stepRunning_ = true;
        refreshPrompt();
        stepRunning_ = false;
        pump();
    }
}

void GameScreen::onViewUpdated() {
    snapshotPending_ = true;
    if (idle()) becameIdle();
}

void GameScreen::pump() {
    QStringList lines;  // the log takes the lines of the events shown at once in one go
    while (!queue_.isEmpty()) {
        const Step step = queue_.takeFirst();
        lines << step.logHtml;
        const bool moves = step.event.kind == EventKind::CardMoved || step.event.kind == EventKind::Splayed ||
                           (step.event.kind == EventKind::AchievementClaimed && step.event.isSpecial);
        if (!moves || animationMs_ <= 0 || hurry_) {
            if (!(step.after == scene_->shownModel())) scene_->showModel(step.after, false);
            continue;
        }
        log_->appendLines(lines);
        // Many waiting events: hurry up.
        int ms = animationMs_;
        if (queue_.size() > 12) ms = ms / 3;
        else if (queue_.size() > 5) ms = ms * 2 / 3;
        stepRunning_ = true;
        ++stepsAnimated_;
        // Another seat's move travelling: it may be skipped (with the rest of the moves waiting).
        if (step.event.player != controller_->model().viewer && !skip_->isVisible()) {
            placeSkipButton();
            skip_->show();
            skip_->raise();
        }
        scene_->playStep(step, ms);
        // The bar follows the events as they are shown: whose turn they are in (it said "Sending your answer…"
        // through a whole bot turn shown after the answer had long arrived).
        bar_->setState(std::nullopt, scene_->shownModel(), false, waitingText(), false);
        updateStatus();
        stepGuard_.start(ms + 250);
        return;
    }
    log_->appendLines(lines);
    stepRunning_ = false;
    skip_->hide();
    becameIdle();
}

void GameScreen::stepDone() {
    if (!stepRunning_) return;
    stepGuard_.stop();
    stepRunning_ = false;
    pump();
}

void GameScreen::becameIdle() {
    if (!controller_) return;
    if (snapshotPending_ || !(scene_->shownModel() == controller_->model())) {
        scene_->showModel(controller_->model(), false);
        snapshotPending_ = false;
    }
    refreshPrompt();
    if (controller_->prompt()) hurry_ = false;  // this seat decides: the next moves travel again
    piles_->refresh(scene_->shownModel());
    showHandoverIfNeeded();
    if (controller_->isOver() && !resultShown_) {
        resultShown_ = true;
        over_->showResult(*controller_->result());
    }
}

void GameScreen::showHandoverIfNeeded() {
    if (!controller_ || controller_->humanSeatCount() < 2 || controller_->isOver()) return;
    const int seat = controller_->seatWaitingForHandover();
    if (seat < 0 || controller_->prompt()) return;
    confirm_->hide();
    panel_->hide();
    piles_->hide();  // the next person must not see this seat's cards
    scene_->endHover();
    cover_->showFor(seat, controller_->model().players.value(seat).name);
}

QString GameScreen::waitingText() const {
    // The table as shown: while events are still being shown, the player whose turn they are in.
    const TableModel& m = scene_->shownModel();
    if (controller_->isOver()) return tr("The game is over.");
    if (!controller_->fatalError().isEmpty()) return controller_->fatalError();
    if (!idle()) {
        // Events being shown came after any answer of ours: the turn they are in.
        if (m.current >= 0 && m.current < m.playerCount()) {
            const PlayerModel& p = m.players[m.current];
            return p.human ? tr("%1's turn…").arg(p.name) : tr("%1 is thinking…").arg(p.name);
        }
        return tr("Waiting…");
    }
    if (controller_->awaitingReply()) return tr("Sending your answer…");
    const int who = m.waitingFor;
    if (who >= 0 && who < m.playerCount()) {
        const PlayerModel& p = m.players[who];
        return p.human ? tr("Waiting for %1…").arg(p.name) : tr("%1 is thinking…").arg(p.name);
    }
    return tr("Waiting…");
}

void GameScreen::refreshPrompt() {
    if (!controller_) return;
    // One truth for whose turn it is: the table as shown. While events are being shown the question waits (it is
    // the seat's once the table has caught up), and the bar says whose turn the shown events are in.
    const auto& p = idle() ? controller_->prompt() : std::optional<PromptState>{};
    const TableModel& m = scene_->shownModel();
    const bool enabled = idle() && !controller_->awaitingReply() && !cover_->isVisible();
    const bool inPanel = p && answeredInPanel(*p);
    scene_->setPrompt(p, enabled);
    bar_->setState(p, m, enabled, waitingText(), p && !inPanel);
    QRect avoid;
    if (p && p->source >= 0)
        if (CardItem* it = scene_->item(cardKey(p->source)); it && it->isVisible())
            avoid = view_->mapFromScene(it->sceneBoundingRect()).boundingRect();
    panel_->setAvoid(avoid);
    const bool panelWasShown = panel_->isVisible();
    panel_->setPrompt(enabled ? p : std::nullopt, m, enabled);
    if (panel_->isVisible() && !panelWasShown) scene_->endHover();
    if (!p) confirm_->hide();
    if (enabled && p) applyHeldClick();
    emit undoAvailable(controller_->canUndo());
    bar_->setResultAvailable(controller_->isOver() && controller_->result().has_value());
    updateStatus();
    updateSince();
}

void GameScreen::updateSince() {
    if (!controller_) {
        scene_->setChangedPlaces({});
        since_->setLines({});
        return;
    }
    const auto& p = controller_->prompt();
    const bool offered = sinceOn_ && idle() && p && !controller_->awaitingReply() && !cover_->isVisible() && !controller_->isOver();
    SinceLastTurn since;
    if (offered) since = controller_->sinceLastDecision();
    scene_->setChangedPlaces(since.places);
    since_->setLines(offered && !sinceDismissed_ ? sinceLines(since, controller_->viewSeat()) : QStringList{});
}

void GameScreen::holdClick(const ItemKey& key) {
    heldClick_ = key;
    heldFor_ = controller_ && controller_->prompt() ? controller_->prompt()->id : -1;  // the question answered
    heldSince_.start();
}

void GameScreen::applyHeldClick() {
    constexpr qint64 kHoldMs = 2000;  // longer, and the player has moved on
    if (heldClick_.isNull()) return;
    // The question just answered may show again for a moment before the next one arrives: not for it.
    if (controller_->prompt() && controller_->prompt()->id == heldFor_ && heldSince_.elapsed() <= kHoldMs) return;
    const ItemKey key = heldClick_;
    heldClick_ = {};
    if (heldSince_.elapsed() > kHoldMs) return;
    // Only a pick among the question's choices: never an action (a meld or a dogma) the player did not see offered.
    const auto target = scene_->targetForKey(key);
    if (target && target->kind == TableScene::ClickTarget::Option) scene_->clickKey(key);
}

void GameScreen::updateStatus() {
    if (!controller_) return;
    const TableModel& m = scene_->shownModel();
    if (m.players.isEmpty()) return;
    QString s;
    if (controller_->isOver()) s = tr("<b>Game over</b> after %n turn(s).", nullptr, std::max(1, m.turnNumber));
    else if (m.turnNumber == 0) s = tr("<b>Opening</b>: everyone melds one of their two cards.");
    else
        s = tr("<b>Turn %1</b> · %2 to play · %n action(s) left", nullptr, std::max(0, m.actionsLeft))
                .arg(m.turnNumber)
                .arg(m.players.value(m.current).name.toHtmlEscaped());
    s += "<br>" + palette::span(palette::kFaintInk, tr("To win: %1 achievements").arg(m.achievementsToWin()));
    if (s == status_->text()) return;
    status_->setText(s);
    emit statusChanged(s);
}

// ---------------------------------------------------------------- input

void GameScreen::requestActivation(int card, std::optional<ActionKind> setAction, bool (GameController::*act)(int)) {
    if (!controller_) return;
    if (!confirmDogma_) {
        if (setAction) controller_->takeSetAction(*setAction, card);
        else (controller_->*act)(card);
        return;
    }
    scene_->endHover();  // the preview would cover the question
    confirm_->ask(controller_->previewDogma(card, setAction));
}

void GameScreen::requestDogma(int card) { requestActivation(card, std::nullopt, &GameController::dogma); }
void GameScreen::requestParley(int card) { requestActivation(card, std::nullopt, &GameController::parley); }
void GameScreen::requestSetAction(ActionKind action, int card) { requestActivation(card, action, nullptr); }

void GameScreen::onOption(const QString& option) { currentChoices()->pick(option); }

void GameScreen::onAction(const PromptOption& o) {
    if (!controller_) return;
    switch (o.type) {
    case PromptOption::Draw: controller_->draw(); break;
    case PromptOption::Meld: controller_->meld(o.card()); break;
    case PromptOption::Dogma: requestDogma(o.card()); break;
    case PromptOption::Parley: requestParley(o.card()); break;
    case PromptOption::SetAction: requestSetAction(o.action(), o.card()); break;
    case PromptOption::Achieve: controller_->achieve(o.age); break;
    default: controller_->answer({o.text}); break;
    }
}

void GameScreen::keyNumber(int n) {
    if (confirm_->isVisible() || cover_->isVisible() || piles_->isVisible()) return;
    currentChoices()->activateNumber(n);
}

void GameScreen::keyDraw() {
    if (confirm_->isVisible() || cover_->isVisible() || piles_->isVisible() || !controller_ || !idle()) return;
    const auto& p = controller_->prompt();
    if (p && p->canDraw()) controller_->draw();
}

void GameScreen::keyConfirm() {
    if (piles_->isVisible()) return;
    // Enter answers the question on screen as its button does (it parleyed as a dogma, and did nothing on the cover).
    if (cover_->isVisible()) {
        cover_->take();
        return;
    }
    if (confirm_->isVisible()) {
        confirm_->accept();
        return;
    }
    if (auto* b = qobject_cast<QPushButton*>(focusWidget()); b && b->isVisible() && b->isEnabled() && b != nullptr &&
                                                             isAncestorOf(b)) {
        b->click();
        return;
    }
    currentChoices()->confirm();
}

void GameScreen::keyEscape() {
    if (piles_->isVisible()) {
        piles_->hide();
        return;
    }
    if (confirm_->isVisible()) {
        confirm_->hide();
        return;
    }
    if (over_->isVisible()) {
        over_->hide();
        return;
    }
    ChoiceBox* box = currentChoices();
    if (!box->picks().isEmpty()) {
        box->clearPicks();
        return;
    }
    box->pass();
}

}  // namespace inno::client
