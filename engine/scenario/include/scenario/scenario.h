// Scenario files: a position, some answers, and what must hold afterwards
// (the file format and the prompt rules are described in docs/scenarios.md).
#pragma once

#include "core/game.h"

#include <string>
#include <string_view>

namespace inno {

struct ScenarioOutcome {
    bool passed = false;
    std::string title;
    std::string failure;  // the first difference, or why the file is not a valid scenario
    std::string waiting;  // the prompt the engine was waiting on, in words
    // Why the scenario was not run: it puts in play an expansion this build leaves out ("this build has no
    // Cities of Destiny"). Empty when it ran; `passed` is then false, and `failure` empty.
    std::string skipped;
};

ScenarioOutcome runScenario(std::string_view jsonText);
ScenarioOutcome runScenarioFile(const std::string& path);

// A prompt in words: "Bob: cards (return, 0-1) [Tools, Oars]".
std::string describePrompt(const Game& g);

}  // namespace inno
