// JSON for saves, views, prompts and events (Boost.JSON).
#pragma once

#include "core/game.h"

#include <boost/json.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace inno::json {

namespace bj = boost::json;

// The complete truth of a position (every identity), for saves of hand-built positions and debugging.
bj::object stateToJson(const GameState& s, const Names& names);
std::optional<GameState> stateFromJson(const bj::value& v, const Names& names, std::string& error);

// What one seat may see (viewer -1: a spectator): boards in full, hidden cards as ages only.
bj::object viewJson(const Game& g, int viewer);
bj::object promptJson(const Prompt& p, const Names& names);
// The event as given; redact it first with redactFor() for a particular viewer.
bj::object eventJson(const Event& e, const Names& names);
bj::object optionsJson(const Options& o);

// A save holds the players, options, seed (or starting position) and every answer as option texts.
std::string saveGame(const Game& g);
struct Loaded {
    std::optional<Game> game;
    std::string error;
};
Loaded loadGame(std::string_view text);

// Parses JSON text, turning Boost's error into a readable message.
std::optional<bj::value> parse(std::string_view text, std::string& error);

}  // namespace inno::json
