// The story of a game as one seat saw it: the events it received, replayed into its model from the table's start,
// with a point at the end of every turn (scores, achievements as the rules count them, icons) and the demands
// each player obeyed. A LAN seat has the same story as a seat at this computer: nothing comes from the table's game.
#pragma once

#include "model/table_model.h"

#include "core/story.h"

#include <vector>

namespace inno::client {

// `start`: the seat's model from the table message; `events`: every event the seat received, in order.
GameStory seatStory(const TableModel& start, const std::vector<Event>& events);

}  // namespace inno::client
