#include "game/overlays.h"
#include "style/palette.h"

#include "paint/card_painter.h"
#include "sets/set_table.h"
#include "text/dogma_text.h"
#include "text/result_text.h"
#include "widgets/icon_text_browser.h"

#include <QGraphicsDropShadowEffect>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace inno::client {

namespace {
void shadow(QWidget* w) {
    auto* s = new QGraphicsDropShadowEffect(w);
    s->setBlurRadius(30);
    s->setOffset(0, 8);
    s->setColor(palette::kOverlayShadow);
    w->setGraphicsEffect(s);
}
void centerIn(QWidget* w, int minWidth) {
    if (!w->parentWidget()) return;
    w->ensurePolished();  // the style sheet's fonts decide the size
    if (w->layout()) w->layout()->activate();
    w->adjustSize();
    const QSize s = w->sizeHint();
    w->resize(std::max(minWidth, s.width()), s.height());
    w->move((w->parentWidget()->width() - w->width()) / 2, std::max(16, (w->parentWidget()->height() - w->height()) / 2 - 40));
}
}  // namespace

DogmaConfirm::DogmaConfirm(QWidget* parent) : QFrame(parent) {
    setObjectName("choicePanel");
    shadow(this);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(18, 14, 18, 14);
    title_ = new QLabel(this);
    title_->setObjectName("panelTitle");
    auto* row = new QHBoxLayout;
    image_ = new QLabel(this);
    text_ = new IconTextBrowser(this);
    setScale(1);
    row->addWidget(image_);
    row->addWidget(text_, 1);
    auto* buttons = new QHBoxLayout;
    auto* cancel = new QPushButton(tr("Cancel"), this);
    cancel->setToolTip(tr("Esc"));
    ok_ = new QPushButton(tr("Activate"), this);
    ok_->setObjectName("doneButton");
    ok_->setToolTip(tr("Enter"));
    buttons->addStretch();
    buttons->addWidget(cancel);
    buttons->addWidget(ok_);
    v->addWidget(title_);
    v->addLayout(row);
    v->addLayout(buttons);
    connect(ok_, &QPushButton::clicked, this, &DogmaConfirm::accept);
    connect(cancel, &QPushButton::clicked, this, [this] {
        hide();
        emit cancelled();
    });
    hide();
}

void DogmaConfirm::accept() {
    hide();
    emit confirmed(card_);
}

void DogmaConfirm::ask(const DogmaPreview& d) {
    card_ = d.card;
    setAction_ = d.setAction;
    parley_ = d.isParley();
    title_->setText(d.setAction    ? tableOfAction(*d.setAction).actionQuestion(*d.setAction, cardTitle(d.card))
                    : d.isParley() ? tr("Parley %1's %2?").arg(d.ownerName, cardTitle(d.card))
                                   : tr("Activate the dogma of %1?").arg(cardTitle(d.card)));
    ok_->setText(d.setAction ? tableOfAction(*d.setAction).actionButton(*d.setAction) : d.isParley() ? tr("Parley") : tr("Activate"));
    image_->setPixmap(CardPainter::cardPixmap(d.card, image_->size(), devicePixelRatioF()));
    text_->setHtml(dogmaPreviewText(d));
    show();
    reposition();
    raise();
    ok_->setFocus();
}

void DogmaConfirm::reposition() { centerIn(this, qRound(700 * scale_)); }

void DogmaConfirm::setScale(qreal scale) {
    scale_ = scale;
    image_->setFixedSize(qRound(330 * scale), qRound(220 * scale));
    text_->setMinimumWidth(qRound(300 * scale));
    text_->setFixedHeight(qRound(220 * scale));
    if (card_ >= 0) image_->setPixmap(CardPainter::cardPixmap(card_, image_->size(), devicePixelRatioF()));
    if (isVisible()) reposition();
}

HandoverCover::HandoverCover(QWidget* parent) : QWidget(parent) {
    auto* v = new QVBoxLayout(this);
    v->addStretch();
    text_ = new QLabel(this);
    text_->setObjectName("coverText");
    text_->setAlignment(Qt::AlignCenter);
    button_ = new QPushButton(this);
    button_->setObjectName("coverButton");
    v->addWidget(text_, 0, Qt::AlignCenter);
    v->addSpacing(18);
    v->addWidget(button_, 0, Qt::AlignCenter);
    v->addStretch();
    connect(button_, &QPushButton::clicked, this, &HandoverCover::take);
    hide();
}

void HandoverCover::take() {
    hide();
    emit taken(seat_);
}

void HandoverCover::showFor(int seat, const QString& name) {
    seat_ = seat;
    text_->setText(tr("Pass the screen to %1").arg(name));
    button_->setText(tr("I am %1 — show my cards").arg(name));
    setGeometry(parentWidget()->rect());
    show();
    raise();
    button_->setFocus();
}

void HandoverCover::paintEvent(QPaintEvent*) {
    QPainter p(this);
    QLinearGradient g(0, 0, 0, height());
    g.setColorAt(0, palette::kCoverTop);
    g.setColorAt(1, palette::kCoverBottom);
    p.fillRect(rect(), g);
}

GameOverPanel::GameOverPanel(QWidget* parent) : QFrame(parent) {
    setObjectName("choicePanel");
    shadow(this);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(26, 20, 26, 20);
    v->setSpacing(12);
    headline_ = new QLabel(this);
    headline_->setObjectName("resultHeadline");
    headline_->setAlignment(Qt::AlignCenter);
    reason_ = new QLabel(this);
    reason_->setWordWrap(true);
    reason_->setAlignment(Qt::AlignCenter);
    gridHost_ = new QWidget(this);
    grid_ = new QGridLayout(gridHost_);
    grid_->setHorizontalSpacing(28);
    auto* buttons = buttons_ = new QHBoxLayout;
    auto* look = new QPushButton(tr("Look at the table"), this);
    auto* start = new QPushButton(tr("Main menu"), this);
    auto* again = new QPushButton(tr("New game"), this);
    again->setObjectName("doneButton");
    story_ = new QPushButton(tr("The story of the game"), this);
    story_->setObjectName("storyButton");
    buttons->addWidget(look);
    buttons->addWidget(story_);
    review_ = new QPushButton(tr("Review this game"), this);
    review_->setObjectName("reviewButton");
    buttons->addWidget(review_);
    buttons->addStretch();
    buttons->addWidget(start);
    buttons->addWidget(again);
    v->addWidget(headline_);
    v->addWidget(reason_);
    v->addWidget(gridHost_, 0, Qt::AlignCenter);
    v->addLayout(buttons);
    connect(look, &QPushButton::clicked, this, &QWidget::hide);
    connect(start, &QPushButton::clicked, this, &GameOverPanel::toStart);
    connect(again, &QPushButton::clicked, this, &GameOverPanel::newGame);
    connect(story_, &QPushButton::clicked, this, &GameOverPanel::storyRequested);
    connect(review_, &QPushButton::clicked, this, &GameOverPanel::reviewRequested);
    hide();
}

void GameOverPanel::setStoryAvailable(bool on) {
    story_->setVisible(on);
    review_->setVisible(on);
}

void GameOverPanel::addButton(QPushButton* button) {
    button->setParent(this);
    buttons_->insertWidget(buttons_->indexOf(story_) + 1, button);
}

void GameOverPanel::showResult(const GameResult& r) {
    headline_->setText(resultHeadline(r));
    reason_->setText(resultReason(r) + (r.turns ? "<br>" + tr("The game lasted %n turn(s).", nullptr, r.turns) : QString()));
    while (QLayoutItem* it = grid_->takeAt(0)) {
        delete it->widget();
        delete it;
    }
    const QStringList heads{tr("Player"), tr("Score"), tr("Achievements"), QString()};
    for (int c = 0; c < heads.size(); ++c) {
        auto* l = new QLabel("<b>" + heads[c] + "</b>", gridHost_);
        grid_->addWidget(l, 0, c);
    }
    int row = 1;
    for (const auto& line : r.players) {
        grid_->addWidget(new QLabel(line.name, gridHost_), row, 0);
        grid_->addWidget(new QLabel(QString::number(line.score), gridHost_), row, 1, Qt::AlignRight);
        grid_->addWidget(new QLabel(QString::number(line.achievements), gridHost_), row, 2, Qt::AlignRight);
        grid_->addWidget(new QLabel(line.winner ? "★ " + tr("winner") : QString(), gridHost_), row, 3);
        ++row;
    }
    show();
    reposition();
    raise();
}

void GameOverPanel::reposition() { centerIn(this, 480); }

}  // namespace inno::client
