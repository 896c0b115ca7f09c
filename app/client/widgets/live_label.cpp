#include "widgets/live_label.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QPainter>
#include <QStyleOptionFrame>

#include <algorithm>
#include <cmath>

namespace inno::client {

LiveLabel::LiveLabel(QWidget* parent) : QFrame(parent) {
    doc_.setDocumentMargin(0);
    doc_.setUndoRedoEnabled(false);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

int LiveLabel::chromeWidth() const {
    const QMargins m = contentsMargins();
    return m.left() + m.right();
}

int LiveLabel::chromeHeight() const {
    const QMargins m = contentsMargins();
    return m.top() + m.bottom();
}

int LiveLabel::textHeight(int textWidth) const {
    doc_.setDefaultFont(font());
    doc_.setTextWidth(std::max(1, textWidth));
    return static_cast<int>(std::ceil(doc_.size().height()));
}

void LiveLabel::setText(const QString& html) {
    if (html == text_) return;
    text_ = html;
    relayout();
}

void LiveLabel::relayout() {
    doc_.setHtml(text_);
    const int h = textHeight(contentsRect().width());
    if (h != shownHeight_) {
        shownHeight_ = h;
        updateGeometry();
    }
    update();
}

QSize LiveLabel::sizeHint() const {
    const int w = std::max(contentsRect().width(), 200);
    return {w + chromeWidth(), textHeight(w) + chromeHeight()};
}

QSize LiveLabel::minimumSizeHint() const { return {60 + chromeWidth(), fontMetrics().height() + chromeHeight()}; }

int LiveLabel::heightForWidth(int width) const { return textHeight(width - chromeWidth()) + chromeHeight(); }

QRect LiveLabel::wordsRect() const {
    const QRect r = contentsRect();
    doc_.setTextWidth(r.width());
    return QRect(r.topLeft(), QSize(std::min(r.width(), static_cast<int>(std::ceil(doc_.idealWidth()))), std::min(r.height(), static_cast<int>(std::ceil(doc_.size().height())))));
}

void LiveLabel::paintEvent(QPaintEvent* e) {
    QFrame::paintEvent(e);  // the style's background and border
    QPainter p(this);
    const QRect r = contentsRect();
    doc_.setTextWidth(r.width());
    p.translate(r.topLeft());
    QAbstractTextDocumentLayout::PaintContext ctx;
    ctx.palette = palette();
    ctx.palette.setColor(QPalette::Text, palette().color(foregroundRole()));
    ctx.clip = QRectF(0, 0, r.width(), r.height());
    doc_.documentLayout()->draw(&p, ctx);
}

void LiveLabel::resizeEvent(QResizeEvent* e) {
    QFrame::resizeEvent(e);
    const int h = textHeight(contentsRect().width());
    if (h != shownHeight_) {
        shownHeight_ = h;
        updateGeometry();
    }
}

void LiveLabel::changeEvent(QEvent* e) {
    QFrame::changeEvent(e);
    if (e->type() == QEvent::FontChange || e->type() == QEvent::StyleChange || e->type() == QEvent::PaletteChange) {
        shownHeight_ = -1;
        relayout();
    }
}

}  // namespace inno::client
