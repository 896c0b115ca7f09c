#include "core/notation.h"

#include "core/card_set.h"
#include "core/queries.h"

#include <array>

namespace inno {

std::string deckKey(SetId set, int age) {
    const std::string_view label = cardSet(set).pileLabel;
    return (label.empty() ? std::string() : std::string(label) + " ") + std::to_string(age);
}

std::optional<std::pair<SetId, int>> parseDeckKey(std::string_view key) {
    SetId set = kMainSet;
    if (const auto space = key.find(' '); space != std::string_view::npos) {
        const std::string_view label = key.substr(0, space);
        bool found = false;
        for (int i = 0; i < setCount(); ++i)
            if (!label.empty() && cardSet(static_cast<SetId>(i)).pileLabel == label) set = static_cast<SetId>(i), found = true;
        if (!found) return std::nullopt;
        key = key.substr(space + 1);
    }
    if (key.empty() || key.size() > 2) return std::nullopt;
    int age = 0;
    for (char ch : key) {
        if (ch < '0' || ch > '9') return std::nullopt;
        age = age * 10 + (ch - '0');
    }
    if (age < 1 || age > kAges) return std::nullopt;
    return std::pair{set, age};
}

namespace {
constexpr std::array<std::string_view, 3> kChoiceWords{"dogma", "return", "keep"};
}  // namespace

std::string_view choiceWord(int word) {
    return word >= 0 && word < static_cast<int>(kChoiceWords.size()) ? kChoiceWords[word] : "?";
}

std::optional<int> parseChoiceWord(std::string_view s) {
    for (std::size_t i = 0; i < kChoiceWords.size(); ++i)
        if (kChoiceWords[i] == s) return static_cast<int>(i);
    return std::nullopt;
}

std::string optionText(const Choice& c, const Names& names) {
    auto name = [&](int p) { return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : "P" + std::to_string(p + 1); };
    switch (c.type) {
    case Choice::Draw: return "draw";
    case Choice::Meld: return "meld " + std::string(title(c.a));
    case Choice::Dogma: return "dogma " + std::string(title(c.a));
    case Choice::SetAction:
        return std::string(actionKindName(static_cast<ActionKind>(c.kind))) + " " + std::string(title(c.a));
    case Choice::Parley: return "parley " + std::string(title(c.a));
    case Choice::Achieve: return "achieve " + std::to_string(c.age);
    case Choice::Card: return std::string(title(c.a));
    case Choice::Hidden: return name(c.a) + "/" + std::string(zoneName(static_cast<Zone>(c.zone))) + "/" + deckKey(c.set, c.age);
    case Choice::Deck: return deckKey(c.set, c.age);
    case Choice::IconKind: return std::string(iconName(static_cast<Icon>(c.a)));
    case Choice::Color: return std::string(colorName(static_cast<Color>(c.a)));
    case Choice::Yes: return "yes";
    case Choice::No: return "no";
    case Choice::Value: return std::to_string(c.a);
    case Choice::Player: return name(c.a);
    case Choice::Branch: return std::to_string(c.a);
    case Choice::CardSet: return std::string(cardSet(c.set).key);
    case Choice::Word: return std::string(choiceWord(c.a));
    }
    return "?";
}

std::vector<std::string> optionTexts(const Prompt& p, const Names& names) {
    std::vector<std::string> out;
    out.reserve(p.options.size());
    for (const Choice& c : p.options) out.push_back(optionText(c, names));
    return out;
}

ParsedAnswer parseAnswer(const Prompt& p, const std::vector<std::string>& picks, const Names& names) {
    ParsedAnswer r;
    if (picks.size() == 1 && picks.front() == "none") return r;
    auto texts = optionTexts(p, names);
    std::vector<int> used(texts.size(), 0);
    for (const auto& pick : picks) {
        bool found = false;
        for (std::size_t i = 0; i < texts.size(); ++i) {
            if (texts[i] == pick && used[i] < p.options[i].count) {
                ++used[i];
                r.answer.push_back(static_cast<std::uint8_t>(i));
                found = true;
                break;
            }
        }
        if (!found) {
            r.error = "\"" + pick + "\" is not an option here";
            r.answer.clear();
            return r;
        }
    }
    if (auto why = validate(p, r.answer); !why.empty()) {
        r.error = why;
        r.answer.clear();
    }
    return r;
}

std::vector<std::string> answerTexts(const Prompt& p, const Answer& a, const Names& names) {
    std::vector<std::string> out;
    for (auto i : a) out.push_back(i < p.options.size() ? optionText(p.options[i], names) : "?");
    if (out.empty()) out.push_back("none");
    return out;
}

}  // namespace inno
