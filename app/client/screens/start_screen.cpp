#include "screens/start_screen.h"
#include "style/palette.h"
#include "style/text_size.h"

#include "paint/card_painter.h"

#include "core/card.h"

#include <QEvent>
#include <QLabel>
#include <QLinearGradient>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include "core/card_set.h"

namespace inno::client {

namespace {
constexpr int kButtonWidth = 300;  // the start screen's buttons, and the line under Continue wraps to it
constexpr int kFanPicks[] = {9, 24, 38, 57, 74, 88};  // a card of each few ages, their titles readable
constexpr qreal kFanStep = 14.0;                      // degrees between two cards of the fan
}

StartScreen::StartScreen(QWidget* parent) : QWidget(parent) {
    setObjectName("startScreen");
    // The page scrolls rather than setting a minimum window size: on a small screen every button stays reachable.
    auto* scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setStyleSheet("QScrollArea, QScrollArea > QWidget, QScrollArea > QWidget > QWidget { background: transparent; }");
    scroll->viewport()->setAutoFillBackground(false);
    auto* page = new QWidget(scroll);
    auto* whole = new QVBoxLayout(this);
    whole->setContentsMargins(0, 0, 0, 0);
    whole->addWidget(scroll);
    auto* outer = new QHBoxLayout(page);
    outer->setContentsMargins(80, 24, 80, 16);
    auto* column = new QVBoxLayout;
    column->setSpacing(8);
    auto* title = new QLabel(tr("Innovation"), this);
    title->setObjectName("gameTitle");
    auto* subtitle = new QLabel(tr("Carl Chudyk's card game of ideas through the ages — first edition"), this);
    subtitle->setObjectName("gameSubtitle");
    column->addStretch(2);
    column->addWidget(title);
    column->addWidget(subtitle);
    record_ = new QLabel(this);
    record_->setObjectName("botRecord");
    column->addWidget(record_);
    column->addSpacing(16);
    // Two columns of buttons, playing on the left and the rest on the right, so that the page fits a 1280x720
    // screen without scrolling even with the line under Continue.
    auto* columns = new QHBoxLayout;
    columns->setSpacing(24);
    auto* play = new QVBoxLayout;
    auto* more = new QVBoxLayout;
    for (QVBoxLayout* c : {play, more}) c->setSpacing(8);
    columns->addLayout(play);
    columns->addLayout(more);
    column->addLayout(columns);
    QVBoxLayout* into = play;
    auto button = [&](const QString& text, const QString& name) {
        auto* b = new QPushButton(text, page);
        b->setObjectName(name);
        b->setProperty("startButton", true);
        b->setMinimumWidth(kButtonWidth);
        b->setCursor(Qt::PointingHandCursor);
        into->addWidget(b);  // as wide as the column's widest (in French "Héberger…" was wider than the rest)
        b->installEventFilter(this);  // the fan makes room for the buttons as they grow
        buttons_ << b;
        return b;
    };
    auto* newGame = button(tr("New game"), "newGameButton");
    continue_ = button(tr("Continue"), "continueButton");
    continueInfo_ = new QLabel(this);
    continueInfo_->setObjectName("continueInfo");
    // As wide as the buttons, wrapping: a long line (four or five players' names) widened the column and pushed
    // the second column of buttons over the fan of cards.
    continueInfo_->setWordWrap(true);
    continueInfo_->setMaximumWidth(kButtonWidth);
    play->addWidget(continueInfo_);
    auto* load = button(tr("Open a saved game…"), "loadButton");
    auto* replays = button(tr("Replays"), "replaysButton");
    replays->setToolTip(tr("Step through a finished game, or any saved game"));
    auto* host = button(tr("Host LAN game"), "hostButton");
    auto* join = button(tr("Join LAN game"), "joinButton");
    host->setToolTip(tr("Open a table on this computer that friends on the network can join"));
    join->setToolTip(tr("Find tables on the network, or connect to an address"));
    play->addStretch(1);
    into = more;
    auto* learn = button(tr("Learn to play"), "learnButton");
    learn->setToolTip(tr("A first game against a gentle bot, in which the table explains each idea as it comes up"));
    auto* catalogue = button(tr("Card catalogue"), "catalogueButton");
    auto* rules = button(tr("Rules reference"), "rulesButton");
    auto* settings = button(tr("Settings"), "settingsButton");
    auto* quit = button(tr("Quit"), "quitButton");
    more->addStretch(1);
    column->addStretch(3);
    outer->addLayout(column);
    outer->addStretch(1);
    scroll->setWidget(page);
    connect(newGame, &QPushButton::clicked, this, &StartScreen::newGame);
    connect(learn, &QPushButton::clicked, this, &StartScreen::learnToPlay);
    connect(continue_, &QPushButton::clicked, this, &StartScreen::continueGame);
    connect(load, &QPushButton::clicked, this, &StartScreen::loadGame);
    connect(replays, &QPushButton::clicked, this, &StartScreen::replays);
    connect(host, &QPushButton::clicked, this, &StartScreen::hostLan);
    connect(join, &QPushButton::clicked, this, &StartScreen::joinLan);
    connect(catalogue, &QPushButton::clicked, this, &StartScreen::catalogue);
    connect(rules, &QPushButton::clicked, this, &StartScreen::rules);
    connect(settings, &QPushButton::clicked, this, &StartScreen::settings);
    connect(quit, &QPushButton::clicked, this, &StartScreen::quit);
    setContinueText({});
    setRecordText({});
    fitTextToWindow();
}

void StartScreen::resizeEvent(QResizeEvent* e) {
    QWidget::resizeEvent(e);
    fitTextToWindow();
}

bool StartScreen::eventFilter(QObject* watched, QEvent* e) {
    if (e->type() == QEvent::Resize || e->type() == QEvent::Move) update();
    return QWidget::eventFilter(watched, e);
}

void StartScreen::fitTextToWindow() {
    // The words and buttons grow with the window as the fan of cards does (at 2560x1440 they kept their 1280x720
    // size in a corner of the page), as the game screen's words do.
    const qreal f = windowTextScale(width(), height());
    if (qFuzzyCompare(f, textScale_)) return;
    textScale_ = f;
    setStyleSheet(QString("QLabel#gameTitle { font-size: %1px; } QLabel#gameSubtitle { font-size: %2px; } "
                          "QLabel#continueInfo, QLabel#botRecord { font-size: %3px; } "
                          "QPushButton[startButton=\"true\"] { font-size: %4px; padding: %5px %6px; }")
                      .arg(qRound(60 * f))
                      .arg(qRound(16 * f))
                      .arg(qRound(12 * f))
                      .arg(qRound(17 * f))
                      .arg(qRound(11 * f))
                      .arg(qRound(22 * f)));
    for (QPushButton* b : buttons_) b->setMinimumWidth(qRound(kButtonWidth * f));
    continueInfo_->setMaximumWidth(qRound(kButtonWidth * f));
}

void StartScreen::setContinueText(const QString& description) {
    continue_->setEnabled(!description.isEmpty());
    continue_->setToolTip(description.isEmpty() ? tr("No unfinished game") : description);
    continueInfo_->setText(description);
    continueInfo_->setVisible(!description.isEmpty());
}

void StartScreen::setRecordText(const QString& record) {
    record_->setText(record);
    record_->setVisible(!record.isEmpty());
}

QString StartScreen::recordText() const { return record_->text(); }

void StartScreen::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QLinearGradient g(0, 0, width(), height());
    g.setColorAt(0, palette::kStartTop);
    g.setColorAt(1, palette::kStartBottom);
    p.fillRect(rect(), g);
    const Fan cards = fan();
    const QSizeF card = cards.card;
    for (int i = 0; i < cards.places.size(); ++i) {
        p.save();
        p.setTransform(cards.places[i], true);
        p.setPen(Qt::NoPen);
        p.setBrush(palette::kFanShadow);
        p.drawRoundedRect(QRectF(QPointF(5, 7), card), 12, 12);
        CardPainter::paintFace(&p, QRectF(QPointF(0, 0), card), kFanPicks[i]);
        p.restore();
    }
}

QRectF StartScreen::buttonsRect() const {
    QRectF all;
    for (const QPushButton* b : buttons_) all |= QRectF(b->mapTo(this, QPoint(0, 0)), b->size());
    return all;
}

QRectF StartScreen::fanRoom() const {
    const qreal gap = 24 * std::max<qreal>(1, textScale_);
    return QRectF(QPointF(buttonsRect().right() + gap, 0), QPointF(width() - gap, height()));
}

// The fan stands in the room right of the buttons: at 1280x720 it reached over the second column of buttons,
// whose translucent faces let the cards show through their words. Where that room is narrow the fan shrinks.
StartScreen::Fan StartScreen::fan() const {
    const QRectF room = fanRoom();
    const qreal cw = std::clamp(width() * 0.19, 200.0, 320.0 * textScale_), ch = cw * 2 / 3, radius = height() * 0.5;
    const int n = static_cast<int>(std::size(kFanPicks));
    const qreal outer = kFanStep * (n - 1) / 2 * M_PI / 180;
    const qreal halfWidth = cw / 2 * std::cos(outer) + (ch + radius) * std::sin(outer);
    const qreal scale = std::min(1.0, room.width() / 2 / halfWidth);
    Fan out;
    out.card = QSizeF(cw * scale, ch * scale);
    // Cards smaller than this would not show their titles: a narrow window shows the buttons alone.
    if (out.card.width() < 110) return out;
    const auto cards = cardsOf(kMainSet);
    QRectF bounds;
    for (int i = 0; i < n && kFanPicks[i] < static_cast<int>(cards.size()); ++i) {
        QTransform t;
        t.translate(room.center().x(), 0);
        t.rotate(-kFanStep * (n - 1) / 2 + i * kFanStep);
        t.translate(-out.card.width() / 2, -out.card.height() - radius * scale);
        out.places << t;
        bounds |= t.mapRect(QRectF(QPointF(0, 0), out.card));
    }
    // Level with the title and the buttons, inside the window.
    QRectF words = buttonsRect();
    if (const auto* title = findChild<QWidget*>("gameTitle")) words |= QRectF(title->mapTo(this, QPoint(0, 0)), title->size());
    const qreal top = std::clamp(words.center().y() - bounds.height() / 2, 0.0, std::max(0.0, height() - bounds.height()));
    for (QTransform& t : out.places) t *= QTransform::fromTranslate(0, top - bounds.top());
    return out;
}

}  // namespace inno::client
