// Small drawing helpers shared by the card painters: fonts at fractional sizes, text, polygons.
#pragma once

#include "style/palette.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

#include <algorithm>
#include <cmath>

namespace inno::client::paint {

inline QFont uiFont(qreal px, int weight = QFont::Normal, bool italic = false) {
    QFont f("DejaVu Sans");
    f.setPixelSize(1);
    f.setPointSizeF(1);
    f.setPixelSize(std::max(1, qRound(px)));
    f.setWeight(static_cast<QFont::Weight>(weight));
    f.setItalic(italic);
    f.setHintingPreference(QFont::PreferNoHinting);
    return f;
}
// Text at a fractional pixel size: draw it scaled, so small cards keep exact proportions.
// `stretch`: the font's width in percent (a title narrowed to fit, style/text_size.h).
inline void drawText(QPainter* p, const QRectF& r, int flags, const QString& text, qreal px, int weight = QFont::Normal,
              bool italic = false, int stretch = 100) {
    const qreal base = 32.0;
    const qreal k = px / base;
    p->save();
    p->translate(r.topLeft());
    p->scale(k, k);
    QFont font = uiFont(base, weight, italic);
    font.setStretch(stretch);
    p->setFont(font);
    p->drawText(QRectF(0, 0, r.width() / k, r.height() / k), flags, text);
    p->restore();
}
inline QString elided(const QString& text, qreal px, int weight, qreal width, bool italic = false, int stretch = 100) {
    const qreal base = 32.0;
    QFont font = uiFont(base, weight, italic);
    font.setStretch(stretch);
    QFontMetricsF fm(font);
    return fm.elidedText(text, Qt::ElideRight, width * base / px);
}
// A white bold title in the header band of a small card: `px` high, shrunk (down to 70%) to fit `box`, elided
// past that.
inline void drawBandTitle(QPainter* p, const QRectF& box, const QString& title, qreal px) {
    QFontMetricsF fm(uiFont(32.0, QFont::Bold));
    const qreal needed = fm.horizontalAdvance(title) * px / 32.0;
    if (needed > box.width()) px = std::max(px * 0.7, px * box.width() / needed * 0.98);
    p->setPen(palette::kBandTitle);
    drawText(p, box, Qt::AlignVCenter | Qt::AlignLeft, elided(title, px, QFont::Bold, box.width()), px, QFont::Bold);
}

inline qreal deviceWidth(QPainter* p, const QRectF& r) {
    const QTransform t = p->worldTransform();
    return std::hypot(t.m11(), t.m12()) * r.width();
}

inline QPainterPath regularPolygon(QPointF c, qreal radius, int n, qreal rotation) {
    QPainterPath path;
    for (int i = 0; i < n; ++i) {
        const qreal a = rotation + i * 2 * M_PI / n;
        QPointF pt(c.x() + radius * std::cos(a), c.y() + radius * std::sin(a));
        if (i == 0) path.moveTo(pt);
        else path.lineTo(pt);
    }
    path.closeSubpath();
    return path;
}

}  // namespace inno::client::paint
