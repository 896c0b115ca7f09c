// The colours of Cities of Destiny's faces, icons and back (sets/cities/city_painter.cpp), beside the shared
// palette (style/palette.h).
#pragma once

#include <QColor>

namespace inno::client::palette {

inline const QColor kPlus{0x2f, 0x9a, 0x4a};
inline const QColor kGlyphOutline{0x11, 0x11, 0x11};
inline const QColor kFlag{0x3a, 0x36, 0x31}, kFlagPole{0x4a, 0x3c, 0x2c};
inline const QColor kWater{0x2f, 0x86, 0xd6}, kStone{0x9c, 0x96, 0x8c}, kStoneEdge{0x4d, 0x4a, 0x45};
inline const QColor kCityBackTop{0x3f, 0x5a, 0x73}, kCityBackBottom{0x22, 0x34, 0x4a};
inline const QColor kMagnifierGlass{210, 235, 255, 150};
inline const QColor kSkyline{255, 255, 255, 40};  // the skyline over a City's back

}  // namespace inno::client::palette
