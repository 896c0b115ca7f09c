// The pile browser panel: the list of piles and the cards of the chosen one.
#include "game/pile_browser.h"
#include "style/palette.h"

#include "paint/card_painter.h"
#include "text/words.h"

#include <QGraphicsDropShadowEffect>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>

namespace inno::client {

namespace {
constexpr qreal kCardW = CardPainter::kWidth * 1.1;
constexpr qreal kCardH = CardPainter::kHeight * 1.1;
constexpr qreal kGap = 10;
constexpr qreal kCaption = 18;
}  // namespace

// ================================================================ the strip of cards

PileStrip::PileStrip(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void PileStrip::setCards(const QList<PileCard>& cards, bool board) {
    cards_ = cards;
    board_ = board;
    updateGeometry();
    update();
}

void PileStrip::setScale(qreal scale) {
    scale_ = scale;
    updateGeometry();
    update();
}

int PileStrip::perRow(int width) const { return std::max(1, static_cast<int>((width - kGap) / (kCardW * scale_ + kGap))); }

QRectF PileStrip::cardRect(int i, int width) const {
    const int n = perRow(width);
    const qreal w = kCardW * scale_, h = kCardH * scale_;
    return {kGap + (i % n) * (w + kGap), kGap + (i / n) * (h + kCaption * scale_ + kGap), w, h};
}

int PileStrip::heightForWidth(int w) const {
    const int rows = std::max(1, static_cast<int>((cards_.size() + perRow(w) - 1) / perRow(w)));
    return static_cast<int>(kGap + rows * ((kCardH + kCaption) * scale_ + kGap));
}

QSize PileStrip::sizeHint() const {
    const int w = static_cast<int>(4 * (kCardW * scale_ + kGap) + kGap);
    return {w, heightForWidth(w)};
}

void PileStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (cards_.isEmpty()) {
        p.setPen(palette::kHeadingInk);
        p.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignLeft | Qt::AlignTop, PileBrowser::tr("No cards."));
        return;
    }
    for (int i = 0; i < cards_.size(); ++i) {
        const PileCard& c = cards_[i];
        const QRectF r = cardRect(i, width());
        switch (c.kind) {
        case PileCard::Face: CardPainter::paintFace(&p, r, c.card, true); break;
        case PileCard::Back: CardPainter::paintBack(&p, r, c.age); break;
        case PileCard::AchievementBack: CardPainter::paintBack(&p, r, c.age, true); break;
        case PileCard::Special: CardPainter::paintSpecial(&p, r, c.special, Texts::specialCondition(c.special)); break;
        }
        if (c.tracked) CardPainter::paintTrackedBadge(&p, r);
        QString caption;
        if (board_) caption = i == 0 ? PileBrowser::tr("%1 · top").arg(i + 1) : QString::number(i + 1);
        else if (c.kind == PileCard::Back) caption = PileBrowser::tr("%1 · age %2").arg(i + 1).arg(c.age);
        else caption = QString::number(i + 1);
        if (c.tracked) caption += PileBrowser::tr(" · seen");
        p.setPen(palette::kSoftInk);
        QFont f = font();
        f.setPixelSize(qRound(12 * scale_));
        p.setFont(f);
        p.drawText(QRectF(r.left(), r.bottom() + 2, r.width(), kCaption * scale_ - 2), Qt::AlignHCenter | Qt::AlignVCenter, caption);
    }
}

void PileStrip::mouseMoveEvent(QMouseEvent* e) {
    int card = -1;
    for (int i = 0; i < cards_.size(); ++i)
        if (cards_[i].kind == PileCard::Face && cardRect(i, width()).contains(e->position())) card = cards_[i].card;
    if (card == hoveredCard_) return;
    hoveredCard_ = card;
    if (card >= 0) emit cardHovered(card, e->globalPosition().toPoint());
    else emit hoverEnded();
}

void PileStrip::leaveEvent(QEvent*) {
    hoveredCard_ = -1;
    emit hoverEnded();
}

// ================================================================ the panel

PileBrowser::PileBrowser(QWidget* parent) : QFrame(parent) {
    setObjectName("choicePanel");
    auto* shadow = new QGraphicsDropShadowEffect(this);
    shadow->setBlurRadius(28);
    shadow->setOffset(0, 6);
    shadow->setColor(palette::kPanelShadow);
    setGraphicsEffect(shadow);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(18, 14, 18, 14);
    v->setSpacing(10);
    auto* head = new QHBoxLayout;
    title_ = new QLabel(this);
    title_->setObjectName("panelTitle");
    count_ = new QLabel(this);
    count_->setObjectName("hint");
    auto* close = new QPushButton(tr("Close"), this);
    close->setToolTip(tr("Close the pile browser (Esc)"));
    connect(close, &QPushButton::clicked, this, &QWidget::hide);
    head->addWidget(title_);
    head->addWidget(count_);
    head->addStretch(1);
    head->addWidget(close);
    v->addLayout(head);
    auto* body = new QHBoxLayout;
    list_ = new QListWidget(this);
    list_->setObjectName("pileList");
    list_->setFixedWidth(250);
    list_->setWordWrap(true);  // a line longer than the list may be wide wraps rather than being cut
    list_->setTextElideMode(Qt::ElideNone);
    list_->setAccessibleName(tr("Piles"));
    scroll_ = new QScrollArea(this);
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    strip_ = new PileStrip(scroll_);
    scroll_->setWidget(strip_);
    body->addWidget(list_);
    body->addWidget(scroll_, 1);
    v->addLayout(body, 1);
    auto* hint = new QLabel(tr("↑/↓ another pile · Esc closes · your own hidden cards face up, other players' as backs "
                               "unless you saw them (eye)"),
                            this);
    hint->setObjectName("hint");
    hint->setWordWrap(true);
    v->addWidget(hint);
    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < piles_.size() && !(piles_[row] == pile_)) showPile(piles_[row]);
    });
    connect(strip_, &PileStrip::cardHovered, this, &PileBrowser::cardHovered);
    connect(strip_, &PileStrip::hoverEnded, this, &PileBrowser::hoverEnded);
    hide();
}

void PileBrowser::open(const TableModel& m, const PileRef& pile) {
    model_ = m;
    pile_ = pile;
    fillList();
    showPile(pile);
    reposition();
    show();
    raise();
    list_->setFocus();
}

void PileBrowser::refresh(const TableModel& m) {
    if (!isVisible() || m == model_) return;
    model_ = m;
    fillList();
    showPile(pile_);
}

void PileBrowser::fillList() {
    piles_ = browsablePiles(model_);
    QSignalBlocker block(list_);
    list_->clear();
    widestLine_ = 0;
    const QFontMetrics fm(list_->font());
    for (const PileRef& r : piles_) {
        const int n = static_cast<int>(pileCards(model_, r).size());
        const QString text = tr("%1 (%2)").arg(pileTitle(model_, r)).arg(n);
        list_->addItem(text);
        list_->item(list_->count() - 1)->setToolTip(text);
        widestLine_ = std::max(widestLine_, fm.horizontalAdvance(text));
    }
    fitListWidth();
}

void PileBrowser::fitListWidth() {
    // As wide as its longest line while that leaves the cards most of the panel; longer lines wrap.
    const int chrome = 2 * list_->frameWidth() + list_->verticalScrollBar()->sizeHint().width() + 24;
    const int most = std::max(220, width() * 2 / 5);
    list_->setFixedWidth(std::clamp(widestLine_ + chrome, 220, most));
}

void PileBrowser::showPile(const PileRef& pile) {
    pile_ = pile;
    const QList<PileCard> cards = pileCards(model_, pile);
    title_->setText(pileTitle(model_, pile));
    count_->setText(tr("%n card(s)", nullptr, static_cast<int>(cards.size())));
    strip_->setCards(cards, pile.kind == PileRef::Board);
    const int row = static_cast<int>(piles_.indexOf(pile));
    if (row != list_->currentRow()) {
        QSignalBlocker block(list_);
        list_->setCurrentRow(row);
    }
    emit hoverEnded();
}

QString PileBrowser::title() const { return title_->text(); }

const QList<PileCard>& PileBrowser::shownCards() const { return strip_->cards(); }

void PileBrowser::setScale(qreal scale) {
    scale_ = scale;
    strip_->setScale(scale);
    if (isVisible()) reposition();
}

void PileBrowser::reposition() {
    if (!parentWidget()) return;
    const QSize area = parentWidget()->size();
    const int w = std::max(300, std::min(area.width() - 40, qRound(1000 * scale_)));
    const int h = std::max(200, std::min(area.height() - 40, qRound(560 * scale_)));
    setGeometry((area.width() - w) / 2, std::max(10, (area.height() - h) / 2), w, h);
    fitListWidth();
}

void PileBrowser::keyPressEvent(QKeyEvent* e) {
    if (e->key() == Qt::Key_Escape) {
        hide();
        return;
    }
    QFrame::keyPressEvent(e);
}

void PileBrowser::hideEvent(QHideEvent* e) {
    QFrame::hideEvent(e);
    emit hoverEnded();
    emit closed();
}

}  // namespace inno::client
