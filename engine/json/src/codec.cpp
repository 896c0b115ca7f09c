// The typed codec of the table's messages: encoding and decoding of each type side by side (see codec.h).
#include "json/codec.h"

#include "catalogue/catalogue.h"
#include "core/card_set.h"
#include "core/queries.h"

#include <charconv>

namespace inno::json {

std::string Seats::name(int seat) const {
    return seat >= 0 && seat < static_cast<int>(names.size()) ? names[seat] : std::string();
}

int Seats::seat(std::string_view name) const {
    for (std::size_t p = 0; p < names.size(); ++p)
        if (names[p] == name) return static_cast<int>(p);
    return -1;
}

namespace {

[[noreturn]] void fail(const std::string& what) { throw DecodeError(what); }

// ---------------------------------------------------------------- reading helpers (each throws DecodeError)

const bj::object& objectOf(const bj::value& v, std::string_view what) {
    if (!v.is_object()) fail(std::string(what) + " must be an object");
    return v.as_object();
}
const bj::value& field(const bj::object& o, std::string_view key) {
    const bj::value* v = o.if_contains(key);
    if (!v) fail("missing \"" + std::string(key) + "\"");
    return *v;
}
std::string_view textOf(const bj::value& v, std::string_view what) {
    if (!v.is_string()) fail(std::string(what) + " must be a string");
    return v.as_string();
}
std::string_view text(const bj::object& o, std::string_view key) { return textOf(field(o, key), key); }
int integerOf(const bj::value& v, std::string_view what) {
    if (v.is_int64()) return static_cast<int>(v.as_int64());
    if (v.is_uint64()) return static_cast<int>(v.as_uint64());
    if (v.is_double() && v.as_double() == static_cast<int>(v.as_double())) return static_cast<int>(v.as_double());
    fail(std::string(what) + " must be a whole number");
}
int integer(const bj::object& o, std::string_view key) { return integerOf(field(o, key), key); }
bool boolean(const bj::object& o, std::string_view key) {
    const bj::value& v = field(o, key);
    if (!v.is_bool()) fail("\"" + std::string(key) + "\" must be true or false");
    return v.as_bool();
}
const bj::array& arrayOf(const bj::value& v, std::string_view what) {
    if (!v.is_array()) fail(std::string(what) + " must be an array");
    return v.as_array();
}
template <typename E>
E enumField(const bj::object& o, std::string_view key) {
    return bj::value_to<E>(field(o, key));
}
CardId cardNamed(std::string_view title) {
    if (auto c = findCard(title)) return *c;
    fail("unknown card \"" + std::string(title) + "\"");
}
CardId cardField(const bj::object& o, std::string_view key) { return cardNamed(text(o, key)); }
// A card that may be absent (or null): kNoCard.
CardId optionalCard(const bj::object& o, std::string_view key) {
    const bj::value* v = o.if_contains(key);
    return !v || v->is_null() ? kNoCard : cardNamed(textOf(*v, key));
}
int seatNamed(std::string_view name, const Seats& seats) {
    const int p = seats.seat(name);
    if (p < 0) fail("unknown player \"" + std::string(name) + "\"");
    return p;
}
int seatField(const bj::object& o, std::string_view key, const Seats& seats) { return seatNamed(text(o, key), seats); }
std::uint8_t seatMask(const bj::value& v, std::string_view what, const Seats& seats) {
    std::uint8_t mask = 0;
    for (const auto& n : arrayOf(v, what)) mask |= static_cast<std::uint8_t>(1u << seatNamed(textOf(n, what), seats));
    return mask;
}
CardList cardsOf(const bj::value& v, std::string_view what) {
    CardList out;
    for (const auto& t : arrayOf(v, what)) {
        if (out.size() == out.capacity()) fail(std::string(what) + " lists too many cards");
        out.push_back(cardNamed(textOf(t, what)));
    }
    return out;
}
std::vector<std::uint8_t> agesOf(const bj::value& v, std::string_view what) {
    std::vector<std::uint8_t> out;
    for (const auto& a : arrayOf(v, what)) {
        const int age = integerOf(a, what);
        if (age < 1 || age > kAges) fail(std::string(what) + ": no age " + std::to_string(age));
        out.push_back(static_cast<std::uint8_t>(age));
    }
    return out;
}
int numberText(std::string_view s, std::string_view what) {
    int n = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (ec != std::errc() || end != s.data() + s.size()) fail(std::string(what) + " \"" + std::string(s) + "\" is not a number");
    return n;
}

// ---------------------------------------------------------------- writing helpers

bj::array titles(CardSpan cards) {
    bj::array a;
    for (CardId c : cards) a.emplace_back(title(c));
    return a;
}
bj::array seatNames(std::uint8_t mask, const Seats& seats) {
    bj::array a;
    for (int p = 0; p < kMaxPlayers; ++p)
        if (mask & (1u << p)) a.emplace_back(seats.name(p));
    return a;
}
bj::object placeJson(Place p, const Seats& seats) {
    bj::object o;
    o["zone"] = zoneName(p.zone);
    if (p.player >= 0) o["player"] = seats.name(p.player);
    return o;
}
Place placeOf(const bj::value& v, std::string_view what, const Seats& seats) {
    const bj::object& o = objectOf(v, what);
    Place p;
    p.zone = enumField<Zone>(o, "zone");
    if (o.contains("player")) p.player = static_cast<std::int8_t>(seatField(o, "player", seats));
    return p;
}
// Achievement labels: "3" for a standard achievement of age 3 (as often as there are), then the specials by name.
bj::array achievementLabels(const std::vector<std::uint8_t>& ages, SpecialMask specials) {
    bj::array a;
    for (auto age : ages) a.emplace_back(std::to_string(age));
    for (const SpecialDef& s : allSpecials())
        if (specials & specialBit(s.id)) a.emplace_back(s.name);
    return a;
}
void readAchievementLabels(const bj::value& v, std::string_view what, std::vector<std::uint8_t>& ages,
                           SpecialMask& specials) {
    for (const auto& l : arrayOf(v, what)) {
        const std::string_view label = textOf(l, what);
        if (auto s = parseSpecial(label)) {
            specials |= specialBit(*s);
            continue;
        }
        const int age = numberText(label, what);
        if (age < 1 || age > kAges) fail(std::string(what) + ": no achievement \"" + std::string(label) + "\"");
        ages.push_back(static_cast<std::uint8_t>(age));
    }
}

// The card set of a hidden card as written: its key, "base" for the main set's.
std::vector<SetId> setsOf(const bj::value& v, std::string_view what) {
    std::vector<SetId> out;
    for (const auto& k : arrayOf(v, what)) {
        const auto set = findSet(textOf(k, what));
        if (!set) fail(std::string(what) + ": unknown card set \"" + std::string(k.as_string()) + "\"");
        out.push_back(*set);
    }
    return out;
}
bj::array setKeys(const std::vector<SetId>& sets) {
    bj::array a;
    for (SetId s : sets) a.emplace_back(cardSet(s).key);
    return a;
}

}  // namespace

// ---------------------------------------------------------------- options

bj::value encode(const Options& o, const Seats&) {
    bj::object out{{"teams", o.teams}, {"extraAchievement", o.extraAchievement}};
    // Each expansion in play by its key, written only when on: base-game messages stay as they were.
    for (int set = 0; set < setCount(); ++set)
        if (set != kMainSet && o.has(static_cast<SetId>(set))) out[cardSet(static_cast<SetId>(set)).key] = true;
    // A set's own options (Artifacts' "relics") by their keys, written only when on.
    for (int i = 0; i < setOptionCount(); ++i)
        if (o.hasOption(i)) out[setOptionName(i)] = true;
    if (o.largeGame != LargeGame::None) out["largeGame"] = largeGameName(o.largeGame);
    return out;
}

template <>
Options decode<Options>(const bj::value& jv, const Seats& seats) {
    const bj::object& o = objectOf(jv, "options");
    Options out;
    out.playerCount = static_cast<int>(seats.names.size());
    out.teams = boolean(o, "teams");
    out.extraAchievement = boolean(o, "extraAchievement");
    for (const auto& [key, value] : o) {
        if (key == "teams" || key == "extraAchievement" || key == "largeGame" || key == "playerCount") continue;
        const auto set = findSet(key);
        if (set && *set != kMainSet) {
            if (boolean(o, key)) out.sets |= static_cast<SetMask>(1u << *set);
        } else if (const auto option = findSetOption(key)) {
            if (boolean(o, key)) out.setOptions |= static_cast<std::uint8_t>(1u << *option);
        } else if (value.is_bool() && value.as_bool()) {
            // An expansion this program was built without, or one it never heard of: refuse rather than play
            // without it.
            if (const auto name = catalogue::leftOutExpansion(key)) fail(catalogue::leftOutError(*name));
            fail("the option \"" + std::string(key) + "\" is not one this program knows (an expansion it does not include?)");
        }
    }
    for (int i = 0; i < setOptionCount(); ++i)
        if (out.hasOption(i) && !out.has(setOfOption(i)))
            fail("the option \"" + std::string(setOptionName(i)) + "\" needs " + std::string(cardSet(setOfOption(i)).name));
    if (auto why = unfinishedSetsError(out); !why.empty()) fail(why);
    if (o.contains("largeGame")) {
        const auto rule = parseLargeGame(textOf(o.at("largeGame"), "largeGame"));
        if (!rule) fail("largeGame must be \"none\", \"parley\" or \"distant\"");
        out.largeGame = *rule;
    }
    return out;
}

// ---------------------------------------------------------------- events

bj::value encode(const Event& e, const Seats& seats) {
    bj::value jv;
    bj::object& o = jv.emplace_object();
    o["type"] = eventKindName(e.kind);
    if (e.player >= 0) o["player"] = seats.name(e.player);
    switch (e.kind) {
    case EventKind::CardMoved:
        o["move"] = moveName(e.move);
        o["age"] = e.age;
        o["card"] = e.card == kNoCard ? bj::value(nullptr) : bj::value(title(e.card));
        o["from"] = placeJson(e.from, seats);
        o["to"] = placeJson(e.to, seats);
        o["revealed"] = e.revealed;
        if (e.onTop) o["onTop"] = true;  // put on top of its deck, not returned under it
        break;
    case EventKind::CardRevealed: o["card"] = title(e.card); break;
    case EventKind::Splayed:
        o["color"] = colorName(e.color);
        o["from"] = splayName(e.oldSplay);
        o["to"] = splayName(e.splay);
        break;
    case EventKind::ActionTaken:
        o["action"] = actionKindName(e.action);
        if (e.card != kNoCard) o["card"] = title(e.card);
        if (e.action == ActionKind::Achieve) o["age"] = e.value;
        break;
    case EventKind::DogmaStarted:
    case EventKind::DogmaRoles: {
        o["card"] = title(e.card);
        o["icon"] = iconName(e.icon);
        bj::object counts;
        for (std::size_t p = 0; p < seats.names.size() && p < kMaxPlayers; ++p) counts[seats.names[p]] = e.counts[p];
        o["counts"] = std::move(counts);
        if (e.kind == EventKind::DogmaRoles) {
            o["sharers"] = seatNames(e.sharers, seats);
            o["demanded"] = seatNames(e.demanded, seats);
            if (e.parley) o["parley"] = seatNames(e.parley, seats);  // large games only
            for (int r = 0; r < kMaxDemandRules; ++r)  // the sets' own kinds of demand, by their word
                if (e.ruled[r]) o[demandWord(static_cast<Effect::Kind>(Effect::SetDemand + r))] = seatNames(e.ruled[r], seats);
        }
        break;
    }
    case EventKind::EffectStarted:
        o["card"] = title(e.card);
        o["effect"] = e.value;
        o["demand"] = e.demand != Effect::NonDemand;
        if (e.demand >= Effect::SetDemand) o["demandKind"] = demandWord(e.demand);
        if (e.tag != 0) o["tag"] = e.tag;  // a leading effect, labelled by its card's set
        break;
    case EventKind::TurnStarted: o["actions"] = e.value; break;
    case EventKind::FreeDraw:
    case EventKind::DogmaEnded: o["card"] = title(e.card); break;
    case EventKind::AchievementClaimed:
        if (e.isSpecial)
            o["special"] = specialName(e.special);
        else
            o["age"] = e.value;
        o["reason"] = claimReasonName(e.claimReason);
        break;
    case EventKind::CardShown:
        o["age"] = e.age;
        o["card"] = e.card == kNoCard ? bj::value(nullptr) : bj::value(title(e.card));
        o["from"] = placeJson(e.from, seats);
        break;
    case EventKind::GameEnded:
        o["winners"] = seatNames(e.winners, seats);
        o["reason"] = endReasonName(e.reason);
        if (e.card != kNoCard) o["card"] = title(e.card);
        break;
    case EventKind::SeatEliminated:
        if (e.card != kNoCard) o["card"] = title(e.card);
        break;
    case EventKind::GameStarted:
    case EventKind::HandRevealed: break;
    }
    if (e.source != kNoCard) o["source"] = title(e.source);
    if (e.trigger != Trigger::None) o["trigger"] = triggerName(e.trigger);
    if (e.set != kMainSet) o["set"] = cardSet(e.set).key;  // the moved card's set: public like its age
    return jv;
}

template <>
Event decode<Event>(const bj::value& jv, const Seats& seats) {
    const bj::object& o = objectOf(jv, "an event");
    Event e;
    e.kind = enumField<EventKind>(o, "type");
    if (o.contains("player")) e.player = static_cast<std::int8_t>(seatField(o, "player", seats));
    e.source = optionalCard(o, "source");
    if (o.contains("trigger")) e.trigger = enumField<Trigger>(o, "trigger");
    if (o.contains("set")) {
        const auto set = findSet(text(o, "set"));
        if (!set) fail("unknown card set \"" + std::string(text(o, "set")) + "\"");
        e.set = *set;
    }
    auto small = [&](std::string_view key) { return static_cast<std::uint8_t>(integer(o, key)); };
    switch (e.kind) {
    case EventKind::CardMoved:
        e.move = enumField<Move>(o, "move");
        e.age = small("age");
        e.card = optionalCard(o, "card");
        e.from = placeOf(field(o, "from"), "from", seats);
        e.to = placeOf(field(o, "to"), "to", seats);
        e.revealed = boolean(o, "revealed");
        e.onTop = o.contains("onTop") && boolean(o, "onTop");
        break;
    case EventKind::CardRevealed:
        e.card = cardField(o, "card");
        e.age = static_cast<std::uint8_t>(age(e.card));
        e.revealed = true;
        break;
    case EventKind::Splayed:
        e.color = enumField<Color>(o, "color");
        e.oldSplay = enumField<Splay>(o, "from");
        e.splay = enumField<Splay>(o, "to");
        break;
    case EventKind::ActionTaken:
        e.action = enumField<ActionKind>(o, "action");
        e.card = optionalCard(o, "card");
        if (e.action == ActionKind::Achieve) e.value = small("age");
        break;
    case EventKind::DogmaStarted:
    case EventKind::DogmaRoles: {
        e.card = cardField(o, "card");
        e.icon = enumField<Icon>(o, "icon");
        const bj::object& counts = objectOf(field(o, "counts"), "counts");
        for (std::size_t p = 0; p < seats.names.size() && p < kMaxPlayers; ++p)
            e.counts[p] = static_cast<std::uint8_t>(integer(counts, seats.names[p]));
        if (e.kind == EventKind::DogmaRoles) {
            e.sharers = seatMask(field(o, "sharers"), "sharers", seats);
            e.demanded = seatMask(field(o, "demanded"), "demanded", seats);
            if (o.contains("parley")) e.parley = seatMask(o.at("parley"), "parley", seats);
            for (int r = 0; r < demandRuleCount() && r < kMaxDemandRules; ++r) {
                const std::string_view word = demandWord(static_cast<Effect::Kind>(Effect::SetDemand + r));
                if (o.contains(word)) e.ruled[r] = seatMask(o.at(word), word, seats);
            }
        }
        break;
    }
    case EventKind::EffectStarted:
        e.card = cardField(o, "card");
        e.value = small("effect");
        e.demand = boolean(o, "demand") ? Effect::Demand : Effect::NonDemand;
        if (e.demand && o.contains("demandKind")) {
            const auto kind = parseDemandWord(text(o, "demandKind"));
            if (!kind) fail("unknown kind of demand \"" + std::string(text(o, "demandKind")) + "\"");
            e.demand = *kind;
        }
        if (o.contains("tag")) e.tag = small("tag");
        break;
    case EventKind::TurnStarted: e.value = small("actions"); break;
    case EventKind::FreeDraw:
    case EventKind::DogmaEnded: e.card = cardField(o, "card"); break;
    case EventKind::AchievementClaimed:
        if (o.contains("special")) {
            e.isSpecial = true;
            e.special = enumField<Special>(o, "special");
        } else {
            e.value = small("age");
        }
        e.claimReason = enumField<ClaimReason>(o, "reason");
        break;
    case EventKind::CardShown:
        e.age = small("age");
        e.card = optionalCard(o, "card");
        e.from = placeOf(field(o, "from"), "from", seats);
        break;
    case EventKind::GameEnded:
        e.winners = seatMask(field(o, "winners"), "winners", seats);
        e.reason = enumField<EndReason>(o, "reason");
        e.card = optionalCard(o, "card");
        break;
    case EventKind::SeatEliminated: e.card = optionalCard(o, "card"); break;
    case EventKind::GameStarted:
    case EventKind::HandRevealed: break;
    }
    return e;
}

// ---------------------------------------------------------------- prompts

bj::value encode(const Prompt& p, const Seats& seats) {
    bj::value jv;
    bj::object& o = jv.emplace_object();
    o["player"] = seats.name(p.player);
    o["kind"] = promptKindName(p.kind);
    o["purpose"] = purposeName(p.purpose);
    o["min"] = p.min;
    o["max"] = p.max;
    if (p.source != kNoCard) o["source"] = title(p.source);
    bj::array opts;
    bool repeats = false;
    for (const Choice& c : p.options) {
        opts.emplace_back(optionText(c, seats.names));
        repeats = repeats || c.count != 1;
    }
    o["options"] = std::move(opts);
    if (repeats) {
        bj::array counts;
        for (const Choice& c : p.options) counts.emplace_back(c.count);
        o["counts"] = std::move(counts);
    }
    if (p.rule.kind != CardsRule::Any) o["together"] = cardsRuleName(p.rule.kind);
    if (p.rule.noneOrMax) o["noneOrMax"] = true;
    return jv;
}

std::optional<Choice> parseOption(PromptKind kind, std::string_view t, const Seats& seats) {
    auto card = [](std::string_view title) -> std::optional<CardId> { return findCard(title); };
    auto number = [](std::string_view s) -> std::optional<int> {
        int n = 0;
        const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
        if (ec != std::errc() || end != s.data() + s.size() || n < 0 || n > 255) return std::nullopt;
        return n;
    };
    auto byte = [](int n) { return static_cast<std::uint8_t>(n); };
    switch (kind) {
    case PromptKind::Action:
        if (t == "draw") return Choice{Choice::Draw};
        if (t.starts_with("meld "))
            if (auto c = card(t.substr(5))) return Choice{Choice::Meld, *c};
        if (t.starts_with("dogma "))
            if (auto c = card(t.substr(6))) return Choice{Choice::Dogma, *c};
        for (int k = kCoreActionKinds;; ++k) {  // the actions the sets add ("endorse Archery")
            const std::string_view word = actionKindName(static_cast<ActionKind>(k));
            if (word == "?") break;
            if (t.size() > word.size() && t.starts_with(word) && t[word.size()] == ' ')
                if (auto c = card(t.substr(word.size() + 1))) {
                    Choice ch{Choice::SetAction, *c};
                    ch.kind = static_cast<std::uint8_t>(k);
                    return ch;
                }
        }
        if (t.starts_with("parley "))
            if (auto c = card(t.substr(7))) return Choice{Choice::Parley, *c};
        if (t.starts_with("achieve "))
            if (auto n = number(t.substr(8))) return Choice{Choice::Achieve, 0, 0, byte(*n)};
        return std::nullopt;
    case PromptKind::Cards:
    case PromptKind::Order: {
        if (auto c = card(t)) return Choice{Choice::Card, *c};
        // Hidden cards: "owner/zone/age", "owner/zone/city 3" for another set's.
        const auto a = t.find('/'), b = t.rfind('/');
        if (a == std::string_view::npos || a == b) return std::nullopt;
        const int owner = seats.seat(t.substr(0, a));
        const auto zone = parseZone(t.substr(a + 1, b - a - 1));
        const auto pile = parseDeckKey(t.substr(b + 1));
        if (owner < 0 || !zone || !pile) return std::nullopt;
        Choice ch{Choice::Hidden, byte(owner), static_cast<std::uint8_t>(*zone), byte(pile->second)};
        ch.set = pile->first;
        return ch;
    }
    case PromptKind::Deck:
        if (auto pile = parseDeckKey(t)) {
            Choice ch{Choice::Deck};
            ch.set = pile->first;
            ch.age = byte(pile->second);
            return ch;
        }
        return std::nullopt;
    case PromptKind::Icon:
        if (auto i = parseIcon(t); i && *i != Icon::None && *i != Icon::Hex)
            return Choice{Choice::IconKind, static_cast<std::uint16_t>(*i)};
        return std::nullopt;
    case PromptKind::Color:
        if (auto c = parseColor(t)) return Choice{Choice::Color, static_cast<std::uint8_t>(*c)};
        return std::nullopt;
    case PromptKind::YesNo:
        if (t == "yes") return Choice{Choice::Yes};
        if (t == "no") return Choice{Choice::No};
        return std::nullopt;
    case PromptKind::Value:
        if (auto n = number(t)) return Choice{Choice::Value, byte(*n)};
        return std::nullopt;
    case PromptKind::Player:
        if (int p = seats.seat(t); p >= 0) return Choice{Choice::Player, byte(p)};
        return std::nullopt;
    case PromptKind::Option:
        if (auto n = number(t)) return Choice{Choice::Branch, byte(*n)};
        return std::nullopt;
    case PromptKind::Number:
        if (auto n = number(t)) return Choice{Choice::Value, byte(*n)};
        return std::nullopt;
    case PromptKind::Set:
        if (auto set = findSet(t)) {
            Choice ch{Choice::CardSet};
            ch.set = *set;
            return ch;
        }
        return std::nullopt;
    case PromptKind::Display:
        if (auto w = parseChoiceWord(t)) return Choice{Choice::Word, byte(*w)};
        return std::nullopt;
    }
    return std::nullopt;
}

template <>
Prompt decode<Prompt>(const bj::value& jv, const Seats& seats) {
    const bj::object& o = objectOf(jv, "a prompt");
    Prompt p;
    p.player = static_cast<std::uint8_t>(seatField(o, "player", seats));
    p.kind = enumField<PromptKind>(o, "kind");
    p.purpose = enumField<Purpose>(o, "purpose");
    p.min = static_cast<std::uint8_t>(integer(o, "min"));
    p.max = static_cast<std::uint8_t>(integer(o, "max"));
    p.source = optionalCard(o, "source");
    for (const auto& v : arrayOf(field(o, "options"), "options")) {
        const std::string_view t = textOf(v, "an option");
        auto choice = parseOption(p.kind, t, seats);
        if (!choice) fail("\"" + std::string(t) + "\" is not an option of a " + std::string(promptKindName(p.kind)) + " prompt");
        p.options.push_back(*choice);
    }
    if (const bj::value* counts = o.if_contains("counts")) {
        const bj::array& a = arrayOf(*counts, "counts");
        if (a.size() != p.options.size()) fail("\"counts\" must give a count for every option");
        for (std::size_t i = 0; i < a.size(); ++i) p.options[i].count = static_cast<std::uint8_t>(integerOf(a[i], "counts"));
    }
    if (const bj::value* together = o.if_contains("together")) {
        const auto kind = parseCardsRule(textOf(*together, "together"));
        if (!kind) fail("\"together\" must be sameColor, sameValue or differentValues");
        p.rule.kind = *kind;
    }
    if (const bj::value* noneOrMax = o.if_contains("noneOrMax")) {
        if (!noneOrMax->is_bool()) fail("\"noneOrMax\" must be true or false");
        p.rule.noneOrMax = noneOrMax->as_bool();
    }
    return p;
}

// ---------------------------------------------------------------- views

bj::value encode(const View& v, const Seats& seats) {
    bj::value jv;
    bj::object& o = jv.emplace_object();
    o["viewer"] = v.viewer >= 0 ? bj::value(seats.name(v.viewer)) : bj::value(nullptr);
    o["options"] = encode(v.options, seats);
    bj::array players;
    for (std::size_t p = 0; p < v.players.size(); ++p) {
        const PlayerView& pv = v.players[p];
        bj::object po, board, splay, icons;
        po["name"] = seats.name(static_cast<int>(p));
        for (Color c : kAllColors) {
            board[colorName(c)] = titles(pv.board[index(c)].cards);
            splay[colorName(c)] = splayName(pv.board[index(c)].splay);
        }
        po["board"] = std::move(board);
        po["splay"] = std::move(splay);
        for (Icon i : kResourceIcons) icons[iconName(i)] = pv.icons[index(i)];
        po["icons"] = std::move(icons);
        po["handAges"] = bj::value_from(pv.handAges);
        po["scoreAges"] = bj::value_from(pv.scoreAges);
        if (!pv.handSets.empty()) po["handSets"] = setKeys(pv.handSets);
        if (!pv.scoreSets.empty()) po["scoreSets"] = setKeys(pv.scoreSets);
        if (pv.hand) po["hand"] = titles(*pv.hand);
        if (pv.score) po["score"] = titles(*pv.score);
        if (!pv.handKnown.empty()) po["handKnown"] = titles(pv.handKnown);
        if (!pv.scoreKnown.empty()) po["scoreKnown"] = titles(pv.scoreKnown);
        bj::object zones;  // the zones the sets in play give every player, by name
        for (int z = 0; z < kExtraZones; ++z) {
            const Zone zone = static_cast<Zone>(static_cast<int>(Zone::Extra1) + z);
            if (!zoneInPlay(v.options, zone)) continue;
            const HiddenZone& hz = pv.zones[z];
            bj::object zo{{"ages", bj::value_from(hz.ages)}};
            if (!hz.sets.empty()) zo["sets"] = setKeys(hz.sets);
            if (hz.cards) zo["cards"] = titles(*hz.cards);
            if (!hz.known.empty()) zo["known"] = titles(hz.known);
            zones[zoneName(zone)] = std::move(zo);
        }
        if (!zones.empty()) po["zones"] = std::move(zones);
        po["scoreTotal"] = pv.scoreTotal;
        po["achievements"] = achievementLabels(pv.achievementAges, pv.specials);
        po["achievementTotal"] = pv.achievementTotal;
        if (!pv.countedAchievements.empty()) po["countedAchievements"] = titles(pv.countedAchievements);
        if (pv.setBytes != decltype(pv.setBytes){}) po["setBytes"] = bj::value_from(pv.setBytes);
        if (pv.eliminated) po["eliminated"] = true;
        players.push_back(std::move(po));
    }
    o["players"] = std::move(players);
    bj::object decks;
    for (int set = 0; set < setCount(); ++set)
        if (v.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a) decks[deckKey(static_cast<SetId>(set), a)] = v.supplySizes[set][a - 1];
    o["deckSizes"] = std::move(decks);
    o["available"] = achievementLabels(v.availableAges, v.availableSpecials);
    if (zoneInPlay(v.options, Zone::Common)) o[zoneName(Zone::Common)] = titles(v.common);
    o["current"] = seats.name(v.current);
    o["actionsLeft"] = v.actionsLeft;
    o["turnNumber"] = v.turnNumber;
    if (v.atTurnStart) o["atTurnStart"] = true;
    o["gameOver"] = v.gameOver;
    if (v.gameOver) {
        o["winners"] = seatNames(v.winners, seats);
        o["endReason"] = endReasonName(v.endReason);
    }
    if (v.prompt)
        o["prompt"] = encode(*v.prompt, seats);
    else if (v.waitingFor >= 0)
        o["waitingFor"] = {{"player", seats.name(v.waitingFor)}, {"kind", promptKindName(v.waitingKind)}};
    return jv;
}

template <>
View decode<View>(const bj::value& jv, const Seats& seats) {
    const bj::object& o = objectOf(jv, "a view");
    View v;
    const bj::value& viewer = field(o, "viewer");
    v.viewer = viewer.is_null() ? -1 : seatNamed(textOf(viewer, "viewer"), seats);
    v.options = decode<Options>(field(o, "options"), seats);
    const bj::array& players = arrayOf(field(o, "players"), "players");
    if (players.size() != seats.names.size()) fail("a view must list every player");
    for (const auto& pval : players) {
        const bj::object& po = objectOf(pval, "a player");
        PlayerView pv;
        const bj::object& board = objectOf(field(po, "board"), "board");
        const bj::object& splay = objectOf(field(po, "splay"), "splay");
        for (Color c : kAllColors) {
            pv.board[index(c)].cards = cardsOf(field(board, colorName(c)), "board");
            pv.board[index(c)].splay = enumField<Splay>(splay, colorName(c));
        }
        const bj::object& icons = objectOf(field(po, "icons"), "icons");
        for (Icon i : kResourceIcons) pv.icons[index(i)] = integer(icons, iconName(i));
        pv.handAges = agesOf(field(po, "handAges"), "handAges");
        pv.scoreAges = agesOf(field(po, "scoreAges"), "scoreAges");
        if (const bj::value* h = po.if_contains("handSets")) pv.handSets = setsOf(*h, "handSets");
        if (const bj::value* sc = po.if_contains("scoreSets")) pv.scoreSets = setsOf(*sc, "scoreSets");
        if (!pv.handSets.empty() && pv.handSets.size() != pv.handAges.size()) fail("handSets must give every card's set");
        if (!pv.scoreSets.empty() && pv.scoreSets.size() != pv.scoreAges.size()) fail("scoreSets must give every card's set");
        if (const bj::value* h = po.if_contains("hand")) pv.hand = cardsOf(*h, "hand");
        if (const bj::value* s = po.if_contains("score")) pv.score = cardsOf(*s, "score");
        if (const bj::value* h = po.if_contains("handKnown")) pv.handKnown = cardsOf(*h, "handKnown");
        if (const bj::value* s = po.if_contains("scoreKnown")) pv.scoreKnown = cardsOf(*s, "scoreKnown");
        if (pv.handKnown.size() > pv.handAges.size() || pv.scoreKnown.size() > pv.scoreAges.size())
            fail("a player's known cards cannot outnumber their cards");
        if (const bj::value* zv = po.if_contains("zones")) {
            for (const auto& [name, zval] : objectOf(*zv, "zones")) {
                const auto zone = parseZone(name);
                if (!zone || !isExtraZone(*zone)) fail("unknown zone \"" + std::string(name) + "\"");
                const bj::object& zo = objectOf(zval, "a zone");
                HiddenZone& hz = pv.zones[static_cast<int>(*zone) - static_cast<int>(Zone::Extra1)];
                hz.ages = agesOf(field(zo, "ages"), "ages");
                if (const bj::value* sv = zo.if_contains("sets")) hz.sets = setsOf(*sv, "sets");
                if (!hz.sets.empty() && hz.sets.size() != hz.ages.size()) fail("a zone's sets must give every card's set");
                if (const bj::value* cv = zo.if_contains("cards")) hz.cards = cardsOf(*cv, "cards");
                if (const bj::value* kv = zo.if_contains("known")) hz.known = cardsOf(*kv, "known");
                if (hz.known.size() > hz.ages.size()) fail("a zone's known cards cannot outnumber its cards");
            }
        }
        pv.scoreTotal = integer(po, "scoreTotal");
        readAchievementLabels(field(po, "achievements"), "achievements", pv.achievementAges, pv.specials);
        pv.achievementTotal = integer(po, "achievementTotal");
        if (const bj::value* ca = po.if_contains("countedAchievements")) pv.countedAchievements = cardsOf(*ca, "countedAchievements");
        if (const bj::value* b = po.if_contains("setBytes")) {
            const bj::array& bytes = arrayOf(*b, "setBytes");
            if (bytes.size() != pv.setBytes.size()) fail("setBytes must give " + std::to_string(pv.setBytes.size()) + " bytes");
            for (std::size_t i = 0; i < bytes.size(); ++i) {
                const int n = integerOf(bytes[i], "setBytes");
                if (n < 0 || n > 255) fail("setBytes holds bytes");
                pv.setBytes[i] = static_cast<std::uint8_t>(n);
            }
        }
        if (po.contains("eliminated")) pv.eliminated = boolean(po, "eliminated");
        v.players.push_back(std::move(pv));
    }
    const bj::object& decks = objectOf(field(o, "deckSizes"), "deckSizes");
    for (int set = 0; set < setCount(); ++set)
        if (v.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                v.supplySizes[set][a - 1] = integer(decks, deckKey(static_cast<SetId>(set), a));
    v.availableSpecials = 0;
    readAchievementLabels(field(o, "available"), "available", v.availableAges, v.availableSpecials);
    if (zoneInPlay(v.options, Zone::Common))
        if (const bj::value* cz = o.if_contains(zoneName(Zone::Common))) v.common = cardsOf(*cz, "the common zone");
    v.current = seatField(o, "current", seats);
    v.actionsLeft = integer(o, "actionsLeft");
    v.turnNumber = integer(o, "turnNumber");
    if (o.contains("atTurnStart")) v.atTurnStart = boolean(o, "atTurnStart");
    v.gameOver = boolean(o, "gameOver");
    if (v.gameOver) {
        v.winners = seatMask(field(o, "winners"), "winners", seats);
        v.endReason = enumField<EndReason>(o, "endReason");
    }
    if (const bj::value* p = o.if_contains("prompt")) {
        v.prompt = decode<Prompt>(*p, seats);
    } else if (const bj::value* w = o.if_contains("waitingFor")) {
        const bj::object& wo = objectOf(*w, "waitingFor");
        v.waitingFor = seatField(wo, "player", seats);
        v.waitingKind = enumField<PromptKind>(wo, "kind");
    }
    return v;
}

}  // namespace inno::json

namespace inno {

namespace {
template <typename E>
E enumNamed(std::optional<E> (*parse)(std::string_view), const boost::json::value& jv, std::string_view what) {
    if (!jv.is_string()) throw json::DecodeError(std::string(what) + " must be a string");
    if (auto e = parse(jv.as_string())) return *e;
    throw json::DecodeError("unknown " + std::string(what) + " \"" + std::string(jv.as_string()) + "\"");
}
}  // namespace

#define INNO_JSON_ENUM(E, nameOf, parse, what)                                                                  \
    void tag_invoke(boost::json::value_from_tag, boost::json::value& jv, E e) { jv = nameOf(e); }              \
    E tag_invoke(boost::json::value_to_tag<E>, const boost::json::value& jv) { return enumNamed(parse, jv, what); }
INNO_JSON_ENUM(Color, colorName, parseColor, "color")
INNO_JSON_ENUM(Icon, iconName, parseIcon, "icon")
INNO_JSON_ENUM(Splay, splayName, parseSplay, "splay")
INNO_JSON_ENUM(Zone, zoneName, parseZone, "zone")
INNO_JSON_ENUM(Special, specialName, parseSpecial, "special achievement")
INNO_JSON_ENUM(EventKind, eventKindName, parseEventKind, "event type")
INNO_JSON_ENUM(Move, moveName, parseMove, "move")
INNO_JSON_ENUM(ActionKind, actionKindName, parseActionKind, "action")
INNO_JSON_ENUM(Trigger, triggerName, parseTrigger, "trigger")
INNO_JSON_ENUM(ClaimReason, claimReasonName, parseClaimReason, "claim reason")
INNO_JSON_ENUM(EndReason, endReasonName, parseEndReason, "end reason")
INNO_JSON_ENUM(PromptKind, promptKindName, parsePromptKind, "prompt kind")
INNO_JSON_ENUM(Purpose, purposeName, parsePurpose, "purpose")
#undef INNO_JSON_ENUM

}  // namespace inno
