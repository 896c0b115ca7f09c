#include "core/notation.h"

#include "core/queries.h"

namespace inno {

std::string optionText(const Choice& c, const Names& names) {
    auto name = [&](int p) { return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : "P" + std::to_string(p + 1); };
    switch (c.type) {
    case Choice::Draw: return "draw";
    case Choice::Meld: return "meld " + std::string(title(c.a));
    case Choice::Dogma: return "dogma " + std::string(title(c.a));
    case Choice::Endorse: return "endorse " + std::string(title(c.a));
    case Choice::Parley: return "parley " + std::string(title(c.a));
    case Choice::Achieve: return "achieve " + std::to_string(c.age);
    case Choice::Card: return std::string(title(c.a));
    case Choice::Hidden:
        return name(c.a) + "/" + std::string(zoneName(static_cast<Zone>(c.zone))) + "/" + std::to_string(c.age);
    case Choice::Color: return std::string(colorName(static_cast<Color>(c.a)));
    case Choice::Yes: return "yes";
    case Choice::No: return "no";
    case Choice::Value: return std::to_string(c.a);
    case Choice::Player: return name(c.a);
    case Choice::Branch: return std::to_string(c.a);
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
