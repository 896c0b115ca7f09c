// Options and answers written as text, as players, scenario files, saves and the wire write them.
#pragma once

#include "core/prompt.h"

#include <string>
#include <vector>

namespace inno {

using Names = std::vector<std::string>;

// "draw", "meld Archery", "dogma Oars", "achieve 3", "Tools", "Bob/score/5", "red", "yes", "4", "Bob", "1".
std::string optionText(const Choice& c, const Names& names);
std::vector<std::string> optionTexts(const Prompt& p, const Names& names);

// Turns picked option texts into an answer; "none" alone means the empty answer.
// Returns an error message instead when a text is not among the options.
struct ParsedAnswer {
    Answer answer;
    std::string error;
};
ParsedAnswer parseAnswer(const Prompt& p, const std::vector<std::string>& picks, const Names& names);
std::vector<std::string> answerTexts(const Prompt& p, const Answer& a, const Names& names);

}  // namespace inno
