// The card catalogue: every card built once on first use, the packed facts the rules read, lookup by title.
#include "core/card.h"

#include "cities/city_rules.h"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace inno {
namespace cards {
#define CARD(age, fn) CardDef fn();
#include "cards/all_cards.inc"
#undef CARD
}  // namespace cards

namespace {
// A non-demand effect after a demand is shared like any other, which players often miss: the catalogue
// says so on every such card, derived from its effects rather than written on each.
void addSharedAfterDemandRuling(CardDef& c) {
    static constexpr std::array<std::string_view, 3> kRuling{
        "The second effect is not a demand, so opponents with enough icons share it.",
        "The third effect is not a demand, so opponents with enough icons share it.",
        "The fourth effect is not a demand, so opponents with enough icons share it.",
    };
    for (std::size_t i = 1; i < c.effects.size() && i <= kRuling.size(); ++i) {
        if (c.effects[i - 1].isDemand() && !c.effects[i].isDemand()) {
            c.rulings.insert(c.rulings.begin(), kRuling[i - 1]);
            return;
        }
    }
}

std::vector<CardDef> buildCatalogue() {
    std::vector<CardDef> all{
#define CARD(age, fn) cards::fn(),
#include "cards/all_cards.inc"
#undef CARD
    };
    if (all.size() != kBaseCardCount) throw std::logic_error("the catalogue must hold every base card");
    for (CardDef& c : cities::cardDefs()) all.push_back(std::move(c));
    if (all.size() != kCardCount) throw std::logic_error("the catalogue must hold every City");
    for (std::size_t i = 0; i < all.size(); ++i) {
        all[i].id = static_cast<CardId>(i);
        addSharedAfterDemandRuling(all[i]);
    }
    return all;
}

const std::vector<CardDef>& catalogue() {
    static const std::vector<CardDef> all = buildCatalogue();
    return all;
}
}  // namespace

int CardDef::count(Icon icon) const {
    return static_cast<int>(std::count(icons.begin(), icons.end(), icon) + std::count(upper.begin(), upper.end(), icon));
}

std::span<const CardDef> allCards() { return std::span<const CardDef>(catalogue()).first(kBaseCardCount); }
std::span<const CardDef> everyCard() { return catalogue(); }
std::span<const CardDef> cityCards() { return std::span<const CardDef>(catalogue()).subspan(kBaseCardCount); }

namespace detail {
const CardFacts* factsTable() {
    static const std::array<CardFacts, kCardCount> table = [] {
        std::array<CardFacts, kCardCount> t{};
        const auto& all = catalogue();
        for (std::size_t i = 0; i < kBaseCardCount; ++i) {
            const auto& icons = all[i].icons;
            CardFacts& f = t[i];
            f.age = static_cast<std::uint8_t>(all[i].age);
            f.color = all[i].color;
            f.icons = icons;
            f.dogmaIcon = all[i].dogmaIcon;
            f.effects = static_cast<std::uint8_t>(all[i].effects.size());
            for (const Effect& e : all[i].effects) (e.isDemand() ? f.hasDemand : f.hasNonDemand) = true;
            for (Icon icon : icons) f.all += packIcon(icon);
            f.shown[static_cast<int>(Splay::Left)] = packIcon(icons[3]);
            f.shown[static_cast<int>(Splay::Right)] = packIcon(icons[0]) + packIcon(icons[1]);
            f.shown[static_cast<int>(Splay::Up)] = packIcon(icons[1]) + packIcon(icons[2]) + packIcon(icons[3]);
        }
        for (std::size_t i = kBaseCardCount; i < all.size(); ++i) t[i] = cities::cityFacts(all[i]);
        return t;
    }();
    return table.data();
}
void noSuchCard(CardId id) { throw std::out_of_range("no card with id " + std::to_string(id)); }
}  // namespace detail

std::optional<CardId> findCard(std::string_view title) {
    static const auto byTitle = [] {
        std::unordered_map<std::string, CardId> m;
        for (const auto& c : catalogue())
            if (!m.emplace(std::string(c.title), c.id).second) throw std::logic_error("two cards share a title");
        return m;
    }();
    auto it = byTitle.find(std::string(title));
    if (it == byTitle.end()) return std::nullopt;
    return it->second;
}

std::span<const SpecialDef> allSpecials() {
    static const std::array<SpecialDef, kBaseSpecialCount> specials{{
        {Special::Monument, "Monument", "Claim it at once if you tuck six cards or score six cards during one turn."},
        {Special::Empire, "Empire", "Claim it at once if you have at least three visible icons of each of the six kinds."},
        {Special::World, "World", "Claim it at once if you have at least twelve visible clock icons."},
        {Special::Wonder, "Wonder", "Claim it at once if you have all five colors on your board, each splayed right or up."},
        {Special::Universe, "Universe", "Claim it at once if you have five top cards, each of value 8 or more."},
    }};
    return specials;
}

std::span<const SpecialDef> citySpecials() {
    static const auto specials = [] {
        std::array<SpecialDef, kSpecialCount - kBaseSpecialCount> out{};
        const auto defs = cities::allCitySpecials();
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = {static_cast<Special>(kBaseSpecialCount + static_cast<int>(defs[i].which)), defs[i].name,
                      defs[i].condition};
        return out;
    }();
    return specials;
}

}  // namespace inno
