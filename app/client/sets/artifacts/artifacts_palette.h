// The colours of Artifacts of History beside the shared palette (style/palette.h): bronze and excavated earth.
#pragma once

#include <QColor>

namespace inno::client::palette {

inline const QColor kArtifactBronze{0xa0, 0x6a, 0x2c};   // the frame of an Artifacts card and back
inline const QColor kArtifactEarth{0x5b, 0x40, 0x28};    // the strata on an Artifacts back
inline const QColor kArtifactSand{0xe9, 0xd3, 0xa6};     // the sand under a dug-up card's value
inline const QColor kCompelInk{0x8a, 0x4b, 0x12};        // "compels" in the dogma preview and the log

}  // namespace inno::client::palette
