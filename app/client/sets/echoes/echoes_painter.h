// An Echoes card drawn with QPainter (echoes_painter.cpp): a base card whose positions may also hold the echo
// effect (a box with its text, or ripples when too small to read) or a bonus (a coin with its value); a hexagon
// may bear a music note. The Echoes back is the base back with a violet frame and ripples.
#pragma once

#include "paint/card_painter.h"

namespace inno::client {

struct EchoesPainter : CardPainter {
    static void paintEchoesPositions(QPainter* p, const QRectF& r, int cardId);
    static void paintEchoesBack(QPainter* p, const QRectF& r, int age, qreal ageAt = 0.5);
};

}  // namespace inno::client
