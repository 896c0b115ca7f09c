#include "table/box_plate.h"

#include "style/text_size.h"

#include <algorithm>
#include <cmath>

namespace inno::client {

namespace {
// Every length of the box at full size is multiplied by this: 1 while the plate is drawn large enough for its
// smallest words (11 units) to be readable, more as it is scaled down.
qreal grow(qreal scale) { return std::max(1.0, kMinTextPx / (11.0 * std::max(scale, 1e-6))); }
// A font size in whole pixels (as the painter's fonts take them) that is not under `px` units.
int fontPx(qreal px) { return static_cast<int>(std::ceil(px - 1e-9)); }
}  // namespace

qreal boxPlateLeastWidth(qreal scale) { return 100 * grow(scale); }
qreal boxPlateLeastHeight(qreal scale) { return 74 * grow(scale); }

BoxPlateGeometry boxPlateGeometry(QSizeF size, qreal scale) {
    const qreal g = grow(scale), w = size.width(), h = size.height();
    BoxPlateGeometry b;
    b.nameFont = fontPx(14 * g);
    b.lineFont = fontPx(11 * g);
    qreal y = 4 * g;
    b.name = QRectF(8 * g, y, w - 16 * g, 18 * g);
    y += 18 * g;
    b.who = QRectF(8 * g, y, w - 16 * g, 14 * g);
    y += 14 * g;
    b.actions = QRectF(8 * g, y, w - 16 * g, 14 * g);
    y += 15 * g;
    // The icon counts, three columns and two rows, the tiles as large as the rest of the height allows and as
    // leaves each count room for two digits (about 1.45 times its font size) at the least readable size.
    const qreal gap = 3 * g, cellW = (w - 12 * g) / 3;
    const qreal byHeight = (h - y - 3 * g - gap) / 2;
    const qreal scaledCount = (cellW - 4 * g) / (1 + 0.72 * 1.45);  // the count's font 0.72 of the tile
    const qreal byWidth = 0.72 * scaledCount >= 11 * g ? scaledCount : cellW - 4 * g - 1.45 * b.lineFont;
    const qreal tile = std::min({20 * g, byHeight, byWidth});
    b.icons = tile >= 8 * g;
    b.countFont = std::max(fontPx(tile * 0.72), b.lineFont);
    for (int i = 0; i < 6; ++i) {
        const qreal cx = 6 * g + (i % 3) * cellW, cy = y + (i / 3) * (tile + gap);
        b.tiles[i] = QRectF(cx, cy, tile, tile);
        b.counts[i] = QRectF(cx + tile + 3 * g, cy, cellW - tile - 3 * g, tile);
    }
    return b;
}

}  // namespace inno::client
