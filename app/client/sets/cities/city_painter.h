// A City drawn with QPainter (city_painter.cpp): landscape with six positions (cities::SlotPos: top row tl tm tr,
// bottom row bl bm br); the top row sits where a base card has its top-left icon, so a splay shows the same strips.
#pragma once

#include "paint/card_painter.h"

#include "cities/city_cards.h"

namespace inno::client {

struct CityPainter : CardPainter {
    static QRectF citySlot(const QRectF& r, int pos);
    // One position of a City: an ordinary icon, the hexagon (with the City's age), or a special icon (search,
    // plus, arrow, flag, fountain, bonus), each drawn so that it reads at every size.
    static void paintCitySlot(QPainter* p, const QRectF& r, const cities::Slot& slot, Color cityColor, int age);
    static void paintCityFace(QPainter* p, const QRectF& r, int cardId, bool keepIcons);
    static void paintCityBack(QPainter* p, const QRectF& r, int age, qreal ageAt = 0.5);
};

}  // namespace inno::client
