// The replay viewer: positions come from the engine's replay (core/replay.h); this file only shows them.
#include "replay/replay_window.h"
#include "widgets/window_keys.h"
#include "style/palette.h"

#include "widgets/card_popup.h"
#include "text/words.h"
#include "text/log_text.h"
#include "text/prompt_text.h"
#include "game/game_screen.h"
#include "widgets/log_panel.h"
#include "table/painted_texts.h"
#include "table/table_scene.h"

#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "bots/bot.h"
#include "json/json_io.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QShortcut>
#include <QSlider>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTextBlock>
#include <QToolButton>
#include <QVBoxLayout>

namespace inno::client {

namespace bj = boost::json;

namespace {
// The table message a live client would have received: players, options and the start of the history.
bj::object tableMessage(const Game& g, const bj::array& seatsJson) {
    bj::array players;
    for (std::size_t p = 0; p < g.names().size(); ++p) {
        bj::object po{{"name", g.names()[p]}, {"human", true}};
        if (p < seatsJson.size()) {
            const bj::object& so = wire::objectOf(seatsJson[p]);
            po["human"] = wire::boolField(so, "human", true);
            if (!wire::boolField(so, "human", true)) po["level"] = wire::stringField(so, "level");
        }
        players.push_back(std::move(po));
    }
    return bj::object{{"players", std::move(players)},
                      {"start", net::tableStart(g.initial())},
                      {"options", json::optionsJson(g.setup().options)}};
}
}  // namespace

ReplayWindow::ReplayWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName("replayWindow");
    setWindowTitle(tr("Replay — Innovation"));
    resize(fitToScreen(this, QSize(1280, 720)));
    closeWithKeys(this);
    scene_ = new TableScene(this);
    scene_->setAnimationMs(0);
    view_ = new TableView(scene_, this);
    view_->setFocusPolicy(Qt::NoFocus);
    auto* popup = new CardPopup(this);
    popup->setConfine(view_);
    connect(scene_, &TableScene::cardHovered, popup, &CardPopup::showCardBeside);
    connect(scene_, &TableScene::specialHovered, popup, &CardPopup::showSpecialBeside);
    connect(scene_, &TableScene::hoverEnded, popup, &QWidget::hide);

    log_ = new LogPanel(this);
    log_->setFocusPolicy(Qt::NoFocus);
    log_->setToolTip(tr("Double-click a line to go to that point of the game"));
    log_->viewport()->installEventFilter(this);
    connect(log_, &LogPanel::cardHovered, popup, [this, popup](int card, QPoint at) { popup->showCardBesideColumn(card, log_, at); });
    connect(log_, &LogPanel::hoverEnded, popup, &QWidget::hide);
    turns_ = new QListWidget(this);
    turns_->setObjectName("replayTurns");
    turns_->setFocusPolicy(Qt::NoFocus);
    turns_->setToolTip(tr("Double-click a turn to go to its start"));
    connect(turns_, &QListWidget::itemDoubleClicked, this, [this](QListWidgetItem* item) {
        setPosition(item->data(Qt::UserRole).toULongLong());
    });
    tabs_ = new QTabWidget(this);
    tabs_->setFocusPolicy(Qt::NoFocus);
    tabs_->addTab(log_, tr("Log"));
    tabs_->addTab(turns_, tr("Turns"));

    split_ = new QSplitter(this);
    split_->setObjectName("replaySplit");
    split_->addWidget(view_);
    split_->addWidget(tabs_);
    split_->setStretchFactor(0, 4);
    split_->setStretchFactor(1, 1);
    split_->setSizes({960, 320});

    // The step bar.
    auto* bar = new QHBoxLayout;
    auto button = [&](QStyle::StandardPixmap icon, const QString& tip, const QString& name, auto slot) {
        auto* b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setIconSize(QSize(22, 22));
        b->setToolTip(tip);
        b->setObjectName(name);
        b->setFocusPolicy(Qt::NoFocus);
        b->setAutoRaise(false);
        connect(b, &QToolButton::clicked, this, slot);
        bar->addWidget(b);
        return b;
    };
    button(QStyle::SP_MediaSkipBackward, tr("To the start (Home)"), "replayStart", [this] { setPosition(0); });
    button(QStyle::SP_MediaSeekBackward, tr("Previous turn (Page Up)"), "replayPreviousTurn", [this] { previousTurn(); });
    button(QStyle::SP_ArrowLeft, tr("Previous decision (Left)"), "replayBack", [this] { stepBack(); });
    button(QStyle::SP_ArrowRight, tr("Next decision (Right)"), "replayForward", [this] { stepForward(); });
    button(QStyle::SP_MediaSeekForward, tr("Next turn (Page Down)"), "replayNextTurn", [this] { nextTurn(); });
    button(QStyle::SP_MediaSkipForward, tr("To the end (End)"), "replayEnd", [this] { setPosition(positions() == 0 ? 0 : positions() - 1); });
    slider_ = new QSlider(Qt::Horizontal, this);
    slider_->setObjectName("replaySlider");
    slider_->setFocusPolicy(Qt::NoFocus);
    connect(slider_, &QSlider::valueChanged, this, [this](int v) { setPosition(static_cast<std::size_t>(v)); });
    bar->addWidget(slider_, 1);
    where_ = new QLabel(this);
    where_->setObjectName("replayWhere");
    bar->addWidget(where_);
    bar->addSpacing(12);
    bar->addWidget(new QLabel(tr("Seen by:"), this));
    seats_ = new QComboBox(this);
    seats_->setObjectName("replaySeat");
    seats_->setFocusPolicy(Qt::ClickFocus);
    connect(seats_, &QComboBox::activated, this, [this](int i) {
        setViewer(seats_->itemData(i).toInt());
        setFocus();
    });
    bar->addWidget(seats_);
    what_ = new QLabel(this);
    what_->setObjectName("replayWhat");
    what_->setWordWrap(true);

    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(6, 6, 6, 6);
    v->addWidget(split_, 1);
    v->addWidget(what_);
    v->addLayout(bar);
    setFocusPolicy(Qt::StrongFocus);

    auto key = [this](QKeySequence k, auto slot) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WindowShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    key(Qt::Key_Right, [this] { stepForward(); });
    key(Qt::Key_Left, [this] { stepBack(); });
    key(Qt::Key_Home, [this] { setPosition(0); });
    key(Qt::Key_End, [this] { setPosition(positions() == 0 ? 0 : positions() - 1); });
    key(Qt::Key_PageDown, [this] { nextTurn(); });
    key(Qt::Key_PageUp, [this] { previousTurn(); });
    key(QKeySequence::Close, [this] { close(); });
}

ReplayWindow::~ReplayWindow() = default;

QString ReplayWindow::open(const QString& saveText, const QString& title) {
    const std::string text = saveText.toStdString();
    json::Loaded loaded = json::loadGame(text);
    if (!loaded.game) return QString::fromStdString(loaded.error);
    std::string error;
    auto replay = GameReplay::build(*loaded.game, &error);
    if (!replay) return QString::fromStdString(error);
    std::string unused;
    const bj::value save = json::parse(text, unused).value_or(nullptr);
    const bj::array& seatsJson = wire::arrayField(wire::objectOf(save), "seats");
    table_ = tableMessage(*loaded.game, seatsJson);
    seatsListed_ = seatsJson.size();
    replay_ = std::make_unique<GameReplay>(std::move(*replay));
    if (!title.isEmpty()) setWindowTitle(tr("Replay: %1 — Innovation").arg(title));

    // Seats: each one's view, the first person's first; every card only for a finished game.
    seats_->clear();
    int firstHuman = -1;
    const bj::array& players = wire::arrayField(table_, "players");
    for (std::size_t p = 0; p < replay_->names().size(); ++p) {
        const bool human = p < players.size() && wire::boolField(wire::objectOf(players[p]), "human", true);
        if (human && firstHuman < 0) firstHuman = static_cast<int>(p);
        seats_->addItem(QString::fromStdString(replay_->names()[p]), static_cast<int>(p));
    }
    if (replay_->finished()) seats_->addItem(tr("All cards"), kAllCards);
    viewer_ = std::max(firstHuman, 0);
    seats_->setCurrentIndex(seats_->findData(viewer_));

    turns_->clear();
    for (const auto& [turn, k] : replay_->turnStarts()) {
        const int player = replay_->gameAt(k).state().current;
        auto* item = new QListWidgetItem(turn == 0 ? tr("Opening") : tr("Turn %1 — %2").arg(turn).arg(QString::fromStdString(replay_->names()[static_cast<std::size_t>(player)])), turns_);
        item->setData(Qt::UserRole, static_cast<qulonglong>(k));
    }
    const QSignalBlocker block(slider_);
    slider_->setRange(0, static_cast<int>(replay_->last()));
    position_ = 0;
    rebuildLog();
    showPosition();
    return {};
}

bool ReplayWindow::allCardsOffered() const { return seats_->findData(kAllCards) >= 0; }

bool ReplayWindow::setViewer(int seat) {
    if (!replay_) return false;
    if (seat == kAllCards ? !replay_->finished() : (seat < 0 || seat >= static_cast<int>(replay_->names().size()))) return false;
    viewer_ = seat;
    seats_->setCurrentIndex(seats_->findData(seat));
    rebuildLog();
    showPosition();
    return true;
}

// Every hand and score pile in the open takes room from the boards: at five seats in a 1280x720 window their top
// cards came out 36 px wide with their titles shortened. Where that happens, "All cards" gives the table the log's
// width, from the first position where it happens (the splitter's handle brings the log back); choosing a seat again
// gives the log its width back.
void ReplayWindow::fitAllCards() {
    if (viewer_ != kAllCards) {
        if (!splitBeforeAllCards_.isEmpty()) split_->setSizes(splitBeforeAllCards_);
        splitBeforeAllCards_.clear();
        return;
    }
    if (!splitBeforeAllCards_.isEmpty()) return;
    const Layout& l = scene_->layout();
    bool cramped = false;
    for (const auto& [key, s] : l.items) {
        if (s.zone != Zone::Board || !s.top) continue;
        const QString read = topCardTitleAsRead(l, s);  // empty for a card whose set paints its own face
        cramped = cramped || s.rect.width() < kLeastWholeTitleCardW || (!read.isEmpty() && read != cardTitle(s.card));
    }
    if (!cramped) return;
    splitBeforeAllCards_ = split_->sizes();
    split_->setSizes({splitBeforeAllCards_.value(0) + splitBeforeAllCards_.value(1), 0});
}

void ReplayWindow::setPosition(std::size_t k) {
    if (!replay_) return;
    k = std::min(k, replay_->last());
    if (k == position_) return;
    position_ = k;
    showPosition();
}

void ReplayWindow::nextTurn() {
    if (replay_) setPosition(replay_->nextTurn(position_));
}

void ReplayWindow::previousTurn() {
    if (replay_) setPosition(replay_->previousTurn(position_));
}

std::size_t ReplayWindow::positionOfLine(int line) const {
    return line >= 0 && line < linePositions_.size() ? linePositions_[line] : position_;
}

void ReplayWindow::rebuildLog() {
    // The whole log as the chosen seat saw it, each line knowing the position it belongs to.
    const int eventsFor = viewer_ == kAllCards ? GameReplay::kAllSeats : viewer_;
    TableModel m = modelFromTable(table_, viewer_ == kAllCards ? -1 : viewer_);
    QStringList lines;
    linePositions_.clear();
    std::vector<Event> seen;  // the events as the chosen seat saw them
    for (const Event& e : replay_->allEvents()) seen.push_back(eventsFor == GameReplay::kAllSeats ? e : redactFor(e, eventsFor));
    Event last;
    for (std::size_t i = 0; i < seen.size(); ++i) {
        const Event& e = seen[i];
        const TableModel before = m;
        applyEvent(m, e);
        // A reveal that repeats the reveal of the card just moved says nothing new.
        const bool repeated = e.kind == EventKind::CardRevealed && last.kind == EventKind::CardMoved && last.revealed &&
                          last.card == e.card;
        last = e;
        const QString line = repeated ? QString() : describeIn(seen, i, before, m);
        if (line.isEmpty()) continue;
        lines << line;
        linePositions_ << replay_->positionOfEvent(i);
    }
    log_->setLines(lines);
    markedUpTo_ = -1;
}

TableModel ReplayWindow::modelAt(std::size_t k) const {
    const int seat = viewer_ == kAllCards ? -1 : viewer_;
    TableModel m = modelFromTable(table_, seat);
    for (auto p = static_cast<qsizetype>(seatsListed_); p < m.players.size(); ++p) m.players[p].kindKnown = false;
    for (const Event& e : replay_->eventsUpTo(k, viewer_ == kAllCards ? GameReplay::kAllSeats : seat)) applyEvent(m, e);
    View v = viewer_ == kAllCards ? replay_->openViewAt(k) : replay_->viewAt(k, seat);
    v.prompt.reset();  // nothing is asked in a replay
    applyView(m, v);
    m.replay = true;
    return m;
}

QString ReplayWindow::choiceText(std::size_t k) const {
    // The answer that led to position k, in the words of the prompt bar; a card the seat on view could not know
    // stays hidden (by its age).
    const GameReplay::Step& s = replay_->step(k);
    const QString who = QString::fromStdString(replay_->names()[static_cast<std::size_t>(s.answeredBy)]);
    if (k > replay_->finalGame().answers().size()) return tr("%1 conceded.").arg(who);
    const Game before = replay_->gameAt(k - 1);
    if (!before.prompt()) return {};
    TableModel m = modelAt(k - 1);
    const bool sees = viewer_ == kAllCards || viewer_ == s.answeredBy;
    auto known = [&](int card) {
        if (sees) return true;
        for (const PlayerModel& pl : m.players) {
            for (const PileModel& pile : pl.piles)
                if (pile.cards.contains(card)) return true;
            for (const QList<CardRef>* zone : {&pl.hand, &pl.score})
                for (const CardRef& r : *zone)
                    if (r.id == card) return true;
        }
        return false;
    };
    m.viewer = s.answeredBy;  // "Draw a 3" is the age this seat would draw
    const PromptState p = promptState(*before.prompt(), 0, s.answeredBy, m);
    QStringList picks;
    for (std::uint8_t i : replay_->finalGame().answers()[k - 1]) {
        if (i >= p.options.size()) continue;
        const PromptOption& o = p.options[i];
        picks << (o.type == PromptOption::Card && !known(o.card()) ? Texts::hiddenCard(o.age) : optionLabel(o, p, m));
    }
    return tr("%1 chose: %2").arg(who, picks.isEmpty() ? tr("nothing") : picks.join(", "));
}

void ReplayWindow::showPosition() {
    if (!replay_) return;
    model_ = modelAt(position_);
    scene_->showModel(model_, false);
    {
        const QSignalBlocker block(slider_);
        slider_->setValue(static_cast<int>(position_));
    }
    const GameReplay::Step& s = replay_->step(position_);
    where_->setText(tr("Decision %1 of %2 · turn %3").arg(position_).arg(replay_->last()).arg(s.turn));
    what_->setText(position_ == 0 ? tr("The cards are dealt.") : choiceText(position_));
    for (int i = 0; i < turns_->count(); ++i) {
        QListWidgetItem* item = turns_->item(i);
        const std::size_t start = item->data(Qt::UserRole).toULongLong();
        const std::size_t end = i + 1 < turns_->count() ? turns_->item(i + 1)->data(Qt::UserRole).toULongLong() : replay_->positions();
        if (position_ >= start && position_ < end) {
            turns_->setCurrentItem(item);
            break;
        }
    }
    markLog();
    fitAllCards();
}

void ReplayWindow::markLog() {
    // Lines of the decision just taken are marked; lines still to come are greyed.
    QTextDocument* doc = log_->document();
    QTextCursor c(doc);
    c.beginEditBlock();
    int lastShown = -1;
    for (int i = 0; i < linePositions_.size(); ++i) {
        QTextBlock b = doc->findBlockByNumber(i);
        if (!b.isValid()) break;
        const std::size_t at = linePositions_[i];
        const QColor back = at > position_ ? palette::kReplayAhead : at == position_ ? palette::kReplayHere : palette::kPaper;
        if (b.blockFormat().background().color() == back) {
            if (at <= position_) lastShown = i;
            continue;
        }
        QTextCursor bc(b);
        QTextBlockFormat f = b.blockFormat();
        f.setBackground(back);
        bc.setBlockFormat(f);
        if (at <= position_) lastShown = i;
    }
    c.endEditBlock();
    if (lastShown >= 0) {
        QTextCursor at(doc->findBlockByNumber(lastShown));
        log_->setTextCursor(at);
        log_->ensureCursorVisible();
    }
}

bool ReplayWindow::eventFilter(QObject* watched, QEvent* e) {
    if (watched == log_->viewport() && e->type() == QEvent::MouseButtonDblClick) {
        const auto* me = static_cast<QMouseEvent*>(e);
        const int line = log_->cursorForPosition(me->position().toPoint()).blockNumber();
        setPosition(positionOfLine(line));
        return true;
    }
    return QWidget::eventFilter(watched, e);
}

}  // namespace inno::client
