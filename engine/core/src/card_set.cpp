// The registry of card sets: every card, its packed facts, the special achievements, and the names of the actions,
// event causes and zones the sets add.
#include "core/card_set.h"

#include "core/expansion.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace inno {

namespace {

struct Registry {
    Registry() {
        sets.reserve(kMaxSets);  // references to both stay valid while sets register
        info.reserve(kMaxSets);
    }
    std::vector<CardSetDef> sets;
    std::vector<RegisteredSet> info;
    std::vector<CardDef> cards;  // by id
    std::vector<CardFacts> facts;
    std::vector<SpecialDef> specials;
    std::vector<std::string_view> actions{"draw", "meld", "dogma", "achieve", "parley"};
    std::vector<SetId> actionSets = std::vector<SetId>(kCoreActionKinds, kMainSet);
    std::vector<std::string_view> triggers{"none", "parleyPayment", "parleyShare", "parleyEscape"};
    std::vector<std::string_view> zones{"deck", "hand", "board", "score", "achievement", "removed"};
    std::vector<DemandRuleDef> demandRules;
    std::vector<std::string_view> options;  // every set's own options, by bit
    std::vector<SetId> optionSets;
    std::unordered_map<std::string_view, CardId> byTitle;
    int marks = 0;
    int flags = 0;
    int seatBytes = 0;
    bool frozen = false;
};

Registry& registry() {
    static Registry r;
    return r;
}

// A non-demand effect after a demand is shared like any other, which players often miss: the catalogue says so
// on every such card, derived from its effects rather than written on each.
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

void refuse(const std::string& why) { throw std::logic_error("card set registry: " + why); }

}  // namespace

const RegisteredSet& registerCardSet(CardSetDef def) {
    Registry& r = registry();
    if (r.frozen) refuse("the set \"" + std::string(def.key) + "\" registers after the first game read the registry");
    if (static_cast<int>(r.sets.size()) >= kMaxSets) refuse("too many card sets");
    if (r.cards.size() + def.cards.size() > kMaxCards) refuse("too many cards");
    if (r.specials.size() + def.specials.size() > kMaxSpecials) refuse("too many special achievements");
    if (r.marks + def.markKinds > kMarkKinds) refuse("too many kinds of marks");
    if (r.flags + def.turnFlags > static_cast<int>(GameState{}.turnFlags.size())) refuse("too many turn flags");
    if (r.seatBytes + def.seatBytes > static_cast<int>(SeatCounters{}.setBytes.size())) refuse("too many seat bytes");
    if (r.demandRules.size() + def.demandRules.size() > kMaxDemandRules) refuse("too many kinds of demand");
    if (static_cast<int>(r.zones.size()) + static_cast<int>(def.zones.size()) > static_cast<int>(Zone::Extra1) + kExtraZones)
        refuse("too many extra zones");
    if (r.options.size() + def.options.size() > 8 * sizeof(Options::setOptions)) refuse("too many options of the sets");
    if (!def.commonZone.empty())
        for (const CardSetDef& s : r.sets)
            if (!s.commonZone.empty()) refuse("two sets declare the common zone");
    for (const CardSetDef& s : r.sets)
        if (s.key == def.key) refuse("two sets share the key \"" + std::string(def.key) + "\"");

    RegisteredSet info;
    info.id = static_cast<SetId>(r.sets.size());
    info.firstCard = static_cast<CardId>(r.cards.size());
    info.cardCount = static_cast<int>(def.cards.size());
    info.firstSpecial = static_cast<int>(r.specials.size());
    info.firstAction = static_cast<int>(r.actions.size());
    info.firstTrigger = static_cast<int>(r.triggers.size());
    info.firstZone = static_cast<int>(r.zones.size());
    info.firstMark = r.marks;
    info.firstFlag = r.flags;
    info.firstSeatByte = r.seatBytes;
    info.firstDemandRule = static_cast<int>(r.demandRules.size());
    info.firstOption = static_cast<int>(r.options.size());
    r.info.push_back(info);
    for (auto o : def.options) r.options.push_back(o), r.optionSets.push_back(info.id);

    for (CardDef& c : def.cards) {
        c.id = static_cast<CardId>(r.cards.size());
        c.set = info.id;
        for (Effect& e : c.effects) {
            if (e.kind < Effect::SetDemand) continue;
            const int own = e.kind - Effect::SetDemand;
            if (own >= static_cast<int>(def.demandRules.size()))
                refuse("\"" + std::string(c.title) + "\" has a kind of demand its set does not define");
            e.kind = info.demandKind(own);
        }
        addSharedAfterDemandRuling(c);
        r.cards.push_back(std::move(c));
    }
    def.cards.clear();
    for (SpecialDef& sp : def.specials) {
        sp.id = static_cast<Special>(r.specials.size());
        sp.set = info.id;
        r.specials.push_back(sp);
    }
    for (auto a : def.actions) r.actions.push_back(a), r.actionSets.push_back(info.id);
    for (auto t : def.triggers) r.triggers.push_back(t);
    for (const ZoneDef& z : def.zones) {
        detail::publicExtraZones[r.zones.size() - static_cast<std::size_t>(Zone::Extra1)] =
            z.visibility == ZoneVisibility::Everyone;
        r.zones.push_back(z.name);
    }
    for (const DemandRuleDef& d : def.demandRules) r.demandRules.push_back(d);
    r.marks += def.markKinds;
    r.flags += def.turnFlags;
    r.seatBytes += def.seatBytes;
    r.sets.push_back(std::move(def));
    // The facts are read in the rules' hot loops: build them now, with the set's numbers known.
    const CardSetDef& set = r.sets.back();
    for (CardId c = info.firstCard; c < info.firstCard + info.cardCount; ++c) {
        const CardDef& d = r.cards[c];
        // A card that plays as another set's card has that set's facts (its layout read by that set's rules).
        const auto as = d.playsAs.empty() ? std::nullopt : findSet(d.playsAs);
        const CardSetDef& layout = as ? r.sets[*as] : set;
        r.facts.push_back(layout.facts ? layout.facts(d) : standardFacts(d));
        r.facts.back().set = as ? *as : info.id;
        r.facts.back().returnsToCommon = d.returnsToCommon;
        r.facts.back().onlyCounts = d.onlyCounts;
        r.facts.back().outsideSupply = d.outsideSupply;
        for (const Effect& e : r.cards[c].effects)
            if (e.isDemand()) r.facts.back().demandKinds |= static_cast<std::uint8_t>(1u << e.kind);
        if (!r.byTitle.emplace(r.cards[c].title, c).second)
            refuse("two cards share the title \"" + std::string(r.cards[c].title) + "\"");
    }
    detail::tables = {r.cards.data(), r.facts.data(), r.cards.size()};
    return r.info.back();
}

int setCount() { return static_cast<int>(registry().sets.size()); }
const CardSetDef& cardSet(SetId id) { return registry().sets.at(id); }
const RegisteredSet& registeredSet(SetId id) { return registry().info.at(id); }

std::optional<SetId> findSet(std::string_view key) {
    const auto& sets = registry().sets;
    for (std::size_t i = 0; i < sets.size(); ++i)
        if (sets[i].key == key) return static_cast<SetId>(i);
    return std::nullopt;
}

std::string_view actionKindName(ActionKind a) {
    const auto& names = registry().actions;
    const auto i = static_cast<std::size_t>(a);
    return i < names.size() ? names[i] : std::string_view("?");
}
int actionKindCount() { return static_cast<int>(registry().actions.size()); }

std::optional<ActionKind> parseActionKind(std::string_view s) {
    const auto& names = registry().actions;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == s) return static_cast<ActionKind>(i);
    return std::nullopt;
}
SetId setOfAction(ActionKind a) {
    const auto& sets = registry().actionSets;
    const auto i = static_cast<std::size_t>(a);
    return i < sets.size() ? sets[i] : kMainSet;
}
std::string unfinishedSetsError(const Options& o) {
    for (int set = 0; set < setCount(); ++set) {
        const CardSetDef& def = cardSet(static_cast<SetId>(set));
        if (o.has(static_cast<SetId>(set)) && def.missingEffects > 0)
            return std::string(def.name) + " is not finished in this build: " + std::to_string(def.missingEffects) +
                   " of its card effects have no rules yet";
    }
    return {};
}

bool zoneInPlay(const Options& o, Zone zone) {
    if (zone == Zone::Common) {
        for (const RegisteredSet& info : registry().info) {
            const CardSetDef& def = registry().sets[info.id];
            if (!def.commonZone.empty())
                return o.has(info.id) && (def.commonZoneOption < 0 || o.hasOption(info.option(def.commonZoneOption)));
        }
        return false;
    }
    for (const RegisteredSet& info : registry().info) {
        const int first = info.firstZone, count = static_cast<int>(registry().sets[info.id].zones.size());
        if (o.has(info.id) && static_cast<int>(zone) >= first && static_cast<int>(zone) < first + count) return true;
    }
    return false;
}

const DemandRuleDef& demandRule(Effect::Kind kind) { return registry().demandRules.at(kind - Effect::SetDemand); }
int demandRuleCount() { return static_cast<int>(registry().demandRules.size()); }
std::string_view demandWord(Effect::Kind kind) {
    if (kind == Effect::Demand) return "demand";
    const auto i = static_cast<std::size_t>(kind) - Effect::SetDemand;
    return kind > Effect::Demand && i < registry().demandRules.size() ? registry().demandRules[i].word : "?";
}

std::optional<Effect::Kind> parseDemandWord(std::string_view word) {
    if (word == "demand") return Effect::Demand;
    const auto& rules = registry().demandRules;
    for (std::size_t i = 0; i < rules.size(); ++i)
        if (rules[i].word == word) return static_cast<Effect::Kind>(Effect::SetDemand + i);
    return std::nullopt;
}

std::string_view triggerName(Trigger t) {
    const auto& names = registry().triggers;
    const auto i = static_cast<std::size_t>(t);
    return i < names.size() ? names[i] : std::string_view("?");
}
std::optional<Trigger> parseTrigger(std::string_view s) {
    const auto& names = registry().triggers;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == s) return static_cast<Trigger>(i);
    return std::nullopt;
}

int setOptionCount() { return static_cast<int>(registry().options.size()); }
std::string_view setOptionName(int option) {
    const auto& names = registry().options;
    return option >= 0 && option < static_cast<int>(names.size()) ? names[option] : std::string_view("?");
}
SetId setOfOption(int option) { return registry().optionSets.at(static_cast<std::size_t>(option)); }
std::optional<int> findSetOption(std::string_view key) {
    const auto& names = registry().options;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == key) return static_cast<int>(i);
    return std::nullopt;
}

namespace {
std::string_view commonZoneName() {
    for (const CardSetDef& def : registry().sets)
        if (!def.commonZone.empty()) return def.commonZone;
    return "common";
}
}  // namespace

std::string_view zoneName(Zone z) {
    if (z == Zone::Common) return commonZoneName();
    const auto& names = registry().zones;
    const auto i = static_cast<std::size_t>(z);
    return i < names.size() ? names[i] : std::string_view("?");
}
std::optional<Zone> parseZone(std::string_view s) {
    if (s == commonZoneName()) return Zone::Common;
    const auto& names = registry().zones;
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == s) return static_cast<Zone>(i);
    return std::nullopt;
}

std::string_view specialName(Special s) {
    const auto& all = registry().specials;
    const auto i = static_cast<std::size_t>(s);
    return i < all.size() ? all[i].name : std::string_view("?");
}
std::optional<Special> parseSpecial(std::string_view s) {
    for (const SpecialDef& d : registry().specials)
        if (d.name == s) return d.id;
    return std::nullopt;
}

std::span<const Expansion* const> expansionsOf(const Options& o) {
    // One list per combination of sets in play, built once.
    static std::array<std::vector<const Expansion*>, 1u << kMaxSets> lists = [] {
        std::array<std::vector<const Expansion*>, 1u << kMaxSets> out;
        const auto& sets = registry().sets;
        for (unsigned mask = 0; mask < out.size(); ++mask)
            for (std::size_t i = 0; i < sets.size(); ++i)
                if ((mask & (1u << i)) && sets[i].rules) out[mask].push_back(sets[i].rules);
        return out;
    }();
    return lists[o.sets & ((1u << kMaxSets) - 1)];
}

std::span<const Expansion* const> afterMeldActionOrder(const Options& o) {
    static std::array<std::vector<const Expansion*>, 1u << kMaxSets> lists = [] {
        std::array<std::vector<const Expansion*>, 1u << kMaxSets> out;
        for (unsigned mask = 0; mask < out.size(); ++mask) {
            Options in;
            in.sets = static_cast<SetMask>(mask);
            const auto all = expansionsOf(in);
            out[mask].assign(all.begin(), all.end());
            std::stable_sort(out[mask].begin(), out[mask].end(), [](const Expansion* a, const Expansion* b) {
                return a->afterMeldActionStep() < b->afterMeldActionStep();
            });
        }
        return out;
    }();
    return lists[o.sets & ((1u << kMaxSets) - 1)];
}

namespace {
template <typename Keep>
std::array<SpecialMask, 1u << kMaxSets> specialMasks(Keep keep) {
    std::array<SpecialMask, 1u << kMaxSets> out{};
    for (unsigned mask = 0; mask < out.size(); ++mask)
        for (const SpecialDef& d : registry().specials)
            if ((mask & (1u << d.set)) && keep(d)) out[mask] |= specialBit(d.id);
    return out;
}
}  // namespace

SpecialMask conditionSpecials(const Options& o) {
    static const auto masks = specialMasks([](const SpecialDef& d) { return d.meets != nullptr; });
    return masks[o.sets & ((1u << kMaxSets) - 1)];
}
SpecialMask boardSpecials(const Options& o) {
    static const auto masks = specialMasks([](const SpecialDef& d) { return d.meets != nullptr && d.needsBoard; });
    return masks[o.sets & ((1u << kMaxSets) - 1)];
}
SpecialMask boardOnlySpecials(const Options& o) {
    static const auto masks = specialMasks([](const SpecialDef& d) { return d.meets != nullptr && d.readsBoardOnly; });
    return masks[o.sets & ((1u << kMaxSets) - 1)];
}

int Options::expansions() const { return std::popcount(static_cast<unsigned>(sets)) - 1; }

// ---------------------------------------------------------------- cards

int CardDef::count(Icon icon) const {
    return static_cast<int>(std::count(icons.begin(), icons.end(), icon) + std::count(upper.begin(), upper.end(), icon));
}

std::span<const CardDef> everyCard() {
    registry().frozen = true;
    return registry().cards;
}

std::span<const CardDef> cardsOf(SetId set) {
    const RegisteredSet& info = registeredSet(set);
    return everyCard().subspan(info.firstCard, static_cast<std::size_t>(info.cardCount));
}

std::optional<CardId> findCard(std::string_view title) {
    const auto& byTitle = registry().byTitle;
    auto it = byTitle.find(title);
    if (it == byTitle.end()) return std::nullopt;
    return it->second;
}

std::span<const SpecialDef> allSpecials() { return registry().specials; }
std::span<const SpecialDef> specialsOf(SetId set) {
    const RegisteredSet& info = registeredSet(set);
    return allSpecials().subspan(static_cast<std::size_t>(info.firstSpecial), cardSet(set).specials.size());
}

CardFacts standardFacts(const CardDef& def) {
    CardFacts f;
    const auto& icons = def.icons;
    f.age = static_cast<std::uint8_t>(def.age);
    f.color = def.color;
    f.icons = icons;
    f.dogmaIcon = def.dogmaIcon;
    f.effects = static_cast<std::uint8_t>(def.effects.size());
    for (const Effect& e : def.effects) (e.isDemand() ? f.hasDemand : f.hasNonDemand) = true;
    for (Icon icon : icons) f.all += packIcon(icon);
    f.shown[static_cast<int>(Splay::Left)] = packIcon(icons[3]);
    f.shown[static_cast<int>(Splay::Right)] = packIcon(icons[0]) + packIcon(icons[1]);
    f.shown[static_cast<int>(Splay::Up)] = packIcon(icons[1]) + packIcon(icons[2]) + packIcon(icons[3]);
    return f;
}

namespace detail {
CardTables tables;
std::array<bool, kExtraZones> publicExtraZones{};
void noSuchCard(CardId id) {
    if (registry().cards.empty()) throw std::logic_error("no card set is registered (call catalogue::install() first)");
    throw std::out_of_range("no card with id " + std::to_string(id));
}
}  // namespace detail

}  // namespace inno
