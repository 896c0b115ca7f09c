// Where a player's plate drawn as a box beside a board puts its words and icon counts, in the plate's own units:
// sized so that, at the scale the plate is shown, no word is under the least readable size (style/text_size.h).
// The layout gives the plate the width this needs (boxPlateLeastWidth); the plate paints by it.
#pragma once

#include <QRectF>
#include <QSizeF>

#include <array>

namespace inno::client {

struct BoxPlateGeometry {
    int nameFont = 15, lineFont = 11, countFont = 11;  // pixel sizes, in the plate's units
    QRectF name, who, actions;                         // the three lines of words
    std::array<QRectF, 6> tiles{}, counts{};           // the resource icons' tiles and counts, three to a row
    bool icons = true;                                 // false on a plate too short for them
};

BoxPlateGeometry boxPlateGeometry(QSizeF size, qreal scale);
// The least size a box plate needs at `scale` (in its own units): the width of a bot's "who" line and of three
// icon counts, the height of its three lines over two rows of icon counts.
qreal boxPlateLeastWidth(qreal scale);
qreal boxPlateLeastHeight(qreal scale);

}  // namespace inno::client
