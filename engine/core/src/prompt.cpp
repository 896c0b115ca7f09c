// Prompt names and the check of an answer against its prompt.
#include "core/prompt.h"

#include <array>
#include <string>

namespace inno {

namespace {
constexpr std::array<std::string_view, 10> kKindNames{"action", "cards",  "color", "yesno", "value",
                                                      "player", "option", "order", "deck",  "icon"};
constexpr std::array<std::string_view, 24> kPurposeNames{
    "action", "openingMeld", "meld",   "tuck",   "score",   "return", "transfer", "exchange", "reveal", "splay",
    "keep",   "rearrange",   "execute", "achieve", "draw",   "target", "value",    "branch",   "other",
    "parley", "parleyShare", "parleyEscape", "promote", "foreshadow"};
}  // namespace

std::string_view promptKindName(PromptKind k) { return kKindNames[static_cast<int>(k)]; }
std::string_view purposeName(Purpose p) { return kPurposeNames[static_cast<int>(p)]; }
std::optional<PromptKind> parsePromptKind(std::string_view s) {
    for (std::size_t i = 0; i < kKindNames.size(); ++i)
        if (kKindNames[i] == s) return static_cast<PromptKind>(i);
    return std::nullopt;
}
std::optional<Purpose> parsePurpose(std::string_view s) {
    for (std::size_t i = 0; i < kPurposeNames.size(); ++i)
        if (kPurposeNames[i] == s) return static_cast<Purpose>(i);
    return std::nullopt;
}

std::string validate(const Prompt& p, const Answer& a) {
    const auto n = static_cast<int>(a.size());
    if (n < p.min || n > p.max) {
        if (p.min == p.max) return "pick exactly " + std::to_string(p.min) + " (got " + std::to_string(n) + ")";
        return "pick between " + std::to_string(p.min) + " and " + std::to_string(p.max) + " (got " +
               std::to_string(n) + ")";
    }
    for (auto i : a)
        if (i >= p.options.size()) return "option " + std::to_string(i) + " does not exist";
    if (n > 1) {
        std::array<std::uint8_t, 256> used{};
        for (auto i : a)
            if (++used[i] > p.options[i].count) return "an option was picked more often than it is available";
    } else if (n == 1 && p.options[a[0]].count == 0) {
        return "an option was picked more often than it is available";
    }
    if (p.kind == PromptKind::Order && n != static_cast<int>(p.options.size()))
        return "a new order must list every card exactly once";
    return {};
}

}  // namespace inno
