// How a game ended, as the table announced it: winners, the reason, and every player's final score. The
// `gameOver` envelope itself, decoded once by its one decoder (app/net/host/envelopes.h).
#pragma once

#include "net/host/envelopes.h"

namespace inno::client {

using GameResult = net::GameOverEnvelope;

}  // namespace inno::client
