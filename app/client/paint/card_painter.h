// Cards, icons and backs drawn with QPainter as vectors, at any size and device pixel ratio.
#pragma once

#include "style/palette.h"
#include "core/types.h"

#include <QColor>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace inno::client {

class CardPainter {
public:
    // The natural card (landscape, as on the table); everything scales from it.
    static constexpr qreal kWidth = 150;
    static constexpr qreal kHeight = 100;
    // The share of a face's height that its header band may take (title, age, top-left icon): a row of cards in
    // your hand covers only the body of the row above, below this strip.
    static constexpr qreal kTitleStrip = 0.36;

    // Geometry of a card face in `r`: icon slots, which also define what a splay leaves visible.
    static qreal iconSize(const QRectF& r);
    static qreal margin(const QRectF& r);
    static QRectF iconSlot(const QRectF& r, int slot);  // 0 top-left, 1 bottom-left, 2 bottom-middle, 3 bottom-right
    // How much of a covered card a splay shows (natural units).
    static qreal splayStripWidth() { return 34; }
    static qreal splayStripHeight() { return 34; }

    static QColor base(Color c);
    static QColor light(Color c);
    static QColor dark(Color c);
    static QColor textColor(Color c);  // readable on white (log links)
    static QColor ageColor(int age);

    // A card face. Detail follows the size the card has on the device: a large card shows the full texts, a small
    // one only its title, unless `keepIcons` (board cards: the icons are what the other players read).
    // `withTitle` false: no title (the table writes it under the card's pile). `withEffects` false: no effect lines
    // (a covered card of a splay, whose edge would show their first or last letters).
    static void paintFace(QPainter* p, const QRectF& r, int cardId, bool keepIcons = false, bool withTitle = true, bool withEffects = true);
    // Where a face writes its effects (full texts on a large card, a line each on a table card).
    static QRectF effectsBox(const QRectF& r);
    // A card as a swatch beside the line that names it (your score pile and a zone as lists): its colour, its
    // colour-blind marker and its age, large; no title (the line beside it writes it whole).
    static void paintSwatch(QPainter* p, const QRectF& r, int cardId);
    // The size, in device pixels, of a base card's title on a face `deviceW` pixels wide (as paintFace draws it).
    static qreal titlePixelSize(int cardId, qreal deviceW, bool keepIcons);
    // Where that title is written, in card units (kWidth x kHeight).
    static QRectF titleBox(int cardId, qreal deviceW, bool keepIcons);
    // The title as paintFace writes it on a face `deviceW` pixels wide: whole, or shortened with an ellipsis; empty
    // for a card whose set paints its own face (a City).
    static QString shownTitle(int cardId, qreal deviceW, bool keepIcons);
    // The size, in device pixels, of a special achievement's name on a tile `deviceW` pixels wide; 0 when the tile
    // is too small to write it readably (it then shows only its star; a label beside it names it).
    static qreal specialNamePixelSize(const QRectF& deviceRect, const QString& name);
    // The base back of a hidden card of `age` (or of an achievement).
    // `ageAt`: where the age's ring stands across the card (0.5: the middle; a deck whose count needs room: left).
    static void paintBack(QPainter* p, const QRectF& r, int age, bool achievement = false, qreal ageAt = 0.5);
    // `withName` false: the star alone (a label beside the tile names it).
    static void paintSpecial(QPainter* p, const QRectF& r, const QString& name, const QString& condition, bool withName = true);
    static void paintIconTile(QPainter* p, const QRectF& r, Icon icon, Color cardColor = Color::Red);
    static void paintIconGlyph(QPainter* p, const QRectF& r, Icon icon, const QColor& hexFill = palette::kHexGlyph);
    // The colour-blind aid: triangle red, circle yellow, square green, diamond blue, star purple.
    static void paintColorMarker(QPainter* p, const QRectF& r, Color c, const QColor& fill, const QColor& outline);
    static void paintEmptySlot(QPainter* p, const QRectF& r, Color c);
    // The eye badge on a hidden card this seat knows (tracked), in the card's bottom-right corner.
    static void paintTrackedBadge(QPainter* p, const QRectF& r);

    // The parchment tile a set's special icon stands on, and a bonus on it: a coin with its value (more than one
    // set prints bonuses; bonus_painter.cpp).
    static void paintParchmentTile(QPainter* p, const QRectF& r, Color cardColor);
    static void paintBonusTile(QPainter* p, const QRectF& r, int value, Color cardColor);

    // The back of a hidden card of set `set`: its set's own (sets/set_table.h), or the base back.
    static void paintSetBack(QPainter* p, const QRectF& r, int age, int set, qreal ageAt = 0.5);
    // The ring around the age on a back (its stroke included), as paintBack draws it at `ageAt`.
    static QRectF backAgeRing(const QRectF& r, qreal ageAt = 0.5);

    // The title of a small card written in its header band (card units; `k`: device pixels per unit).
    static qreal bandTitlePx(const QRectF& r, qreal k, const QString& title);

    // An icon as a pixmap for widgets and rich text.
    static QPixmap iconPixmap(Icon icon, int size, qreal dpr = 1.0);
    // A card rendered to a pixmap (popups, tests).
    static QPixmap cardPixmap(int cardId, QSize size, qreal dpr = 1.0);
    // The effect text as HTML with inline icon images (icon:<name> resources).
    static QString effectHtml(const QString& text);
};

}  // namespace inno::client
