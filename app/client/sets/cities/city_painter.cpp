// Cities of Destiny drawn with QPainter: a City's face with its six positions and special icons, and the City back.
#include "sets/cities/city_painter.h"
#include "style/palette.h"
#include "sets/cities/cities_palette.h"
#include "paint/paint_util.h"

#include "cities/city_rules.h"
#include "core/card.h"

#include <QLinearGradient>

namespace inno::client {

using namespace paint;

namespace {

// A row of buildings (towers, a dome, roofs) standing on the bottom edge of `r`: the mark of a City.
QPainterPath skyline(const QRectF& r) {
    const qreal w = r.width(), h = r.height(), x = r.left(), b = r.bottom();
    QPainterPath path;
    path.moveTo(x, b);
    auto block = [&](qreal x0, qreal x1, qreal top) {
        path.lineTo(x + x0 * w, b - top * h);
        path.lineTo(x + x1 * w, b - top * h);
    };
    block(0.0, 0.1, 0.45);
    block(0.1, 0.16, 0.8);  // a tower
    path.lineTo(x + 0.13 * w, b - 1.0 * h);
    path.lineTo(x + 0.16 * w, b - 0.8 * h);
    block(0.16, 0.3, 0.5);
    // A dome.
    path.lineTo(x + 0.3 * w, b - 0.55 * h);
    path.arcTo(QRectF(x + 0.3 * w, b - 0.8 * h, 0.18 * w, 0.5 * h), 180, -180);
    block(0.48, 0.58, 0.4);
    block(0.58, 0.66, 0.7);
    block(0.66, 0.78, 0.35);
    // A pointed roof.
    path.lineTo(x + 0.78 * w, b - 0.6 * h);
    path.lineTo(x + 0.85 * w, b - 0.9 * h);
    path.lineTo(x + 0.92 * w, b - 0.6 * h);
    block(0.92, 1.0, 0.42);
    path.lineTo(x + w, b);
    path.closeSubpath();
    return path;
}


// Glyphs in the unit square (the painter is scaled to the tile).
void plusGlyph(QPainter* p) {
    p->setPen(QPen(palette::kGreenDark, 0.04));
    p->setBrush(palette::kPlus);
    QPainterPath a, b;
    a.addRoundedRect(QRectF(0.41, 0.16, 0.18, 0.68), 0.04, 0.04);
    b.addRoundedRect(QRectF(0.16, 0.41, 0.68, 0.18), 0.04, 0.04);
    p->drawPath(a.united(b));
}

void arrowGlyph(QPainter* p, Splay d) {
    // An arrow pointing right, turned for the other directions.
    p->save();
    p->translate(0.5, 0.5);
    if (d == Splay::Left) p->rotate(180);
    else if (d == Splay::Up) p->rotate(-90);
    p->translate(-0.5, -0.5);
    QPainterPath path;
    path.moveTo(0.14, 0.4);
    path.lineTo(0.52, 0.4);
    path.lineTo(0.52, 0.2);
    path.lineTo(0.88, 0.5);
    path.lineTo(0.52, 0.8);
    path.lineTo(0.52, 0.6);
    path.lineTo(0.14, 0.6);
    path.closeSubpath();
    p->setPen(QPen(palette::kGlyphOutline, 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(palette::kFlag);
    p->drawPath(path);
    p->restore();
}

void flagGlyph(QPainter* p, Color flagColor) {
    p->setPen(QPen(palette::kFlagPole, 0.07, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(0.26, 0.12), QPointF(0.26, 0.9));
    QPainterPath cloth;
    cloth.moveTo(0.29, 0.15);
    cloth.cubicTo(0.45, 0.08, 0.6, 0.24, 0.84, 0.16);
    cloth.lineTo(0.84, 0.56);
    cloth.cubicTo(0.6, 0.64, 0.45, 0.48, 0.29, 0.55);
    cloth.closeSubpath();
    p->setPen(QPen(CardPainter::dark(flagColor), 0.04, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(CardPainter::base(flagColor));
    p->drawPath(cloth);
}

void fountainGlyph(QPainter* p) {
    const QColor water = palette::kWater, stone = palette::kStone, edge = palette::kStoneEdge;
    // Two tiers: a wide basin below, a small bowl on a column above it, a jet rising from the bowl and water
    // falling from its rim into the basin.
    p->setBrush(Qt::NoBrush);
    p->setPen(QPen(water, 0.055, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(0.5, 0.36), QPointF(0.5, 0.1));
    QPainterPath falls;
    falls.moveTo(0.33, 0.4);
    falls.quadTo(0.2, 0.44, 0.18, 0.64);
    falls.moveTo(0.67, 0.4);
    falls.quadTo(0.8, 0.44, 0.82, 0.64);
    p->drawPath(falls);
    p->setPen(Qt::NoPen);
    p->setBrush(water);
    for (QPointF d : {QPointF(0.4, 0.16), QPointF(0.6, 0.16), QPointF(0.5, 0.06)}) p->drawEllipse(d, 0.035, 0.035);
    p->setPen(QPen(edge, 0.035));
    p->setBrush(stone);
    QPainterPath bowl;
    bowl.moveTo(0.3, 0.36);
    bowl.lineTo(0.7, 0.36);
    bowl.quadTo(0.66, 0.46, 0.5, 0.47);
    bowl.quadTo(0.34, 0.46, 0.3, 0.36);
    p->drawPath(bowl);
    p->drawRect(QRectF(0.45, 0.47, 0.1, 0.18));
    QPainterPath basin;
    basin.moveTo(0.06, 0.64);
    basin.lineTo(0.94, 0.64);
    basin.lineTo(0.86, 0.86);
    basin.lineTo(0.14, 0.86);
    basin.closeSubpath();
    p->drawPath(basin);
    p->setPen(Qt::NoPen);
    p->setBrush(water);
    p->drawRect(QRectF(0.1, 0.645, 0.8, 0.06));
}

// The magnifying glass of a search icon, over the lower right of an ordinary icon.
void magnifier(QPainter* p) {
    p->setPen(QPen(palette::kGold, 0.09, Qt::SolidLine, Qt::RoundCap));
    p->drawLine(QPointF(0.79, 0.79), QPointF(0.94, 0.94));
    p->setPen(QPen(palette::kGold, 0.06));
    p->setBrush(palette::kMagnifierGlass);
    p->drawEllipse(QPointF(0.68, 0.68), 0.17, 0.17);
}
}  // namespace

QRectF CityPainter::citySlot(const QRectF& r, int pos) {
    const qreal s = iconSize(r), m = margin(r);
    switch (pos) {
    case cities::TL: return iconSlot(r, 0);
    case cities::TM: return {r.center().x() - s / 2, r.top() + m, s, s};
    case cities::TR: return {r.right() - m - s, r.top() + m, s, s};
    case cities::BL: return iconSlot(r, 1);
    case cities::BM: return iconSlot(r, 2);
    default: return iconSlot(r, 3);
    }
}

void CityPainter::paintCitySlot(QPainter* p, const QRectF& r, const cities::Slot& slot, Color cityColor, int age) {
    using cities::SlotKind;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    auto unit = [&] {
        p->translate(r.topLeft());
        p->scale(r.width(), r.height());
    };
    switch (slot.kind) {
    case SlotKind::Standard: paintIconTile(p, r, slot.icon, cityColor); break;
    case SlotKind::Hex:
        // The picture hexagon carries the City's age, as the age badge of a base card does.
        paintIconTile(p, r, Icon::Hex, cityColor);
        p->setPen(QPen(dark(cityColor), r.width() * 0.04));
        p->setBrush(palette::kCardFace);
        p->drawEllipse(r.center(), r.width() * 0.3, r.width() * 0.3);
        p->setPen(dark(cityColor));
        drawText(p, r, Qt::AlignCenter, QString::number(age), r.height() * (age >= 10 ? 0.32 : 0.42), QFont::Bold);
        break;
    case SlotKind::Search: {
        p->setPen(Qt::NoPen);
        p->setBrush(palette::kIconTile);
        p->drawRoundedRect(r, r.width() * 0.16, r.width() * 0.16);
        paintIconGlyph(p, QRectF(r.left(), r.top(), r.width() * 0.8, r.height() * 0.8), slot.icon);
        unit();
        magnifier(p);
        break;
    }
    case SlotKind::Plus:
        paintParchmentTile(p, r, cityColor);
        unit();
        plusGlyph(p);
        break;
    case SlotKind::Arrow:
        paintParchmentTile(p, r, cityColor);
        unit();
        arrowGlyph(p, slot.arrow);
        break;
    case SlotKind::Flag:
        paintParchmentTile(p, r, cityColor);
        unit();
        flagGlyph(p, slot.flag);
        break;
    case SlotKind::Fountain:
        paintParchmentTile(p, r, cityColor);
        unit();
        fountainGlyph(p);
        break;
    case SlotKind::Bonus: paintBonusTile(p, r, slot.bonus, cityColor); break;
    }
    p->restore();
}

void CityPainter::paintCityFace(QPainter* p, const QRectF& r, int cardId, bool keepIcons) {
    const CardId id = static_cast<CardId>(cardId);
    const CardDef& def = card(id);
    const cities::CityCard& city = cities::cityOf(id);
    const Color col = def.color;
    const qreal dw = deviceWidth(p, r);
    const qreal s = iconSize(r), m = margin(r);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::TextAntialiasing);
    const qreal rad = s * 0.28;
    const QString title = QString::fromUtf8(def.title.data(), static_cast<qsizetype>(def.title.size()));

    // Body, with a band of the City's color along the top and the bottom (a base card has one, at the top).
    p->setPen(QPen(dark(col), std::max(0.8, s * 0.06)));
    p->setBrush(light(col));
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
    const qreal bandH = m * 2 + s;
    QPainterPath clip;
    clip.addRoundedRect(r.adjusted(1, 1, -1, -1), rad * 0.9, rad * 0.9);
    p->save();
    p->setClipPath(clip);
    p->setPen(Qt::NoPen);
    p->setBrush(base(col));
    p->drawRect(QRectF(r.left(), r.top(), r.width(), bandH));
    const bool small = dw < 100 && !keepIcons;
    if (!small) p->drawRect(QRectF(r.left(), r.bottom() - bandH, r.width(), bandH));
    // The City's mark: a skyline in the body.
    QColor sky = dark(col);
    sky.setAlpha(small ? 120 : 45);
    p->setBrush(sky);
    const qreal skyTop = small ? r.top() + bandH + m : r.top() + bandH;
    const qreal skyBottom = small ? r.bottom() : r.bottom() - bandH;
    p->drawPath(skyline(QRectF(r.left() + m, skyTop, r.width() - 2 * m, skyBottom - skyTop)));
    p->restore();

    if (small) {
        // A small card (score piles): the title and age in the band, as on a small base card.
        const qreal badge = s * 0.86;
        const QRectF ageRect(r.right() - m - badge, r.top() + m + (s - badge) / 2, badge, badge);
        p->setBrush(palette::kCardFace);
        p->setPen(QPen(dark(col), s * 0.05));
        p->drawPath(regularPolygon(ageRect.center(), badge * 0.56, 6, 0));
        p->setPen(dark(col));
        drawText(p, ageRect, Qt::AlignCenter, QString::number(def.age), badge * 0.6, QFont::Bold);
        const qreal mk = s * 0.5;
        paintColorMarker(p, QRectF(r.left() + m * 1.5, r.top() + m + (s - mk) / 2, mk, mk), col, palette::kCountPill, dark(col));
        const qreal left = r.left() + m * 2.5 + mk;
        const qreal width = ageRect.left() - m * 0.5 - left;
        drawBandTitle(p, QRectF(left, r.top() + m * 0.5, width, s + m), title, s * 0.7);
        p->restore();
        return;
    }

    // The six positions.
    for (int pos = 0; pos < cities::kCitySlots; ++pos)
        paintCitySlot(p, citySlot(r, pos), city.icons[static_cast<std::size_t>(pos)], col, def.age);

    // Title across the middle, with the colour-blind marker before it.
    const qreal mk = s * 0.5;
    const QRectF middle(r.left() + m * 1.5, r.top() + bandH, r.width() - m * 3, r.height() - 2 * bandH);
    paintColorMarker(p, QRectF(middle.left(), middle.center().y() - mk / 2, mk, mk), col, base(col), dark(col));
    const qreal titleLeft = middle.left() + mk + m;
    const qreal titleWidth = middle.right() - titleLeft;
    qreal px = std::min(s * 0.62, middle.height() * 0.7);
    QFontMetricsF fm(uiFont(32.0, QFont::Bold));
    const qreal needed = fm.horizontalAdvance(title) * px / 32.0;
    if (needed > titleWidth) px = std::max(px * 0.62, px * titleWidth / needed * 0.98);
    p->setPen(dark(col));
    drawText(p, QRectF(titleLeft, middle.top(), titleWidth, middle.height()), Qt::AlignVCenter | Qt::AlignLeft,
             elided(title, px, QFont::Bold, titleWidth), px, QFont::Bold);
    p->restore();
}

void CityPainter::paintCityBack(QPainter* p, const QRectF& r, int age, qreal ageAt) {
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qreal s = std::min(r.width(), r.height());
    const qreal rad = s * 0.07;
    const QColor tint = ageColor(age);
    // Slate blue, where the base back is near black; a skyline along the bottom; the age in a hexagon.
    QLinearGradient g(r.topLeft(), r.bottomRight());
    g.setColorAt(0, palette::kCityBackTop);
    g.setColorAt(1, palette::kCityBackBottom);
    p->setPen(QPen(tint.darker(120), std::max(0.8, s * 0.03)));
    p->setBrush(g);
    p->drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), rad, rad);
    QPainterPath clip;
    clip.addRoundedRect(r.adjusted(1, 1, -1, -1), rad, rad);
    p->save();
    p->setClipPath(clip);
    p->setPen(Qt::NoPen);
    p->setBrush(palette::kSkyline);
    p->drawPath(skyline(QRectF(r.left(), r.bottom() - r.height() * 0.42, r.width(), r.height() * 0.42)));
    p->restore();
    const QPointF c(r.left() + r.width() * ageAt, r.center().y());
    const qreal ring = s * 0.3;
    p->setPen(QPen(tint, s * 0.035));
    p->setBrush(palette::kCityBackBottom);
    p->drawPath(regularPolygon(c, ring * 1.1, 6, 0));
    p->setPen(palette::kBackInk);
    drawText(p, QRectF(c.x() - ring, c.y() - ring, ring * 2, ring * 2), Qt::AlignCenter, QString::number(age),
             ring * (age >= 10 ? 0.95 : 1.2), QFont::Bold);
    p->restore();
}

}  // namespace inno::client
