// Test helper: a table as the store keeps it, Ann against a random bot, with the first answers of a game the
// engine plays out here (random legal answers; fewer when the game ends first).
#pragma once

#include "net/lan/prompt_picker.h"
#include "net/lan/stored_table.h"

#include "core/game.h"
#include "json/json_io.h"

#include <random>

namespace inno::net::test {

inline StoredTable storedGame(int id, std::uint64_t seed, int answers) {
    GameSetup setup;
    setup.players = {"Ann", "Bot 2"};
    setup.options.playerCount = 2;
    setup.seed = seed;
    Game game = Game::start(setup);
    std::mt19937_64 rng(seed);
    StoredTable t;
    t.id = id;
    t.name = "Ann's table";
    t.players = 2;
    t.options = boost::json::serialize(json::optionsJson(setup.options));
    t.seed = seed;
    t.phase = "playing";
    t.ownerAddress = "127.0.0.1";
    t.seats = {StoredSeat{"human", "Ann", "easy", std::string(64, 'a')}, StoredSeat{"bot", "Bot 2", "random", {}}};
    for (int n = 0; n < answers && game.prompt(); ++n) {
        const int seat = game.prompt()->player;
        while (!game.answer(randomPicks(json::promptJson(*game.prompt(), game.names()), rng)).empty()) {
        }
        t.answers.push_back(StoredAnswer{seat, game.answerTexts().back()});
    }
    return t;
}

}  // namespace inno::net::test
