// Test helper: a deal and the answers (random legal ones, as the LAN test players give) that bring a three-seat
// Artifacts game to a prompt where a seat can activate Exxon Valdez and so eliminate another seat while the game
// goes on, and then to a Dogma action with a demand that the seat left would have been vulnerable to (its board
// is empty, the activator shows the featured icon). Found by playing games from a first seed on; the LAN tests
// script those answers into their clients.
#pragma once

#include "net/lan/prompt_picker.h"

#if INNOVATION_WITH_ARTIFACTS
#include "artifacts/artifacts.h"
#endif
#include "core/card.h"
#include "core/game.h"
#include "core/rules.h"
#include "json/json_io.h"

#include <optional>
#include <random>
#include <string>
#include <vector>

namespace inno::net::test {

struct EliminatingGame {
    std::uint64_t seed = 0;
    Options options;
    std::vector<std::vector<std::string>> answers;  // up to the Dogma action with a demand, in option texts
    std::vector<int> answeredBy;                    // the seat that gave each
    std::size_t activation = 0;                     // the answer that activates Exxon Valdez (an index in `answers`)
    int activator = -1;
    int eliminated = -1;
};

#if INNOVATION_WITH_ARTIFACTS
// The answer to `prompt` that activates Exxon Valdez, if it offers one.
inline std::string exxonValdezActivation(const boost::json::object& prompt) {
    const std::string_view kind = prompt.at("kind").as_string();
    const auto* source = prompt.if_contains("source");
    const bool fromDisplay = kind == "display" && source && source->is_string() && source->as_string() == "Exxon Valdez";
    for (const auto& o : prompt.at("options").as_array()) {
        if (!o.is_string()) continue;
        if (kind == "action" && o.as_string() == "dogma Exxon Valdez") return "dogma Exxon Valdez";
        if (fromDisplay && o.as_string() == "dogma") return "dogma";
    }
    return {};
}

// A random legal answer to the waiting prompt of `game`, given and written down.
inline void answerAtRandom(Game& game, std::mt19937_64& rng, EliminatingGame& out) {
    const int seat = game.prompt()->player;
    const boost::json::object prompt = json::promptJson(*game.prompt(), game.names());
    while (!game.answer(randomPicks(prompt, rng)).empty()) {
    }
    out.answers.push_back(game.answerTexts().back());
    out.answeredBy.push_back(seat);
}

// The action that activates a card with a demand `gone` would obey if it still played, if `prompt` offers one.
inline std::string demandOnTheSeatLeft(const Game& game, int gone) {
    const Prompt& p = *game.prompt();
    if (p.kind != PromptKind::Action) return {};
    const boost::json::object prompt = json::promptJson(p, game.names());
    for (const auto& o : prompt.at("options").as_array()) {
        if (!o.is_string() || !o.get_string().starts_with("dogma ")) continue;
        const std::string_view text = o.get_string();
        const auto c = findCard(text.substr(6));
        if (!c || !(facts(*c).demandKinds & (1u << Effect::Demand))) continue;
        const SeatCounts counts = dogmaIconCounts(game.state(), *c);
        if (counts[p.player] > counts[gone]) return std::string(text);
    }
    return {};
}

// Plays games of `names` (three seats, Artifacts with relics) from `firstSeed` on, each seat answering at random
// with the seed, until one offers an activation of Exxon Valdez that eliminates exactly one seat and leaves the game
// going, and a Dogma action with a demand follows within a few answers; nothing after `tries` games.
inline std::optional<EliminatingGame> findEliminatingGame(const std::vector<std::string>& names, std::uint64_t firstSeed, int tries) {
    for (std::uint64_t seed = firstSeed; seed < firstSeed + static_cast<std::uint64_t>(tries); ++seed) {
        GameSetup setup;
        setup.players = names;
        setup.options.playerCount = static_cast<int>(names.size());
        setup.options = artifacts::withRelics(artifacts::withArtifacts(setup.options));
        setup.seed = seed;
        Game game = Game::start(setup);
        std::mt19937_64 rng(seed);
        EliminatingGame found;
        found.seed = seed;
        found.options = setup.options;
        while (game.prompt() && found.answers.size() < 3000) {
            const int seat = game.prompt()->player;
            const boost::json::object prompt = json::promptJson(*game.prompt(), game.names());
            if (const std::string activation = exxonValdezActivation(prompt); !activation.empty()) {
                Game trial = game;
                EliminatingGame then = found;
                if (trial.answer(std::vector<std::string>{activation}).empty() && !trial.over() && std::popcount(trial.state().eliminated) == 1) {
                    then.activation = then.answers.size();
                    then.answers.push_back({activation});
                    then.answeredBy.push_back(seat);
                    then.activator = seat;
                    then.eliminated = std::countr_zero(static_cast<unsigned>(trial.state().eliminated));
                    std::mt19937_64 trialRng(seed + 1);
                    for (int k = 0; k < 60 && trial.prompt(); ++k) {
                        if (const std::string demand = demandOnTheSeatLeft(trial, then.eliminated); !demand.empty()) {
                            then.answeredBy.push_back(trial.prompt()->player);
                            then.answers.push_back({demand});
                            return then;
                        }
                        answerAtRandom(trial, trialRng, then);
                    }
                }
            }
            answerAtRandom(game, rng, found);
        }
    }
    return std::nullopt;
}
#endif

}  // namespace inno::net::test
