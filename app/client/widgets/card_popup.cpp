#include "widgets/card_popup.h"

#include "paint/card_painter.h"
#include "style/palette.h"
#include "text/html.h"
#include "text/words.h"

#include "sets/set_table.h"

#include <QGuiApplication>
#include <QPainter>
#include <QScreen>
#include <QTextDocument>

#include <cmath>

namespace inno::client {

namespace {
constexpr QSize kCardSize(420, 290);
constexpr int kNoteMargin = 12;
}  // namespace

QString CardPopup::setNotes(int card) { return card < 0 ? QString() : tableOfCard(card).cardNotes(card); }

void CardPopup::setCard(int card) {
    card_ = card;
    special_.clear();
    notes_ = setNotes(card);
    QSize size = kCardSize;
    if (!notes_.isEmpty()) {
        QTextDocument doc;
        doc.setDefaultFont(font());
        doc.setHtml(notes_);
        doc.setTextWidth(size.width() - 2 * kNoteMargin - 12);
        size.rheight() += static_cast<int>(std::ceil(doc.size().height())) + 2 * kNoteMargin;
    }
    resize(size);
}

CardPopup::CardPopup(QWidget* parent) : QWidget(parent, Qt::ToolTip | Qt::FramelessWindowHint) {
    setAttribute(Qt::WA_TranslucentBackground);
    setAttribute(Qt::WA_ShowWithoutActivating);
    resize(kCardSize);
}

void CardPopup::showCard(int card, QPoint globalPos) {
    setCard(card);
    place(globalPos);
    update();
    show();
    raise();
}

void CardPopup::showSpecial(const QString& name, QPoint globalPos) {
    card_ = -1;
    special_ = name;
    notes_.clear();
    resize(320, 200);
    place(globalPos);
    update();
    show();
    raise();
}

void CardPopup::showCardBeside(int card, QRect cardRect) {
    setCard(card);
    if (!placeBeside(cardRect)) return hide();
    update();
    show();
    raise();
}

void CardPopup::showSpecialBeside(const QString& name, QRect cardRect) {
    card_ = -1;
    special_ = name;
    notes_.clear();
    resize(320, 200);
    if (!placeBeside(cardRect)) return hide();
    update();
    show();
    raise();
}

void CardPopup::showCardBesideColumn(int card, const QWidget* column, QPoint at) {
    setCard(card);
    const QRect c(column->mapToGlobal(QPoint(0, 0)), column->size());
    if (!placeBesideColumn(c, at.y(), true) && !placeBesideColumn(c, at.y(), false)) return showCard(card, at);
    update();
    show();
    raise();
}

bool CardPopup::placeBesideColumn(QRect column, int y, bool avoiding) {
    const QRect a = area(column.center(), true);
    const int gap = 10;
    const int top = std::clamp(y - height() / 2, a.top(), std::max(a.top(), a.bottom() - height()));
    for (int x : {column.left() - gap - width(), column.right() + gap}) {
        const QRect r(QPoint(std::clamp(x, a.left(), std::max(a.left(), a.right() - width())), top), size());
        if (r.intersects(column) || (avoiding && coversAvoided(r)) || !a.contains(r)) continue;
        move(r.topLeft());
        return true;
    }
    return false;
}

bool CardPopup::coversAvoided(const QRect& r) const {
    for (const QPointer<QWidget>& w : avoid_)
        if (w && w->isVisible() && r.intersects(QRect(w->mapToGlobal(QPoint(0, 0)), w->size()))) return true;
    return false;
}

QRect CardPopup::area(QPoint at, bool confined) const {
    // Beside a card of the table: within the table's view (which the window keeps on its screen).
    if (confined && confine_ && confine_->isVisible()) return QRect(confine_->mapToGlobal(QPoint(0, 0)), confine_->size());
    QScreen* screen = QGuiApplication::screenAt(at);
    QRect a = screen ? screen->availableGeometry() : QRect(0, 0, 1920, 1080);
    if (confined && confine_ && confine_->isVisible()) a &= QRect(confine_->mapToGlobal(QPoint(0, 0)), confine_->size());
    return a;
}

bool CardPopup::placeBeside(QRect card) {
    // Right of the card, else left of it, else above or below it; inside the table, never over the card nor over
    // what must stay readable (the prompt bar, a panel asking a question). Nowhere to go: not shown.
    const QRect a = area(card.center(), true);
    const int gap = 10;
    const QPoint candidates[] = {QPoint(card.right() + gap, card.top()), QPoint(card.left() - gap - width(), card.top()),
                                 QPoint(card.center().x() - width() / 2, card.top() - gap - height()),
                                 QPoint(card.center().x() - width() / 2, card.bottom() + gap)};
    for (QPoint p : candidates) {
        p.setX(std::clamp(p.x(), a.left(), std::max(a.left(), a.right() - width())));
        p.setY(std::clamp(p.y(), a.top(), std::max(a.top(), a.bottom() - height())));
        const QRect r(p, size());
        if (r.intersects(card) || coversAvoided(r) || !a.contains(r)) continue;
        move(p);
        return true;
    }
    return false;
}

void CardPopup::place(QPoint at) {
    const QRect area = this->area(at, false);
    QPoint p = at + QPoint(18, 18);
    if (p.x() + width() > area.right()) p.setX(at.x() - width() - 18);
    if (p.y() + height() > area.bottom()) p.setY(area.bottom() - height());
    p.setX(std::max(area.left(), p.x()));
    p.setY(std::max(area.top(), p.y()));
    // A choice's card hovered in the prompt bar or a panel asking a question: above that bar or panel, so that the
    // choice and the others beside it stay in view.
    if (coversAvoided(QRect(p, size())))
        for (const QPointer<QWidget>& w : avoid_) {
            if (!w || !w->isVisible()) continue;
            const QRect around(w->mapToGlobal(QPoint(0, 0)), w->size());
            if (!around.contains(at)) continue;
            const QPoint above(p.x(), around.top() - height() - 10);
            if (above.y() >= area.top() && !coversAvoided(QRect(above, size()))) p = above;
            break;
        }
    move(p);
}

void CardPopup::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(QPointF(0, 0), QSizeF(kCardSize)).adjusted(6, 6, -6, -6);
    p.setPen(Qt::NoPen);
    p.setBrush(palette::kShadow);
    p.drawRoundedRect(r.translated(2, 3), 12, 12);
    if (!notes_.isEmpty()) {
        // The card's own positions, explained under it by its set: what each one does and when.
        const QRectF box(r.left(), r.bottom() + 4, r.width(), height() - r.bottom() - 10);
        p.setBrush(palette::kCardFace);
        p.setPen(QPen(palette::kPlateEdge, 1));
        p.drawRoundedRect(box, 10, 10);
        QTextDocument doc;
        doc.setDefaultFont(font());
        doc.setHtml(QString("<div style=\"color:%1\">%2</div>").arg(palette::kInk.name(), notes_));
        doc.setTextWidth(box.width() - 2 * kNoteMargin);
        p.save();
        p.translate(box.topLeft() + QPointF(kNoteMargin, kNoteMargin));
        doc.drawContents(&p);
        p.restore();
    }
    if (card_ >= 0) CardPainter::paintFace(&p, r, card_);
    else if (!special_.isEmpty()) CardPainter::paintSpecial(&p, r, special_, Texts::specialCondition(special_));
}

}  // namespace inno::client
