// The colours of Echoes of the Past's words beside the shared palette (style/palette.h).
#pragma once

#include <QColor>

namespace inno::client::palette {

inline const QColor kEchoInk{0x6e, 0x4f, 0xb8};          // "Echo:" before an echo effect's text

}  // namespace inno::client::palette
