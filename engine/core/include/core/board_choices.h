// Choices over every board that more than one card's text makes, written once.
#pragma once

#include "core/ctx.h"

namespace inno {

// "Splay <direction> a color on any player's board": the executing player picks a board where some color can be
// splayed that way, then the color. Nothing happens when no board has one.
void splayAColorOnAnyBoard(Ctx& c, Splay direction);

}  // namespace inno
