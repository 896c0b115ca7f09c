// The Cities of Destiny (edition III) table, its look-ups and the slot notation of the source data.
#include "cities/city_cards.h"

#include <algorithm>
#include <string>

namespace inno::cities {

namespace {

const std::array kCities = std::to_array<CityCard>({
#include "city_cards.inc"
});

const std::array kSpecials = std::to_array<CitySpecialDef>({
    {CitySpecial::Legend, "Legend",
     "Claim it at once when you meld a City with a left arrow onto your pile of its color while that pile is "
     "already splayed left (any meld, not only a Meld action; the City's own arrow does not count)."},
    {CitySpecial::Repute, "Repute",
     "Claim it at once when you meld a City with a right arrow onto your pile of its color while that pile is "
     "already splayed right (any meld; the City's own arrow does not count)."},
    {CitySpecial::Fame, "Fame",
     "Claim it at once when you meld a City with an up arrow onto your pile of its color while that pile is "
     "already splayed up (any meld; the City's own arrow does not count)."},
    {CitySpecial::Glory, "Glory", "Claim it at once when you tuck a City with a flag, for any reason."},
    {CitySpecial::Victory, "Victory", "Claim it at once when you tuck a City with a fountain, for any reason."},
});

}  // namespace

int CityCard::count(SlotKind k) const {
    return static_cast<int>(std::count_if(icons.begin(), icons.end(), [&](const Slot& s) { return s.kind == k; }));
}

int CityCard::count(Icon i) const {
    return static_cast<int>(
        std::count_if(icons.begin(), icons.end(), [&](const Slot& s) { return i != Icon::None && s.countsAs() == i; }));
}

std::span<const CityCard> allCityCards() { return kCities; }

// Cities printed outside the set: a card of another set that plays as a City (CardDef::playsAs "cities": Artifacts'
// relic Timbuktu) finds its six positions here; the Cities rules read them as any City's.
const std::array kCitiesElsewhere = std::to_array<CityCard>({
    {"Timbuktu", 3, Color::Green,
     {standard(Icon::Lightbulb), plus(), hex(), standard(Icon::Crown), standard(Icon::Crown), standard(Icon::Crown)},
     Icon::Crown},
});

const CityCard* findCityCard(std::string_view title) {
    for (const CityCard& c : kCities)
        if (c.title == title) return &c;
    for (const CityCard& c : kCitiesElsewhere)
        if (c.title == title) return &c;
    return nullptr;
}

std::string slotText(const Slot& s) {
    switch (s.kind) {
        case SlotKind::Standard: return std::string(iconName(s.icon));
        case SlotKind::Hex: return "hex";
        case SlotKind::Search: return "search:" + std::string(iconName(s.icon));
        case SlotKind::Plus: return "plus";
        case SlotKind::Arrow: return "arrow:" + std::string(splayName(s.arrow));
        case SlotKind::Flag: return "flag:" + std::string(colorName(s.flag));
        case SlotKind::Fountain: return "fountain";
        case SlotKind::Bonus: return "bonus:" + std::to_string(s.bonus);
    }
    return "?";
}

std::optional<Slot> parseSlot(std::string_view text) {
    const auto colon = text.find(':');
    const std::string_view kind = text.substr(0, colon);
    const std::string_view arg = colon == std::string_view::npos ? std::string_view{} : text.substr(colon + 1);
    auto ordinary = [](std::string_view n) -> std::optional<Icon> {
        auto i = parseIcon(n);
        if (!i || *i == Icon::None || *i == Icon::Hex) return std::nullopt;
        return i;
    };
    if (colon == std::string_view::npos) {
        if (text == "hex") return hex();
        if (text == "plus") return plus();
        if (text == "fountain") return fountain();
        if (auto i = ordinary(text)) return standard(*i);
        return std::nullopt;
    }
    if (kind == "search") {
        if (auto i = ordinary(arg)) return search(*i);
    } else if (kind == "arrow") {
        auto d = parseSplay(arg);
        if (d && *d != Splay::None) return arrow(*d);
    } else if (kind == "flag") {
        if (auto c = parseColor(arg)) return flag(*c);
    } else if (kind == "bonus") {
        int n = 0;
        for (char ch : arg) {
            if (ch < '0' || ch > '9' || n > 100) return std::nullopt;
            n = n * 10 + (ch - '0');
        }
        if (!arg.empty() && n > 0) return bonus(n);
    }
    return std::nullopt;
}

std::span<const CitySpecialDef> allCitySpecials() { return kSpecials; }

}  // namespace inno::cities
