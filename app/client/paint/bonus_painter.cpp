// The parchment tile the sets' special icons stand on, and the bonus (a coin with its value) that more than one
// set prints: built whichever sets a build has.
#include "paint/card_painter.h"
#include "paint/paint_util.h"
#include "style/palette.h"

#include <QRadialGradient>

namespace inno::client {

using namespace paint;

void CardPainter::paintParchmentTile(QPainter* p, const QRectF& r, Color cardColor) {
    p->setPen(QPen(dark(cardColor), r.width() * 0.06));
    p->setBrush(palette::kParchment);
    const qreal rad = r.width() * 0.16;
    p->drawRoundedRect(r.adjusted(r.width() * 0.03, r.width() * 0.03, -r.width() * 0.03, -r.width() * 0.03), rad, rad);
}

void CardPainter::paintBonusTile(QPainter* p, const QRectF& r, int value, Color cardColor) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    paintParchmentTile(p, r, cardColor);
    // The coin, in the unit square of the tile.
    p->translate(r.topLeft());
    p->scale(r.width(), r.height());
    p->setPen(QPen(palette::kYellowDark, 0.05));
    QRadialGradient g(QPointF(0.42, 0.4), 0.45);
    g.setColorAt(0, palette::kCoinTop);
    g.setColorAt(1, palette::kYellow);
    p->setBrush(g);
    p->drawEllipse(QPointF(0.5, 0.5), 0.4, 0.4);
    p->setPen(palette::kCoinInk);
    drawText(p, QRectF(0.1, 0.1, 0.8, 0.8), Qt::AlignCenter, QString::number(value), value >= 10 ? 0.42 : 0.56, QFont::Black);
    p->restore();
}

}  // namespace inno::client
