#include "paint/card_painter.h"
#include "style/palette.h"
#include "style/text_size.h"
#include "style/title_split.h"

#include "text/card_texts.h"
#include "paint/paint_util.h"
#include "text/words.h"
#include "model/table_model.h"
#include "sets/set_table.h"
#include "sets/set_words.h"

#include "core/card.h"

#include <QAbstractTextDocumentLayout>
#include <QFontMetricsF>
#include <QHash>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QRegularExpression>
#include <QTextDocument>
#include <QtMath>

namespace inno::client {

namespace {
using namespace paint;
QPainterPath star(QPointF c, qreal outer, qreal inner) {
    QPainterPath path;
    for (int i = 0; i < 10; ++i) {
        const qreal a = -M_PI / 2 + i * M_PI / 5;
        const qreal rad = i % 2 ? inner : outer;
        QPointF pt(c.x() + rad * std::cos(a), c.y() + rad * std::sin(a));
        if (i == 0) path.moveTo(pt);
        else path.lineTo(pt);
    }
    path.closeSubpath();
    return path;
}

// Where a face's title goes and how large (card coordinates). In the header band beside the top-left icon, shrunk
// a little before it is shortened; never below the least readable size on the device (`k`: device pixels per card
// unit). A small table card with no effect lines below its band writes a title that would be too small there
// narrowed (kTitleStretches) in the band, else across the empty middle of the card, where it has the whole width.
struct TitlePlacement {
    QRectF box;
    qreal px = 0;
    int stretch = 100;
    QStringList lines = {};  // two lines in a grown band (a hand card's long title); empty: one line, shortened if need be
};
// Two lines an em apart: the descenders of the first just clear the capitals of the second.
constexpr qreal kTitleLeading = 1.0;
QFontMetricsF titleMetrics(int stretch) {
    QFont font = uiFont(32.0, QFont::Bold);
    font.setStretch(stretch);
    return QFontMetricsF(font);
}
// From the top of the first line's letters to the bottom of the second's, at `px`: their ink, not the font's
// line height (which keeps room for accents the titles do not have).
struct TwoLineInk {
    qreal above = 0;  // from the first baseline up to its tallest letter
    qreal height = 0;
};
TwoLineInk twoLineInk(const QStringList& lines, int stretch, qreal px) {
    const QFontMetricsF fm = titleMetrics(stretch);
    const qreal above = -fm.tightBoundingRect(lines[0]).top() * px / 32.0;
    return {above, above + kTitleLeading * px + fm.tightBoundingRect(lines[1]).bottom() * px / 32.0};
}
// `title` in two lines of at most `width` at `px` (card units), split at the space that keeps the longer line
// shortest, narrowed step by step; a single word too long for a line is broken with a hyphen (kBreakHyphen) where
// both parts fit and keep at least three letters. Empty: it does not fit even so.
QStringList twoTitleLines(const QString& title, qreal px, qreal width, int* stretchOut) {
    auto fits = [&](const QFontMetricsF& fm, const QString& line) { return fm.horizontalAdvance(line) * px / 32.0 <= width * 0.98; };
    for (const int stretch : kTitleStretches) {
        const QFontMetricsF fm = titleMetrics(stretch);
        const QStringList best = splitTitleAtSpace(title, fm);
        if (!best.isEmpty() && fits(fm, best[0]) && fits(fm, best[1])) return *stretchOut = stretch, best;
    }
    const QFontMetricsF fm = titleMetrics(kLeastTitleStretch);
    const QStringList broken = breakTitleInWord(title, [&](const QString& line) { return fits(fm, line); });
    if (!broken.isEmpty()) *stretchOut = kLeastTitleStretch;
    return broken;
}
// The widest of the narrowing steps at which `title` fits `width` at `px` (card units); 0: none.
int fittingStretch(const QString& title, qreal px, qreal width) {
    for (const int stretch : kTitleStretches) {
        QFont font = uiFont(32.0, QFont::Bold);
        font.setStretch(stretch);
        if (QFontMetricsF(font).horizontalAdvance(title) * px / 32.0 <= width * 0.98) return stretch;
    }
    return 0;
}
TitlePlacement titlePlacement(const QRectF& r, qreal k, const QString& title, bool effectLines) {
    const qreal s = CardPainter::iconSize(r), m = CardPainter::margin(r);
    const qreal badge = s * 0.86;
    const qreal left = r.left() + m * 2 + s;
    const QRectF header(left, r.top() + m, r.right() - m - badge - m - left, s);
    qreal px = s * 0.56;
    const qreal needed = QFontMetricsF(uiFont(32.0, QFont::Bold)).horizontalAdvance(title) * px / 32.0;
    // A little under the exact fit, which the eliding could measure a hair too wide.
    if (needed > header.width()) px = std::max(px * 0.62, px * header.width() / needed * 0.98);
    const qreal least = kMinTextPx / std::max(k, 1e-6);
    if (px >= least) {
        // Still too long at the smallest size the band takes ("Newton-Wickins Telescope" on a large card): narrowed,
        // then smaller, before it is shortened.
        if (needed * px / (s * 0.56) > header.width() * 0.98) {
            if (const int stretch = fittingStretch(title, px, header.width())) return {header, px, stretch};
            // Then a little narrowed and smaller, down to the least readable size.
            QFont font = uiFont(32.0, QFont::Bold);
            font.setStretch(kTitleStretches[1]);
            const qreal smaller = header.width() * 0.98 / QFontMetricsF(font).horizontalAdvance(title) * 32.0;
            if (smaller >= least) return {header, smaller, kTitleStretches[1]};
        }
        return {header, px};
    }
    if (const int stretch = fittingStretch(title, least, header.width())) return {header, least, stretch};
    if (effectLines) {
        // A hand card: two lines in the band grown to the strip the next row of the hand leaves in view.
        const QRectF tall(left, r.top() + m * 0.3, header.width(), r.height() * CardPainter::kTitleStrip - m * 0.6);
        int stretch = kLeastTitleStretch;
        if (const QStringList lines = twoTitleLines(title, least, tall.width(), &stretch); !lines.isEmpty() && twoLineInk(lines, stretch, least).height <= tall.height())
            return {tall, least, stretch, lines};
        return {header, least, kLeastTitleStretch};
    }
    // The middle: from the header band to the bottom row of icons, nearly the card's width.
    const qreal middleTop = r.top() + m * 2 + s, middleBottom = r.bottom() - m - s;
    if (middleBottom - middleTop < least * 1.1) return {header, least};
    const QRectF middle(r.left() + m * 1.5, middleTop, r.width() - m * 3, middleBottom - middleTop);
    const int stretch = fittingStretch(title, least, middle.width());
    return {middle, least, stretch ? stretch : kLeastTitleStretch};
}
}  // namespace

QRectF CardPainter::titleBox(int cardId, qreal deviceW, bool keepIcons) {
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size())) return {};
    const QRectF r(0, 0, kWidth, kHeight);
    const qreal s = iconSize(r), m = margin(r);
    if (tableOfCard(cardId).titleBandOnly(cardId) || (deviceW < 100 && !keepIcons)) return QRectF(r.left(), r.top(), r.width(), s + m * 2);
    const CardDef& def = card(static_cast<CardId>(cardId));
    const QString title = QString::fromUtf8(def.title.data(), static_cast<qsizetype>(def.title.size()));
    return titlePlacement(r, deviceW / kWidth, title, deviceW >= 110).box;
}

qreal CardPainter::titlePixelSize(int cardId, qreal deviceW, bool keepIcons) {
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size()) || tableOfCard(cardId).titleBandOnly(cardId)) return 0;
    const QRectF r(0, 0, kWidth, kHeight);
    const qreal k = deviceW / kWidth;
    const CardDef& def = card(static_cast<CardId>(cardId));
    const QString title = QString::fromUtf8(def.title.data(), static_cast<qsizetype>(def.title.size()));
    if (deviceW < 100 && !keepIcons) return bandTitlePx(r, k, title) * k;
    return titlePlacement(r, k, title, deviceW >= 110).px * k;
}

QString CardPainter::shownTitle(int cardId, qreal deviceW, bool keepIcons) {
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size()) || tableOfCard(cardId).titleBandOnly(cardId)) return {};
    const QRectF r(0, 0, kWidth, kHeight);
    const qreal k = deviceW / kWidth;
    const CardDef& def = card(static_cast<CardId>(cardId));
    const QString title = QString::fromUtf8(def.title.data(), static_cast<qsizetype>(def.title.size()));
    if (deviceW < 100 && !keepIcons) {
        const qreal s = iconSize(r), m = margin(r);
        const qreal left = r.left() + m * 2.5 + s * 0.5;
        return elided(title, bandTitlePx(r, k, title), QFont::Bold, r.right() - m - s * 0.86 - m * 0.5 - left);
    }
    const TitlePlacement tp = titlePlacement(r, k, title, deviceW >= 110);
    if (!tp.lines.isEmpty()) return titleFromLines(tp.lines.join('\n'));
    return elided(title, tp.px, QFont::Bold, tp.box.width(), false, tp.stretch);
}

qreal CardPainter::bandTitlePx(const QRectF& r, qreal k, const QString& title) {
    const qreal s = iconSize(r), m = margin(r);
    const qreal mk = s * 0.5;
    const qreal width = r.right() - m - s * 0.86 - m * 0.5 - (r.left() + m * 2.5 + mk);
    qreal px = s * 0.7;
    const qreal needed = QFontMetricsF(uiFont(32.0, QFont::Bold)).horizontalAdvance(title) * px / 32.0;
    if (needed > width) px = std::max(px * 0.7, px * width / needed * 0.98);
    return std::max(px, kMinTextPx / std::max(k, 1e-6));
}

qreal CardPainter::iconSize(const QRectF& r) { return std::min(r.height() * 0.26, r.width() * 0.17); }
qreal CardPainter::margin(const QRectF& r) { return iconSize(r) * 0.15; }

QRectF CardPainter::iconSlot(const QRectF& r, int slot) {
    const qreal s = iconSize(r), m = margin(r);
    switch (slot) {
    case 0: return {r.left() + m, r.top() + m, s, s};
    case 1: return {r.left() + m, r.bottom() - m - s, s, s};
    case 2: return {r.center().x() - s / 2, r.bottom() - m - s, s, s};
    default: return {r.right() - m - s, r.bottom() - m - s, s, s};
    }
}

QColor CardPainter::base(Color c) { return palette::cardBase(c); }
QColor CardPainter::light(Color c) { return palette::cardLight(c); }
QColor CardPainter::dark(Color c) { return palette::cardDark(c); }
QColor CardPainter::textColor(Color c) { return palette::cardText(c); }
QColor CardPainter::ageColor(int age) {
    // Warm early ages to cool late ones.
    const int hue = 28 + (std::clamp(age, 1, 10) - 1) * 22;
    return QColor::fromHsl(hue % 360, 150, 165);  // light enough to read on the dark backs
}

// ---------------------------------------------------------------- icons

void CardPainter::paintIconGlyph(QPainter* p, const QRectF& r, Icon icon, const QColor& hexFill) {
    p->save();
    p->translate(r.topLeft());
    p->scale(r.width(), r.height());
    p->setPen(Qt::NoPen);
    auto pen = [&](const QColor& c, qreal w) {
        QPen pn(c, w);
        pn.setCapStyle(Qt::RoundCap);
        pn.setJoinStyle(Qt::RoundJoin);
        return pn;
    };
    switch (icon) {
    case Icon::Castle: {
        QPainterPath path;
        path.moveTo(0.18, 0.88);
        path.lineTo(0.18, 0.2);
        path.lineTo(0.32, 0.2);
        path.lineTo(0.32, 0.32);
        path.lineTo(0.43, 0.32);
        path.lineTo(0.43, 0.2);
        path.lineTo(0.57, 0.2);
        path.lineTo(0.57, 0.32);
        path.lineTo(0.68, 0.32);
        path.lineTo(0.68, 0.2);
        path.lineTo(0.82, 0.2);
        path.lineTo(0.82, 0.88);
        path.closeSubpath();
        QPainterPath door;
        door.moveTo(0.41, 0.88);
        door.lineTo(0.41, 0.66);
        door.arcTo(QRectF(0.41, 0.56, 0.18, 0.2), 180, -180);
        door.lineTo(0.59, 0.88);
        door.closeSubpath();
        p->setBrush(palette::kCastleStone);
        p->drawPath(path.subtracted(door));
        p->setBrush(palette::kCastleWindow);
        p->drawRect(QRectF(0.25, 0.45, 0.08, 0.1));
        p->drawRect(QRectF(0.67, 0.45, 0.08, 0.1));
        break;
    }
    case Icon::Crown: {
        QPainterPath path;
        path.moveTo(0.14, 0.72);
        path.lineTo(0.12, 0.3);
        path.lineTo(0.33, 0.5);
        path.lineTo(0.5, 0.2);
        path.lineTo(0.67, 0.5);
        path.lineTo(0.88, 0.3);
        path.lineTo(0.86, 0.72);
        path.closeSubpath();
        p->setBrush(palette::kGold);
        p->drawPath(path);
        p->drawRoundedRect(QRectF(0.14, 0.75, 0.72, 0.11), 0.03, 0.03);
        p->setBrush(palette::kCrownJewel);
        for (QPointF pt : {QPointF(0.12, 0.3), QPointF(0.5, 0.2), QPointF(0.88, 0.3)})
            p->drawEllipse(pt, 0.06, 0.06);
        break;
    }
    case Icon::Leaf: {
        QPainterPath path;
        path.moveTo(0.18, 0.84);
        path.cubicTo(0.1, 0.45, 0.45, 0.14, 0.86, 0.14);
        path.cubicTo(0.88, 0.55, 0.6, 0.86, 0.18, 0.84);
        p->setBrush(palette::kLeaf);
        p->drawPath(path);
        p->setPen(pen(palette::kLeafVein, 0.05));
        p->setBrush(Qt::NoBrush);
        QPainterPath vein;
        vein.moveTo(0.16, 0.86);
        vein.quadTo(0.45, 0.6, 0.74, 0.27);
        p->drawPath(vein);
        break;
    }
    case Icon::Lightbulb: {
        p->setBrush(palette::kBulb);
        QPainterPath bulb;
        bulb.addEllipse(QPointF(0.5, 0.4), 0.27, 0.27);
        QPainterPath neck;
        neck.moveTo(0.34, 0.55);
        neck.lineTo(0.66, 0.55);
        neck.lineTo(0.61, 0.7);
        neck.lineTo(0.39, 0.7);
        neck.closeSubpath();
        p->drawPath(bulb.united(neck));
        p->setBrush(palette::kBulbBase);
        p->drawRoundedRect(QRectF(0.38, 0.71, 0.24, 0.15), 0.03, 0.03);
        p->setPen(pen(palette::kHexGlyph, 0.03));
        p->drawLine(QPointF(0.39, 0.76), QPointF(0.61, 0.76));
        p->drawLine(QPointF(0.39, 0.81), QPointF(0.61, 0.81));
        p->setPen(pen(palette::kBulbShine, 0.05));
        p->setBrush(Qt::NoBrush);
        p->drawArc(QRectF(0.33, 0.23, 0.22, 0.22), 100 * 16, 80 * 16);
        break;
    }
    case Icon::Factory: {
        QPainterPath path;
        path.moveTo(0.1, 0.86);
        path.lineTo(0.1, 0.5);
        path.lineTo(0.3, 0.36);
        path.lineTo(0.3, 0.5);
        path.lineTo(0.5, 0.36);
        path.lineTo(0.5, 0.5);
        path.lineTo(0.66, 0.5);
        path.lineTo(0.66, 0.14);
        path.lineTo(0.8, 0.14);
        path.lineTo(0.8, 0.5);
        path.lineTo(0.9, 0.5);
        path.lineTo(0.9, 0.86);
        path.closeSubpath();
        p->setBrush(palette::kFactory);
        p->drawPath(path);
        p->setBrush(palette::kFactoryWindow);
        for (qreal x : {0.2, 0.4, 0.6}) p->drawRect(QRectF(x, 0.62, 0.1, 0.1));
        break;
    }
    case Icon::Clock: {
        p->setBrush(palette::kClockFace);
        p->setPen(pen(palette::kClockRim, 0.1));
        p->drawEllipse(QPointF(0.5, 0.5), 0.32, 0.32);
        p->setPen(pen(palette::kClockHands, 0.07));
        p->drawLine(QPointF(0.5, 0.5), QPointF(0.5, 0.3));
        p->drawLine(QPointF(0.5, 0.5), QPointF(0.64, 0.58));
        break;
    }
    case Icon::Hex: {
        p->setBrush(hexFill);
        p->setPen(pen(hexFill.lighter(150), 0.05));
        p->drawPath(regularPolygon({0.5, 0.5}, 0.36, 6, 0));
        p->setPen(pen(hexFill.lighter(170), 0.04));
        p->setBrush(Qt::NoBrush);
        p->drawPath(regularPolygon({0.5, 0.5}, 0.2, 6, 0));
        break;
    }
    case Icon::None: break;
    }
    p->restore();
}

namespace {
// An icon tile drawn as vectors.
void drawIconTile(QPainter* p, const QRectF& r, Icon icon, Color cardColor);

// An icon tile as a pixmap exactly the size it has on the device, or a null pixmap where drawing the vectors is
// better (a rotated or shearing transform, or a size too small or too large to be worth keeping).
bool paintCachedIconTile(QPainter* p, const QRectF& r, Icon icon, Color cardColor) {
    const QTransform t = p->worldTransform();
    if (t.type() > QTransform::TxScale || !p->device()) return false;
    const qreal dpr = p->device()->devicePixelRatioF();
    const QRectF dev = t.mapRect(r);
    const QRect px(qRound(dev.x() * dpr), qRound(dev.y() * dpr), qRound(dev.width() * dpr), qRound(dev.height() * dpr));
    if (px.width() < 6 || px.height() < 6 || px.width() > 160 || px.height() > 160) return false;
    const Color tint = icon == Icon::Hex ? cardColor : Color::Red;  // only the hexagon takes the card's color
    const QString key = QStringLiteral("inno-tile:%1:%2:%3x%4")
                            .arg(static_cast<int>(icon))
                            .arg(static_cast<int>(tint))
                            .arg(px.width())
                            .arg(px.height());
    QPixmap pm;
    if (!QPixmapCache::find(key, &pm)) {
        pm = QPixmap(px.size());
        pm.fill(Qt::transparent);
        QPainter q(&pm);
        drawIconTile(&q, QRectF(QPointF(0, 0), QSizeF(px.size())), icon, tint);
        q.end();
        QPixmapCache::insert(key, pm);
    }
    pm.setDevicePixelRatio(dpr);
    p->save();
    p->setWorldTransform(QTransform());
    p->drawPixmap(QPointF(px.x() / dpr, px.y() / dpr), pm);
    p->restore();
    return true;
}
}  // namespace

void CardPainter::paintIconTile(QPainter* p, const QRectF& r, Icon icon, Color cardColor) {
    // Tiles are drawn very often (boards, plates) and look the same every time: painted once per size.
    if (!paintCachedIconTile(p, r, icon, cardColor)) drawIconTile(p, r, icon, cardColor);
}

namespace {
void drawIconTile(QPainter* p, const QRectF& r, Icon icon, Color cardColor) {
    using CP = CardPainter;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal rad = r.width() * 0.16;
    if (icon == Icon::Hex) {
        p->setPen(Qt::NoPen);
        p->setBrush(CP::dark(cardColor));
        p->drawRoundedRect(r, rad, rad);
        CP::paintIconGlyph(p, r, icon, CP::base(cardColor));
    } else {
        p->setPen(Qt::NoPen);
        p->setBrush(palette::kIconTile);
        p->drawRoundedRect(r, rad, rad);
        CP::paintIconGlyph(p, r, icon);
    }
    p->restore();
}
}  // namespace

void CardPainter::paintColorMarker(QPainter* p, const QRectF& r, Color c, const QColor& fill, const QColor& outline) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setBrush(fill);
    p->setPen(QPen(outline, r.width() * 0.08));
    const QPointF ctr = r.center();
    const qreal rad = r.width() / 2;
    switch (c) {
    case Color::Red: p->drawPath(regularPolygon(ctr + QPointF(0, rad * 0.12), rad * 0.95, 3, -M_PI / 2)); break;
    case Color::Yellow: p->drawEllipse(ctr, rad * 0.78, rad * 0.78); break;
    case Color::Green: p->drawRect(QRectF(ctr.x() - rad * 0.7, ctr.y() - rad * 0.7, rad * 1.4, rad * 1.4)); break;
    case Color::Blue: p->drawPath(regularPolygon(ctr, rad * 0.95, 4, -M_PI / 2)); break;
    case Color::Purple: p->drawPath(star(ctr, rad, rad * 0.45)); break;
    }
    p->restore();
}

// ---------------------------------------------------------------- faces

QString CardPainter::effectHtml(const QString& text) {
    static const QRegularExpression marker("\\[(\\w+)\\]");
    QString html = text.toHtmlEscaped();
    QString out;
    qsizetype last = 0;
    auto it = marker.globalMatch(html);
    while (it.hasNext()) {
        auto m = it.next();
        out += html.mid(last, m.capturedStart() - last);
        // The icon and the punctuation right after it stay on one line (no full stop alone on the next).
        qsizetype end = m.capturedEnd();
        while (end < html.size() && QStringLiteral(".,;:!?)").contains(html[end])) ++end;
        out += QString("<span style=\"white-space:nowrap\"><img src=\"icon:%1\" width=\"%2\" height=\"%2\" "
                       "style=\"vertical-align:middle\">%3</span>")
                   .arg(m.captured(1).toLower())
                   .arg(15)
                   .arg(html.mid(m.capturedEnd(), end - m.capturedEnd()));
        last = end;
    }
    out += html.mid(last);
    return out;
}

void CardPainter::paintSwatch(QPainter* p, const QRectF& r, int cardId) {
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size())) return paintBack(p, r, 1);
    const CardDef& def = card(static_cast<CardId>(cardId));
    const Color col = def.color;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const qreal rad = r.height() * 0.16;
    p->setPen(QPen(dark(col), std::max(1.0, r.height() * 0.04)));
    p->setBrush(base(col));
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
    const qreal mk = r.height() * 0.42;
    paintColorMarker(p, QRectF(r.left() + r.width() * 0.1, r.center().y() - mk / 2, mk, mk), col, palette::kCountPill, dark(col));
    p->setPen(Qt::white);
    drawText(p, QRectF(r.center().x() - r.width() * 0.05, r.top(), r.width() * 0.5, r.height()), Qt::AlignCenter,
             QString::number(facts(static_cast<CardId>(cardId)).faceUpAge ? facts(static_cast<CardId>(cardId)).faceUpAge : def.age),
             r.height() * 0.78, QFont::Bold);
    p->restore();
}

QRectF CardPainter::effectsBox(const QRectF& r) {
    const qreal s = iconSize(r), m = margin(r);
    const qreal headerBottom = r.top() + 1 + m * 2 + s - 1;
    return QRectF(r.left() + m * 1.5, headerBottom + m * 0.8, r.width() - m * 3, r.bottom() - m * 2 - s - headerBottom - m * 0.8);
}

void CardPainter::paintFace(QPainter* p, const QRectF& r, int cardId, bool keepIcons, bool withTitle, bool withEffects) {
    if (cardId < 0 || cardId >= static_cast<int>(everyCard().size())) return paintBack(p, r, 1);
    const SetTable& set = tableOfCard(cardId);
    if (set.paintFace(p, r, cardId, keepIcons)) return;
    const CardDef& def = card(static_cast<CardId>(cardId));
    const Color col = def.color;
    const qreal dw = deviceWidth(p, r);
    const qreal s = iconSize(r), m = margin(r);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const qreal rad = s * 0.28;

    // Body and header band.
    QLinearGradient body(r.topLeft(), r.bottomLeft());
    body.setColorAt(0, light(col).lighter(104));
    body.setColorAt(1, light(col).darker(104));
    p->setPen(QPen(dark(col), std::max(0.8, s * 0.06)));
    p->setBrush(body);
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
    const QString title = QString::fromUtf8(def.title.data(), static_cast<qsizetype>(def.title.size()));
    const TitlePlacement tp = titlePlacement(r, dw / r.width(), title, dw >= 110);
    // A title in two lines grows the band to the strip a hand's next row leaves in view.
    const qreal bandH = !withTitle || tp.lines.isEmpty() ? m * 2 + s - 1 : r.height() * kTitleStrip - 1;
    const QRectF header(r.left() + 1, r.top() + 1, r.width() - 2, bandH);
    QPainterPath band;
    band.addRoundedRect(header, rad * 0.9, rad * 0.9);
    QPainterPath clipBottom;
    clipBottom.addRect(header.adjusted(0, header.height() * 0.5, 0, 0));
    p->setPen(Qt::NoPen);
    QLinearGradient hb(header.topLeft(), header.bottomLeft());
    hb.setColorAt(0, base(col).lighter(112));
    hb.setColorAt(1, base(col));
    p->setBrush(hb);
    p->drawPath(band.united(clipBottom));

    // Age badge and the colour-blind marker.
    const qreal badge = s * 0.86;
    const QRectF ageRect(r.right() - m - badge, r.top() + m + (s - badge) / 2, badge, badge);
    p->setBrush(palette::kCardFace);
    p->setPen(QPen(dark(col), s * 0.05));
    p->drawEllipse(ageRect);
    p->setPen(dark(col));
    // A face shows the card's value face up (the core's CardFacts::faceUpAge, e.g. an 11), else its age.
    const int faceValue = facts(static_cast<CardId>(cardId)).faceUpAge ? facts(static_cast<CardId>(cardId)).faceUpAge : def.age;
    drawText(p, ageRect, Qt::AlignCenter, QString::number(faceValue), badge * (faceValue > kAges ? 0.5 : 0.62), QFont::Bold);
    if (dw < 100 && !keepIcons) {
        // A small card (score piles, opponents' hands): the title as large as the header band allows, no icons,
        // all of it in the band, so a card covered below its band still shows its title and age.
        const qreal mk = s * 0.5;
        paintColorMarker(p, QRectF(r.left() + m * 1.5, r.top() + m + (s - mk) / 2, mk, mk), col, palette::kCountPill, dark(col));
        const qreal left = r.left() + m * 2.5 + mk;
        const qreal width = ageRect.left() - m * 0.5 - left;
        const qreal px = bandTitlePx(r, dw / r.width(), title);
        p->setPen(palette::kBandTitle);
        drawText(p, QRectF(left, r.top() + m * 0.5, width, s + m), Qt::AlignVCenter | Qt::AlignLeft,
                 elided(title, px, QFont::Bold, width), px, QFont::Bold);
        p->restore();
        return;
    }
    // The colour-blind marker sits in the bottom row, between the middle and right icons.
    const qreal mk = s * 0.5;
    const QRectF bm = iconSlot(r, 2), br = iconSlot(r, 3);
    const QRectF markRect((bm.right() + br.left()) / 2 - mk / 2, bm.center().y() - mk / 2, mk, mk);
    paintColorMarker(p, markRect, col, base(col), dark(col));

    // Title: shrunk a little before it is shortened, never below the least readable size.
    if (withTitle && !tp.lines.isEmpty()) {
        p->setPen(palette::kBandTitle);
        // The two lines' ink in the middle of the box.
        const QFontMetricsF fm = titleMetrics(tp.stretch);
        const qreal ascent = fm.ascent() / 32.0 * tp.px, lineH = fm.height() / 32.0 * tp.px;
        const TwoLineInk ink = twoLineInk(tp.lines, tp.stretch, tp.px);
        const qreal baseline = tp.box.top() + (tp.box.height() - ink.height) / 2 + ink.above;
        for (int i = 0; i < 2; ++i)
            drawText(p, QRectF(tp.box.left(), baseline + i * kTitleLeading * tp.px - ascent, tp.box.width(), lineH), Qt::AlignTop | Qt::AlignLeft, tp.lines[i],
                     tp.px, QFont::Bold, false, tp.stretch);
    } else if (withTitle) {
        p->setPen(tp.box.top() > r.top() + m * 2 ? dark(col) : palette::kBandTitle);
        drawText(p, tp.box, Qt::AlignVCenter | Qt::AlignLeft, elided(title, tp.px, QFont::Bold, tp.box.width(), false, tp.stretch), tp.px, QFont::Bold, false, tp.stretch);
    }

    // Icons in their slots.
    for (int slot = 0; slot < 4; ++slot)
        if (def.icons[slot] != Icon::None) paintIconTile(p, iconSlot(r, slot), def.icons[slot], col);
    set.decorate(p, r, cardId);  // what the card's set prints in its positions

    // Effects: full wrapped texts on a large card, one line each on a table card.
    const QRectF text = effectsBox(r);
    if (withEffects && dw >= 300 && text.height() > 0) {
        QString html;
        html += set.effectsPrelude(cardId);  // an effect the card's set prints before the dogma effects
        for (int i = 0; i < static_cast<int>(def.effects.size()); ++i) {
            const Effect& e = def.effects[static_cast<std::size_t>(i)];
            const QString t = effectText(def, i);
            html += QString("<p style=\"margin:0 0 3px 0\">%1<img src=\"icon:%2\" width=\"15\" height=\"15\" "
                            "style=\"vertical-align:middle\">&nbsp;%3</p>")
                        .arg(e.isDemand() ? QString("<span style=\"color:%1;font-weight:bold\">%2</span> ")
                                                .arg(dark(Color::Red).name(), demandLabelOf(e.kind, Texts::tr("Demand:")))
                                          : QString(),
                             QString::fromUtf8(iconName(def.dogmaIcon).data()), effectHtml(t));
        }
        // Fit: find the largest font (in device pixels) that fits the text box.
        const qreal scale = dw / r.width();
        const qreal boxW = text.width() * scale, boxH = text.height() * scale;
        QTextDocument doc;
        doc.setDocumentMargin(0);
        for (Icon i : kResourceIcons)
            doc.addResource(QTextDocument::ImageResource, QUrl(QString("icon:%1").arg(iconName(i).data())),
                            iconPixmap(i, 48, 1.0));
        doc.addResource(QTextDocument::ImageResource, QUrl("icon:hex"), iconPixmap(Icon::Hex, 48, 1.0));
        qreal px = std::min(15.0, boxH / 4);
        for (; px >= 6.0; px -= 0.5) {
            QString sized = html;
            sized.replace("width=\"15\" height=\"15\"", QString("width=\"%1\" height=\"%1\"").arg(qRound(px * 1.15)));
            doc.setDefaultFont(uiFont(px));
            doc.setHtml(QString("<div style=\"color:%1\">%2</div>").arg(palette::kCardInk.name(), sized));
            doc.setTextWidth(boxW);
            if (doc.size().height() <= boxH) break;
        }
        p->save();
        p->translate(text.topLeft());
        p->scale(1 / scale, 1 / scale);
        doc.drawContents(p, QRectF(0, 0, boxW, boxH));
        p->restore();
    } else if (withEffects && dw >= 110 && text.height() > 0) {  // smaller, the lines would be too small to read
        const qreal px = std::min(text.height() / 3.4, s * 0.36);
        qreal y = text.top();
        const qreal iconW = px * 1.05;
        for (int i = 0; i < static_cast<int>(def.effects.size()); ++i) {
            const Effect& e = def.effects[static_cast<std::size_t>(i)];
            if (y + px * 1.2 > text.bottom() + px * 0.2) break;
            const QString t = effectPlain(effectText(def, i));
            paintIconTile(p, QRectF(text.left(), y + px * 0.1, iconW, iconW), def.dogmaIcon, col);
            p->setPen(e.isDemand() ? dark(Color::Red) : palette::kEffectInk);
            const qreal tx = text.left() + iconW + px * 0.35;
            drawText(p, QRectF(tx, y, text.right() - tx, px * 1.3), Qt::AlignLeft | Qt::AlignVCenter,
                     elided(t, px, e.isDemand() ? QFont::DemiBold : QFont::Normal, text.right() - tx), px,
                     e.isDemand() ? QFont::DemiBold : QFont::Normal);
            y += px * 1.3;
        }
    }
    p->restore();
}

void CardPainter::paintSetBack(QPainter* p, const QRectF& r, int age, int set, qreal ageAt) {
    if (set > 0 && set < setCount() && setTable(static_cast<SetId>(set)).paintBack(p, r, age, ageAt)) return;
    paintBack(p, r, age, false, ageAt);
}

QRectF CardPainter::backAgeRing(const QRectF& r, qreal ageAt) {
    const qreal s = std::min(r.width(), r.height());
    const qreal outer = s * 0.3 + s * 0.035 / 2;
    const QPointF c(r.left() + r.width() * ageAt, r.center().y());
    return QRectF(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer);
}

void CardPainter::paintBack(QPainter* p, const QRectF& r, int age, bool achievement, qreal ageAt) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(r.width(), r.height());
    const qreal rad = s * 0.07;
    const QColor tint = ageColor(age);
    QLinearGradient g(r.topLeft(), r.bottomRight());
    g.setColorAt(0, palette::kBackTop);
    g.setColorAt(1, palette::kBackBottom);
    p->setPen(QPen(achievement ? palette::kAchievementEdge : tint.darker(130), std::max(0.8, s * (achievement ? 0.05 : 0.03))));
    p->setBrush(g);
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
    // An inner frame and a ring around the age.
    p->setBrush(Qt::NoBrush);
    QColor frame = tint;
    frame.setAlpha(110);
    p->setPen(QPen(frame, s * 0.02));
    p->drawRoundedRect(r.adjusted(s * 0.08, s * 0.08, -s * 0.08, -s * 0.08), rad * 0.7, rad * 0.7);
    const QPointF c(r.left() + r.width() * ageAt, r.center().y());
    const qreal ring = s * 0.3;
    p->setPen(QPen(tint, s * 0.035));
    p->setBrush(palette::kBackAgeDisc);
    if (achievement) p->drawPath(star(c, ring * 1.15, ring * 0.8));
    else p->drawEllipse(c, ring, ring);
    // The age in near-white on the dark back, whatever the age's tint (a dark tint on near-black is unreadable).
    p->setPen(palette::kBackInk);
    drawText(p, QRectF(c.x() - ring, c.y() - ring, ring * 2, ring * 2), Qt::AlignCenter, QString::number(age),
             ring * (age >= 10 ? 0.95 : 1.2), QFont::Bold);
    p->restore();
}

void CardPainter::paintSpecial(QPainter* p, const QRectF& r, const QString& name, const QString& condition, bool withName) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(r.width(), r.height());
    const qreal rad = s * 0.07;
    QLinearGradient g(r.topLeft(), r.bottomLeft());
    g.setColorAt(0, palette::kSpecialTop);
    g.setColorAt(1, palette::kSpecialBottom);
    p->setPen(QPen(palette::kSpecialEdge, std::max(0.8, s * 0.04)));
    p->setBrush(g);
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
    const qreal dw = deviceWidth(p, r);
    const qreal starR = s * 0.16;
    p->setPen(Qt::NoPen);
    p->setBrush(palette::kSpecialSeal);
    const bool wide = dw >= 180 && !condition.isEmpty();
    const QPointF sc = wide ? QPointF(r.left() + s * 0.22, r.top() + s * 0.22) : QPointF(r.center().x(), r.top() + r.height() * 0.34);
    p->drawPath(star(sc, starR, starR * 0.45));
    p->setPen(palette::kGoldInk);
    if (wide) {
        drawText(p, QRectF(r.left() + s * 0.42, r.top() + s * 0.08, r.width() - s * 0.5, s * 0.28),
                 Qt::AlignLeft | Qt::AlignVCenter, Texts::special(name), s * 0.17, QFont::Bold);
        QTextDocument doc;
        const qreal scale = dw / r.width();
        doc.setDocumentMargin(0);
        doc.setDefaultFont(uiFont(std::max(9.0, s * 0.1 * scale)));
        doc.setPlainText(condition);
        doc.setTextWidth((r.width() - s * 0.24) * scale);
        p->save();
        p->translate(r.left() + s * 0.12, r.top() + s * 0.42);
        p->scale(1 / scale, 1 / scale);
        doc.drawContents(p);
        p->restore();
    } else {
        const qreal k = dw / r.width();
        const qreal px = specialNamePixelSize(QRectF(0, 0, r.width() * k, r.height() * k), name) / k;
        if (px > 0 && withName)
            drawText(p, QRectF(r.left(), r.top() + r.height() * 0.56, r.width(), r.height() * 0.4), Qt::AlignHCenter | Qt::AlignTop,
                     elided(Texts::special(name), px, QFont::Bold, r.width() * 0.94), px, QFont::Bold);
    }
    p->restore();
}

qreal CardPainter::specialNamePixelSize(const QRectF& r, const QString& name) {
    const qreal s = std::min(r.width(), r.height());
    if (s * 0.2 >= kMinTextPx) return s * 0.2;
    // Written at the least size when it fits the tile whole and under the star; else not at all.
    const qreal needed = QFontMetricsF(uiFont(32.0, QFont::Bold)).horizontalAdvance(Texts::special(name)) * kMinTextPx / 32.0;
    return needed <= r.width() * 0.94 && r.height() * 0.44 >= kMinTextPx * 1.1 ? kMinTextPx : 0;
}

void CardPainter::paintTrackedBadge(QPainter* p, const QRectF& r) {
    const qreal k = r.width() / kWidth;
    const QRectF b(r.right() - 40 * k, r.bottom() - 40 * k, 34 * k, 34 * k);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setPen(Qt::NoPen);
    p->setBrush(palette::kTrackedBadge);
    p->drawEllipse(b);
    p->setPen(QPen(palette::kTrackedEye, 2.4 * k));
    p->setBrush(Qt::NoBrush);
    QPainterPath eye;
    eye.moveTo(b.left() + 6 * k, b.center().y());
    eye.quadTo(b.center().x(), b.top() + 5 * k, b.right() - 6 * k, b.center().y());
    eye.quadTo(b.center().x(), b.bottom() - 5 * k, b.left() + 6 * k, b.center().y());
    p->drawPath(eye);
    p->setBrush(palette::kTrackedEye);
    p->drawEllipse(b.center(), 3.5 * k, 3.5 * k);
    p->restore();
}

void CardPainter::paintEmptySlot(QPainter* p, const QRectF& r, Color c) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    QColor line = base(c);
    line.setAlpha(120);
    QPen pen(line, 1.4, Qt::DashLine);
    p->setPen(pen);
    QColor fill = light(c);
    fill.setAlpha(60);
    p->setBrush(fill);
    const qreal rad = iconSize(r) * 0.28;
    p->drawRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad);
    const qreal mk = iconSize(r) * 0.8;
    QColor mf = base(c);
    mf.setAlpha(90);
    paintColorMarker(p, QRectF(r.center().x() - mk / 2, r.center().y() - mk / 2, mk, mk), c, mf, Qt::transparent);
    p->restore();
}

QPixmap CardPainter::iconPixmap(Icon icon, int size, qreal dpr) {
    static QHash<QString, QPixmap> cache;
    const QString key = QString("%1/%2/%3").arg(static_cast<int>(icon)).arg(size).arg(dpr);
    if (auto it = cache.find(key); it != cache.end()) return *it;
    QPixmap pm(QSize(size, size) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    if (icon == Icon::Hex) {
        // The image slot on its own: neutral slate, not a card's color.
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(palette::kIconTileWidget);
        p.drawRoundedRect(QRectF(0, 0, size, size), size * 0.16, size * 0.16);
        paintIconGlyph(&p, QRectF(0, 0, size, size), icon, palette::kHexGlyphWidget);
    } else {
        paintIconTile(&p, QRectF(0, 0, size, size), icon, Color::Purple);
    }
    p.end();
    cache.insert(key, pm);
    return pm;
}

QPixmap CardPainter::cardPixmap(int cardId, QSize size, qreal dpr) {
    QPixmap pm(size * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    paintFace(&p, QRectF(QPointF(0, 0), QSizeF(size)), cardId);
    return pm;
}

}  // namespace inno::client
