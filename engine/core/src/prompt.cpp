// Prompt names and the check of an answer against its prompt.
#include "core/prompt.h"

#include "core/card.h"

#include <array>
#include <string>

namespace inno {

namespace {
constexpr std::array<std::string_view, 13> kKindNames{"action", "cards", "color", "yesno", "value",  "player", "option",
                                                      "order",  "deck",  "icon",  "set",   "number", "display"};
constexpr std::array<std::string_view, 24> kPurposeNames{
    "action", "openingMeld", "meld",   "tuck",   "score",   "return", "transfer", "exchange", "reveal", "splay",
    "keep",   "rearrange",   "execute", "achieve", "draw",   "target", "value",    "branch",   "other",
    "parley", "parleyShare", "parleyEscape", "promote", "foreshadow"};
constexpr std::array<std::string_view, 4> kCardsRuleNames{"any", "sameColor", "sameValue", "differentValues"};

CardsRule::Seen seen(const Choice& o) {
    if (o.type == Choice::Card) return {facts(o.a).age, static_cast<int>(facts(o.a).color)};
    return {o.age, -1};
}

std::string ruleBroken(const Prompt& p, const Answer& a) {
    const auto n = static_cast<int>(a.size());
    if (p.rule.noneOrMax && n != 0 && n != p.max)
        return "pick none or exactly " + std::to_string(p.max) + " (got " + std::to_string(n) + ")";
    for (std::size_t i = 0; i < a.size(); ++i)
        for (std::size_t j = i + 1; j < a.size(); ++j)
            if (!CardsRule::fitTogether(p.rule.kind, seen(p.options[a[i]]), seen(p.options[a[j]]))) {
                switch (p.rule.kind) {
                case CardsRule::SameColor: return "the cards must be of one color";
                case CardsRule::SameValue: return "the cards must be of one value";
                default: return "the cards must be of different values";
                }
            }
    return {};
}
}  // namespace

bool CardsRule::fitTogether(Kind k, Seen x, Seen y) {
    switch (k) {
    case Any: return true;
    case SameColor: return x.color < 0 || y.color < 0 || x.color == y.color;
    case SameValue: return x.age == y.age;
    case DifferentValues: return x.age != y.age;
    }
    return true;
}

std::string_view cardsRuleName(CardsRule::Kind k) { return kCardsRuleNames[static_cast<int>(k)]; }
std::optional<CardsRule::Kind> parseCardsRule(std::string_view s) {
    for (std::size_t i = 0; i < kCardsRuleNames.size(); ++i)
        if (kCardsRuleNames[i] == s) return static_cast<CardsRule::Kind>(i);
    return std::nullopt;
}

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
    if (p.kind == PromptKind::Cards && p.rule != CardsRule{}) return ruleBroken(p, a);
    return {};
}

Answer fitToRule(const Prompt& p, Answer a) {
    if (p.kind != PromptKind::Cards || p.rule == CardsRule{}) return a;
    Answer kept;
    std::array<std::uint8_t, 256> used{};
    auto keep = [&](std::uint8_t i) {
        if (kept.size() >= p.max || i >= p.options.size() || used[i] >= p.options[i].count) return false;
        for (auto k : kept)
            if (!CardsRule::fitTogether(p.rule.kind, seen(p.options[k]), seen(p.options[i]))) return false;
        kept.push_back(i);
        ++used[i];
        return true;
    };
    for (auto i : a) keep(i);
    if ((p.rule.noneOrMax && !kept.empty()) || kept.size() < p.min)
        for (std::size_t i = 0; i < p.options.size() && kept.size() < p.max; ++i)
            while (keep(static_cast<std::uint8_t>(i))) {
            }
    if (p.rule.noneOrMax && kept.size() != p.max && p.min == 0) kept.clear();
    return kept;
}

}  // namespace inno
