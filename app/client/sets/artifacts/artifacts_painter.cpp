// Artifacts of History drawn with QPainter: the bronze frame of an Artifacts face and its back (the base back with
// a bronze frame and the strata of a dig, so a hidden card shows its set).
#include "sets/artifacts/artifacts_painter.h"
#include "sets/artifacts/artifacts_palette.h"
#include "paint/paint_util.h"

#include "artifacts/artifacts.h"

namespace inno::client {

using namespace paint;

void ArtifactsPainter::paintArtifactsFrame(QPainter* p, const QRectF& r, int cardId) {
    if (cardId < 0 || !artifacts::isArtifact(static_cast<CardId>(cardId))) return;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(r.width(), r.height());
    // A bronze frame inside the card's edge, and a small bronze seal (a dug-up find) under the age badge.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(palette::kArtifactBronze, std::max(0.8, s * 0.025)));
    p->drawRoundedRect(r.adjusted(s * 0.035, s * 0.035, -s * 0.035, -s * 0.035), s * 0.07, s * 0.07);
    // The seal stands in the bottom row, between the bottom-left and bottom-middle icons.
    const QRectF left = iconSlot(r, 1), middle = iconSlot(r, 2);
    const qreal d = std::min(left.height() * 0.42, std::max(0.0, middle.left() - left.right()) * 0.8);
    const QRectF seal((left.right() + middle.left()) / 2 - d / 2, left.center().y() - d / 2, d, d);
    p->setPen(QPen(palette::kArtifactEarth, std::max(0.6, s * 0.012)));
    p->setBrush(palette::kArtifactBronze);
    p->drawPath(regularPolygon(seal.center(), seal.width() / 2, 8, M_PI / 8));
    p->restore();
}

void ArtifactsPainter::paintArtifactsBack(QPainter* p, const QRectF& r, int age, qreal ageAt) {
    paintBack(p, r, age, false, ageAt);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(r.width(), r.height());
    // Strata along the bottom edge: three wavy bands of earth.
    QPainterPath clip;
    clip.addRoundedRect(r.adjusted(1, 1, -1, -1), s * 0.08, s * 0.08);
    p->setClipPath(clip);
    for (int band = 0; band < 3; ++band) {
        const qreal top = r.bottom() - s * (0.30 - band * 0.09);
        QPainterPath wave;
        wave.moveTo(r.left(), top);
        const int steps = 6;
        for (int i = 1; i <= steps; ++i) {
            const qreal x = r.left() + r.width() * i / steps;
            wave.quadTo(QPointF(x - r.width() / steps / 2, top + (i % 2 ? -1 : 1) * s * 0.03), QPointF(x, top));
        }
        wave.lineTo(r.bottomRight());
        wave.lineTo(r.bottomLeft());
        wave.closeSubpath();
        QColor c = palette::kArtifactBronze.darker(120 + band * 25);
        c.setAlpha(150);
        p->setPen(Qt::NoPen);
        p->setBrush(c);
        p->drawPath(wave);
    }
    p->setClipping(false);
    // The bronze frame.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(palette::kArtifactBronze.lighter(120), std::max(1.0, s * 0.05)));
    p->drawRoundedRect(r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04), s * 0.06, s * 0.06);
    p->restore();
}

}  // namespace inno::client
