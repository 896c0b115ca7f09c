// Options and answers written as text, as players, scenario files, saves and the wire write them.
#pragma once

#include "core/prompt.h"

#include <string>
#include <vector>

namespace inno {

using Names = std::vector<std::string>;

// A supply pile as text: "3" for the main set's pile of age 3, "<label> 3" for another set's (its pile label).
std::string deckKey(SetId set, int age);
// The pile a key names; nullopt if no registered set has that label or the age is not 1 to 10.
std::optional<std::pair<SetId, int>> parseDeckKey(std::string_view key);

// The words of Choice::Word options, by number: "dogma", "return", "keep"; "?" past the last.
enum class ChoiceWord : std::uint8_t { Dogma, Return, Keep };
std::string_view choiceWord(int word);
std::optional<int> parseChoiceWord(std::string_view s);

// "draw", "meld <title>", "dogma <title>", "achieve 3", "<title>", "Bob/score/5" (another set's card:
// "Bob/hand/<pile label> 3"),
// "red", "yes", "4", "Bob", "1", a pile "3" or "<label> 3", an icon "crown", a set by its key "base", a word "keep".
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
