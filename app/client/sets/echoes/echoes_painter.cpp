// Echoes of the Past drawn with QPainter: an Echoes card's echo effect box and bonus in their positions, the music
// note on a hexagon, and the Echoes back (the base back with a violet frame and ripples, so a hidden card shows
// its set).
#include "sets/echoes/echoes_painter.h"
#include "paint/paint_util.h"
#include "style/palette.h"
#include "text/card_texts.h"

#include "core/card.h"
#include "echoes/echoes.h"

#include <QFontMetricsF>
#include <QPainterPath>
#include <QRegularExpression>

namespace inno::client {

using namespace paint;

namespace {
const QColor kEchoViolet{0x6e, 0x4f, 0xb8};
const QColor kEchoPaper{0xf1, 0xec, 0xfb};

// Three arcs spreading from the left edge of `r`: the mark of an echo.
void ripples(QPainter* p, const QRectF& r, const QColor& c, qreal width) {
    p->save();
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(c, width, Qt::SolidLine, Qt::RoundCap));
    const QPointF o(r.left(), r.center().y());
    for (int i = 1; i <= 3; ++i) {
        const qreal rad = r.width() * i / 3.2;
        p->drawArc(QRectF(o.x() - rad, o.y() - rad, 2 * rad, 2 * rad), -50 * 16, 100 * 16);
    }
    p->restore();
}

// The echo effect box: violet-edged paper; its text when the box is large enough on the device to read it,
// else the ripples.
void echoBox(QPainter* p, const QRectF& r, const QString& text) {
    p->save();
    p->setPen(QPen(kEchoViolet, std::max(0.8, r.width() * 0.05)));
    p->setBrush(kEchoPaper);
    p->drawRoundedRect(r, r.width() * 0.12, r.width() * 0.12);
    const qreal dw = deviceWidth(p, r);
    if (dw >= 90 && !text.isEmpty()) {
        const QRectF inner = r.adjusted(r.width() * 0.06, r.height() * 0.05, -r.width() * 0.06, -r.height() * 0.05);
        // The largest size (down to a floor) at which the text fits the box.
        qreal px = inner.height() / 3;
        const QString plain = QString(text).replace(QRegularExpression("\\[(\\w+)\\]"), "\\1");
        for (; px > inner.height() / 14; px *= 0.92) {
            QFontMetricsF fm(uiFont(px));
            if (fm.boundingRect(inner, Qt::TextWordWrap, plain).height() <= inner.height()) break;
        }
        p->setPen(palette::kEffectInk);
        p->setFont(uiFont(px));
        p->drawText(inner, Qt::TextWordWrap | Qt::AlignCenter, plain);
    } else {
        ripples(p, r.adjusted(r.width() * 0.22, r.height() * 0.2, -r.width() * 0.1, -r.height() * 0.2), kEchoViolet,
                std::max(0.8, r.width() * 0.07));
    }
    p->restore();
}

// A music note in the lower right of a hexagon tile (Saxophone counts these).
void musicNote(QPainter* p, const QRectF& r) {
    p->save();
    p->setPen(Qt::NoPen);
    p->setBrush(palette::kInk);
    const qreal u = r.width();
    p->drawEllipse(QPointF(r.left() + u * 0.7, r.top() + u * 0.82), u * 0.1, u * 0.075);
    p->drawRect(QRectF(r.left() + u * 0.78, r.top() + u * 0.5, u * 0.035, u * 0.33));
    p->restore();
}
}  // namespace

void EchoesPainter::paintEchoesPositions(QPainter* p, const QRectF& r, int cardId) {
    const CardId id = static_cast<CardId>(cardId);
    if (!echoes::isEchoesCard(id)) return;
    const echoes::EchoesCardDef& e = echoes::echoesOf(id);
    const CardDef& def = card(id);
    for (int pos = 0; pos < 4; ++pos) {
        const echoes::Slot& s = e.positions[static_cast<std::size_t>(pos)];
        const QRectF slot = iconSlot(r, pos);
        switch (s.kind) {
        case echoes::Slot::Echo: echoBox(p, slot, printedEffectText(def)); break;
        case echoes::Slot::Bonus: paintBonusTile(p, slot, s.bonus, def.color); break;
        case echoes::Slot::Hex:
            if (e.musicNote) musicNote(p, slot);
            break;
        case echoes::Slot::Icon: break;  // drawn with the base card's icons
        }
    }
}

void EchoesPainter::paintEchoesBack(QPainter* p, const QRectF& r, int age, qreal ageAt) {
    paintBack(p, r, age, false, ageAt);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(r.width(), r.height());
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(kEchoViolet.lighter(130), std::max(1.0, s * 0.05)));
    p->drawRoundedRect(r.adjusted(s * 0.04, s * 0.04, -s * 0.04, -s * 0.04), s * 0.06, s * 0.06);
    ripples(p, QRectF(r.left() + s * 0.12, r.top() + s * 0.12, s * 0.3, s * 0.3), kEchoViolet.lighter(150), std::max(0.8, s * 0.03));
    p->restore();
}

}  // namespace inno::client
