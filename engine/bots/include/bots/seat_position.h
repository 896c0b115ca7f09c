// A whole position built only from what one seat knows: its view of the table and the events it saw. A client
// that has no game of its own (a LAN seat) runs the hint's search from it. Hidden cards the seat cannot name
// stand in as cards of the right age it has not seen; the sampler deals those again for every sample, so the
// position needs, and holds, nothing the seat may not know.
#pragma once

#include "bots/tracker.h"
#include "core/view.h"

#include <optional>
#include <string>
#include <vector>

namespace inno {

// `view` is the seat's own (view.viewer >= 0, with its hand and score pile); `events` the game's whole history
// redacted for that seat, which `tracker` (for the same seat) has observed. nullopt, with the reason in `error`,
// when they do not fit together.
std::optional<GameState> positionFromView(const View& view, const std::vector<Event>& events, const CardTracker& tracker,
                                          std::string* error = nullptr);

}  // namespace inno
