#include "scenario/scenario.h"

#include "catalogue/catalogue.h"
#include "core/card_set.h"
#include "core/expansion.h"
#include "core/invariants.h"
#include "core/notation.h"
#include "core/queries.h"
#include "core/setup.h"
#include "json/json_io.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>

namespace inno {

namespace bj = boost::json;

namespace {
// The age a deck key names ("1".."10"), or 0 if it is not a number.
int deckAge(std::string_view key) {
    int a = 0;
    const auto [end, ec] = std::from_chars(key.data(), key.data() + key.size(), a);
    return ec == std::errc() && end == key.data() + key.size() ? a : 0;
}


struct Invalid {
    std::string why;
};

[[noreturn]] void invalid(const std::string& why) { throw Invalid{why}; }
// A scenario that needs an expansion this build leaves out.
struct LeftOut {
    std::string why;
};

void onlyKeys(const bj::object& o, std::initializer_list<std::string_view> allowed, const std::string& where) {
    for (const auto& kv : o) {
        std::string_view k = kv.key();
        if (std::find(allowed.begin(), allowed.end(), k) == allowed.end())
            invalid("unknown key \"" + std::string(k) + "\" in " + where);
    }
}

const bj::object& asObject(const bj::value& v, const std::string& where) {
    if (!v.is_object()) invalid(where + " must be an object");
    return v.as_object();
}

const bj::array& asArray(const bj::value& v, const std::string& where) {
    if (!v.is_array()) invalid(where + " must be a list");
    return v.as_array();
}

std::string asString(const bj::value& v, const std::string& where) {
    if (!v.is_string()) invalid(where + " must be text");
    return std::string(v.as_string());
}

bool asBool(const bj::value& v, const std::string& where) {
    if (!v.is_bool()) invalid(where + " must be true or false");
    return v.as_bool();
}

int asInt(const bj::value& v, const std::string& where) {
    if (!v.is_int64() && !v.is_uint64()) invalid(where + " must be a whole number");
    return static_cast<int>(v.to_number<std::int64_t>());
}

CardId cardNamed(const std::string& t, const std::string& where) {
    auto id = findCard(t);
    if (!id) invalid("unknown card title \"" + t + "\" in " + where);
    return *id;
}

std::vector<CardId> cardList(const bj::value& v, const std::string& where) {
    std::vector<CardId> out;
    for (const auto& t : asArray(v, where)) out.push_back(cardNamed(asString(t, where), where));
    return out;
}

// A set's zone: a list of titles; a zone that holds one card at most may be written as its title, or null when empty.
std::vector<CardId> zoneCards(const bj::value& v, const std::string& where) {
    if (v.is_null()) return {};
    if (v.is_string()) return {cardNamed(std::string(v.as_string()), where)};
    return cardList(v, where);
}

Color colorNamed(std::string_view k, const std::string& where) {
    auto c = parseColor(k);
    if (!c) invalid("unknown color \"" + std::string(k) + "\" in " + where);
    return *c;
}

// An achievement label: "3" for a standard achievement of age 3, or a special achievement's name.
struct Label {
    int age = 0;  // 0 for a special
    Special special{};
    bool operator<(const Label& o) const { return std::tie(age, special) < std::tie(o.age, o.special); }
    bool operator==(const Label& o) const { return age == o.age && (age != 0 || special == o.special); }
};

Label labelOf(const std::string& s, const std::string& where) {
    if (auto sp = parseSpecial(s)) return {0, *sp};
    const int a = deckAge(s);
    if (a >= 1 && a <= kAges && std::to_string(a) == s) return {a, Special{}};
    invalid("unknown achievement \"" + s + "\" in " + where + " (use \"1\"..\"10\" or a special achievement's name)");
}

std::string labelText(Label l) { return l.age ? std::to_string(l.age) : std::string(specialName(l.special)); }

int playerIndex(const Names& names, const std::string& n, const std::string& where) {
    auto it = std::find(names.begin(), names.end(), n);
    if (it == names.end()) invalid("unknown player \"" + n + "\" in " + where);
    return static_cast<int>(it - names.begin());
}

template <typename T>
std::string listText(const std::vector<T>& items) {
    std::string out = "[";
    for (std::size_t i = 0; i < items.size(); ++i) out += (i ? ", " : "") + std::string(items[i]);
    return out + "]";
}

std::vector<std::string> titlesOf(CardSpan cards) {
    std::vector<std::string> out;
    for (CardId c : cards) out.emplace_back(title(c));
    return out;
}

// A supply pile key: "3" for the base pile of age 3, "city 3" for a set's pile (that set must be in play).
std::pair<SetId, int> pileKey(const std::string& key, const Options& options, const std::string& where) {
    const auto pile = parseDeckKey(key);
    if (!pile) invalid("unknown deck \"" + key + "\" in " + where);
    if (!options.has(pile->first))
        invalid("\"" + key + "\" in " + where + " needs the " + std::string(cardSet(pile->first).key) + " option");
    return *pile;
}

// The zones the sets in play give every player, by name ("forecast").
std::optional<Zone> extraZoneNamed(const std::string& name, const Options& options) {
    for (int set = 0; set < setCount(); ++set) {
        const RegisteredSet& info = registeredSet(static_cast<SetId>(set));
        if (!options.has(info.id)) continue;
        const auto& zones = cardSet(info.id).zones;
        for (std::size_t z = 0; z < zones.size(); ++z)
            if (zones[z].name == name) return info.zone(static_cast<int>(z));
    }
    return std::nullopt;
}

// ---------------------------------------------------------------- the position

GameState buildPosition(const bj::object& root, const Names& names, const Options& options, std::uint64_t seed) {
    GameState s = emptyState(options);
    s.phase = Phase::Playing;
    s.current = 0;
    s.actionsLeft = 2;
    s.turnNumber = 10;  // not the first turn
    s.rng.seed(static_cast<std::uint32_t>(seed % 2147483646u) + 1u);

    bool atStart = false;  // state.turn.atStart
    std::vector<bool> placed(everyCard().size(), false);
    auto place = [&](CardId c, const std::string& where) {
        if (!options.has(setOf(c)))
            invalid("\"" + std::string(title(c)) + "\" (" + where + ") needs the " + std::string(cardSet(setOf(c)).key) +
                    " option");
        if (card(c).outsideSupply && !zoneInPlay(options, Zone::Common))
            invalid("\"" + std::string(title(c)) + "\" (" + where + ") is in no game without its set's " +
                    std::string(zoneName(Zone::Common)) + " option");
        if (placed[c]) invalid("\"" + std::string(title(c)) + "\" is placed twice (" + where + ")");
        placed[c] = true;
    };
    // The lists as the file places them (boards, hands, ...), before the loose cards are dealt.
    std::vector<CardList> content(lists::kCount);
    std::array<std::vector<int>, kMaxPlayers> heldAges;  // standard achievements held, by age
    std::array<std::array<std::vector<CardId>, kAges>, kMaxSets> deckTops;
    std::array<std::array<bool, kAges>, kMaxSets> deckOnly{};
    std::optional<std::vector<Label>> available;

    const bj::object* state = nullptr;
    if (const auto* v = root.if_contains("state")) state = &asObject(*v, "state");
    static const bj::object empty;
    if (!state) state = &empty;

    for (const auto& kv : *state) {
        std::string key(kv.key());
        if (key == "decks") {
            const auto& decks = asObject(kv.value(), "state.decks");
            for (const auto& d : decks) {
                std::string pileName(d.key());
                const auto [set, a] = pileKey(pileName, options, "state.decks");
                std::vector<CardId> cards;
                if (d.value().is_object()) {
                    const auto& spec = d.value().as_object();
                    onlyKeys(spec, {"cards", "only"}, "deck " + pileName);
                    if (const auto* c = spec.if_contains("cards")) cards = cardList(*c, "deck " + pileName);
                    if (const auto* o = spec.if_contains("only")) {
                        if (!o->is_bool()) invalid("\"only\" must be true or false");
                        deckOnly[set][a - 1] = o->as_bool();
                    }
                } else {
                    cards = cardList(d.value(), "deck " + pileName);
                }
                for (CardId c : cards) {
                    if (age(c) != a || setOf(c) != set)
                        invalid("\"" + std::string(title(c)) + "\" does not belong in deck " + pileName);
                    place(c, "deck " + pileName);
                }
                deckTops[set][a - 1] = cards;
            }
        } else if (zoneInPlay(options, Zone::Common) && key == zoneName(Zone::Common)) {
            // The common zone (Artifacts' relic area): a list of titles.
            for (CardId id : cardList(kv.value(), "state." + key)) {
                if (!card(id).outsideSupply) invalid("\"" + std::string(title(id)) + "\" cannot be in " + key);
                place(id, "state." + key), content[lists::kCommon].push_back(id);
            }
        } else if (key == "available") {
            available.emplace();
            for (const auto& l : asArray(kv.value(), "state.available"))
                available->push_back(labelOf(asString(l, "state.available"), "state.available"));
        } else if (key == "turn") {
            const auto& t = asObject(kv.value(), "state.turn");
            onlyKeys(t, {"player", "actionsLeft", "atStart"}, "state.turn");
            if (const auto* a = t.if_contains("atStart")) atStart = asBool(*a, "turn.atStart");
            if (const auto* p = t.if_contains("player"))
                s.current = static_cast<std::uint8_t>(playerIndex(names, asString(*p, "turn.player"), "state.turn"));
            if (const auto* a = t.if_contains("actionsLeft")) {
                int n = asInt(*a, "turn.actionsLeft");
                if (n < 1 || n > 2) invalid("turn.actionsLeft must be 1 or 2");
                s.actionsLeft = static_cast<std::uint8_t>(n);
            }
        } else {
            auto it = std::find(names.begin(), names.end(), key);
            if (it == names.end()) invalid("unknown key \"" + key + "\" in state (not a player)");
            const int p = static_cast<int>(it - names.begin());
            const auto& po = asObject(kv.value(), "state." + key);
            for (const auto& field : po) {
                const std::string k(field.key());
                const std::string where = key + "." + k;
                if (k == "board") {
                    for (const auto& pile : asObject(field.value(), where)) {
                        Color c = colorNamed(pile.key(), where);
                        for (CardId id : cardList(pile.value(), where)) {
                            if (color(id) != c)
                                invalid("\"" + std::string(title(id)) + "\" is not " + std::string(colorName(c)));
                            place(id, where);
                            content[lists::pile(p, c)].push_back(id);
                        }
                    }
                } else if (k == "splay") {
                    for (const auto& kvs : asObject(field.value(), where)) {
                        Color c = colorNamed(kvs.key(), where);
                        auto dir = parseSplay(asString(kvs.value(), where));
                        if (!dir) invalid("unknown splay in " + where);
                        s.seats[p].splay[index(c)] = *dir;
                    }
                } else if (k == "hand" || k == "score") {
                    const ListId l = k == "hand" ? lists::hand(p) : lists::score(p);
                    for (CardId id : cardList(field.value(), where)) place(id, where), content[l].push_back(id);
                } else if (k == "achievements") {
                    for (const auto& l : asArray(field.value(), where)) {
                        // A card that only counts among achievements (a relic) is written by its title.
                        if (const auto counted = findCard(asString(l, where)); counted && facts(*counted).onlyCounts) {
                            place(*counted, where), content[lists::countedAchievements(p)].push_back(*counted);
                            continue;
                        }
                        Label lab = labelOf(asString(l, where), where);
                        if (lab.age == 0) {
                            if (s.seats[p].specials & specialBit(lab.special)) invalid(labelText(lab) + " is held twice");
                            s.seats[p].specials |= specialBit(lab.special);
                        } else {
                            heldAges[p].push_back(lab.age);
                        }
                    }
                } else if (auto zone = extraZoneNamed(k, options)) {
                    for (CardId id : zoneCards(field.value(), where))
                        place(id, where), content[lists::extra(p, *zone)].push_back(id);
                } else {
                    invalid("unknown key \"" + k + "\" in state." + key);
                }
            }
        }
    }

    // Which special achievements are held and available: only those of the sets in play.
    const SpecialMask inPlay = s.allSpecials();
    SpecialMask heldSpecials = 0;
    for (int p = 0; p < options.playerCount; ++p) {
        if (heldSpecials & s.seats[p].specials) invalid("a special achievement is held by two players");
        heldSpecials |= s.seats[p].specials;
    }
    if ((heldSpecials & ~inPlay) != 0) invalid("a special achievement of an expansion that is not in play is held");
    std::vector<Label> availableList;
    if (available) {
        availableList = *available;
    } else {
        for (int a = 1; a <= 9; ++a) {
            bool held = false;
            for (const auto& ages : heldAges) held = held || std::find(ages.begin(), ages.end(), a) != ages.end();
            if (!held) availableList.push_back({a, Special{}});
        }
        for (const SpecialDef& sp : allSpecials())
            if ((inPlay & specialBit(sp.id)) && !(heldSpecials & specialBit(sp.id))) availableList.push_back({0, sp.id});
    }
    s.availableSpecials = 0;
    for (Label l : availableList)
        if (l.age == 0) {
            if (!(inPlay & specialBit(l.special)))
                invalid(labelText(l) + " belongs to an expansion that is not in play");
            if (heldSpecials & specialBit(l.special)) invalid(labelText(l) + " cannot be both held and available");
            if (s.availableSpecials & specialBit(l.special)) invalid(labelText(l) + " is available twice");
            s.availableSpecials |= specialBit(l.special);
        }

    // Every card not placed, per set and age, in seeded order (the sets in registration order); the standard
    // achievements come from the base game's first.
    std::mt19937_64 shuffler(seed);
    std::array<std::array<std::vector<CardId>, kAges>, kMaxSets> loose;
    for (int set = 0; set < setCount(); ++set) {
        const auto id = static_cast<SetId>(set);
        if (!options.has(id)) continue;
        for (const CardDef& c : cardsOf(id)) {
            if (placed[c.id]) continue;
            // A card kept outside the supply lies in the common zone when it is in play, else nowhere.
            if (c.outsideSupply) {
                if (zoneInPlay(options, Zone::Common)) content[lists::kCommon].push_back(c.id);
                continue;
            }
            loose[set][c.age - 1].push_back(c.id);
        }
        for (auto& l : loose[set]) std::shuffle(l.begin(), l.end(), shuffler);
    }
    auto setAside = [&](int a) -> CardId {
        auto& l = loose[kMainSet][a - 1];
        if (l.empty()) invalid("no card of age " + std::to_string(a) + " is left for its achievement");
        CardId c = l.front();
        l.erase(l.begin());
        return c;
    };
    for (int p = 0; p < options.playerCount; ++p)
        for (int a : heldAges[p]) content[lists::achievements(p)].push_back(setAside(a));
    for (Label l : availableList)
        if (l.age != 0) content[lists::kAvailable].push_back(setAside(l.age));
    for (int set = 0; set < setCount(); ++set) {
        const auto id = static_cast<SetId>(set);
        if (!options.has(id)) continue;
        for (int a = 1; a <= kAges; ++a) {
            for (CardId c : deckTops[set][a - 1]) content[lists::supply(id, a)].push_back(c);
            for (CardId c : loose[set][a - 1]) content[deckOnly[set][a - 1] ? lists::kRemoved : lists::supply(id, a)].push_back(c);
        }
    }
    for (int l = 0; l < lists::kCount; ++l) s.setList(static_cast<ListId>(l), content[l]);
    // Piles of fewer than two cards are never splayed.
    for (int p = 0; p < kMaxPlayers; ++p)
        for (Color c : kAllColors)
            if (s.pile(p, c).size() < 2) s.seats[p].splay[index(c)] = Splay::None;
    recountBoards(s);
    // The current turn at its start: the sets in play that have something to do then do it first.
    if (atStart)
        for (const Expansion* x : expansionsOf(s.options))
            if (x->wantsTurnStart(s, s.current)) s.atTurnStart = true;
    return s;
}

// ---------------------------------------------------------------- steps

std::vector<std::string> picksOf(const bj::value& v, const std::string& where) {
    if (v.is_string()) return {std::string(v.as_string())};
    if (v.is_array()) {
        std::vector<std::string> out;
        for (const auto& x : v.as_array()) {
            if (x.is_string()) out.emplace_back(x.as_string());
            else if (x.is_int64()) out.push_back(std::to_string(x.as_int64()));
            else invalid(where + ": options must be text");
        }
        return out;
    }
    if (v.is_int64()) return {std::to_string(v.as_int64())};
    invalid(where + " must be an option, a list of options, or {\"Player\": ...}");
}

// ---------------------------------------------------------------- expectations

struct Mismatch {
    std::string what;
};

template <typename T>
bool sameMultiset(std::vector<T> a, std::vector<T> b) {
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

void check(bool ok, const std::string& what) {
    if (!ok) throw Mismatch{what};
}

std::vector<std::string> expectedTitles(const bj::value& v, const std::string& where) {
    std::vector<std::string> out;
    for (CardId c : cardList(v, where)) out.emplace_back(title(c));
    return out;
}

void checkExpect(const bj::object& expect, const Game& g) {
    const GameState& s = g.state();
    const Names& names = g.names();
    for (const auto& kv : expect) {
        std::string key(kv.key());
        const bj::value& v = kv.value();
        if (key == "available") {
            std::vector<std::string> want, got;
            for (const auto& l : asArray(v, "expect.available"))
                want.push_back(labelText(labelOf(asString(l, "expect.available"), "expect.available")));
            for (CardId c : s.availableAchievements()) got.push_back(std::to_string(age(c)));
            for (const SpecialDef& sp : allSpecials())
                if (specialAvailable(s, sp.id)) got.emplace_back(sp.name);
            check(sameMultiset(want, got), "available achievements: expected " + listText(want) + ", got " +
                                               listText(got));
        } else if (zoneInPlay(s.options, Zone::Common) && key == zoneName(Zone::Common)) {
            std::vector<std::string> want;
            for (CardId c : cardList(v, "expect." + key)) want.emplace_back(title(c));
            auto got = titlesOf(s.common());
            check(sameMultiset(want, got), key + ": expected " + listText(want) + ", got " + listText(got));
        } else if (key == "deckSizes") {
            for (const auto& d : asObject(v, "expect.deckSizes")) {
                const std::string name(d.key());
                const auto [set, a] = pileKey(name, s.options, "expect.deckSizes");
                int want = asInt(d.value(), "expect.deckSizes");
                int got = static_cast<int>(s.supply(set, a).size());
                check(want == got, "deck " + name + " size: expected " + std::to_string(want) + ", got " +
                                       std::to_string(got));
            }
        } else if (key == "turn") {
            const auto& t = asObject(v, "expect.turn");
            onlyKeys(t, {"player", "actionsLeft"}, "expect.turn");
            if (const auto* p = t.if_contains("player")) {
                std::string want = asString(*p, "expect.turn.player");
                playerIndex(names, want, "expect.turn");
                check(!s.over(), "turn: expected " + want + "'s turn, but the game is over");
                check(names[s.current] == want, "turn: expected " + want + ", got " + names[s.current]);
            }
            if (const auto* a = t.if_contains("actionsLeft")) {
                int want = asInt(*a, "expect.turn.actionsLeft");
                check(want == s.actionsLeft, "actions left: expected " + std::to_string(want) + ", got " +
                                                 std::to_string(s.actionsLeft));
            }
        } else if (key == "prompt") {
            const auto& p = asObject(v, "expect.prompt");
            onlyKeys(p, {"player", "kind", "options"}, "expect.prompt");
            check(g.prompt().has_value(), "prompt: expected one, but none is waiting");
            const Prompt& q = *g.prompt();
            if (const auto* pl = p.if_contains("player")) {
                std::string want = asString(*pl, "expect.prompt.player");
                playerIndex(names, want, "expect.prompt");
                check(names[q.player] == want, "prompt player: expected " + want + ", got " + names[q.player]);
            }
            if (const auto* k = p.if_contains("kind")) {
                std::string want = asString(*k, "expect.prompt.kind");
                check(want == promptKindName(q.kind),
                      "prompt kind: expected " + want + ", got " + std::string(promptKindName(q.kind)));
            }
            if (const auto* o = p.if_contains("options")) {
                std::vector<std::string> want;
                for (const auto& x : asArray(*o, "expect.prompt.options")) {
                    if (x.is_int64()) want.push_back(std::to_string(x.as_int64()));
                    else want.push_back(asString(x, "expect.prompt.options"));
                }
                auto got = optionTexts(q, names);
                std::set<std::string> ws(want.begin(), want.end()), gs(got.begin(), got.end());
                check(ws == gs, "prompt options: expected " + listText(want) + ", got " + listText(got));
            }
        } else if (key == "gameOver") {
            if (!v.is_bool()) invalid("expect.gameOver must be true or false");
            check(v.as_bool() == s.over(), std::string("game over: expected ") + (v.as_bool() ? "true" : "false") +
                                               ", got " + (s.over() ? "true" : "false"));
        } else if (key == "winners") {
            std::vector<std::string> want, got;
            for (const auto& w : asArray(v, "expect.winners")) {
                want.push_back(asString(w, "expect.winners"));
                playerIndex(names, want.back(), "expect.winners");
            }
            for (int p = 0; p < s.playerCount(); ++p)
                if (s.winners & (1u << p)) got.push_back(names[p]);
            check(sameMultiset(want, got), "winners: expected " + listText(want) + ", got " + listText(got));
        } else {
            int p = playerIndex(names, key, "expect");
            const PlayerState ps = s.player(p);
            const auto& po = asObject(v, "expect." + key);
            for (const auto& e : po) {
                std::string k(e.key());
                std::string where = key + "." + k;
                if (k == "board") {
                    for (const auto& pile : asObject(e.value(), where)) {
                        Color c = colorNamed(pile.key(), where);
                        auto want = expectedTitles(pile.value(), where);
                        auto got = titlesOf(ps.pile(c).cards);
                        check(want == got, key + "'s " + std::string(colorName(c)) + " pile: expected " +
                                               listText(want) + ", got " + listText(got));
                    }
                } else if (k == "splay") {
                    for (const auto& sp : asObject(e.value(), where)) {
                        Color c = colorNamed(sp.key(), where);
                        auto want = parseSplay(asString(sp.value(), where));
                        if (!want) invalid("unknown splay in " + where);
                        check(*want == ps.pile(c).splay,
                              key + "'s " + std::string(colorName(c)) + " splay: expected " +
                                  std::string(splayName(*want)) + ", got " + std::string(splayName(ps.pile(c).splay)));
                    }
                } else if (k == "hand" || k == "score" || extraZoneNamed(k, s.options)) {
                    std::vector<std::string> want;
                    for (CardId c : k == "hand" || k == "score" ? cardList(e.value(), where) : zoneCards(e.value(), where))
                        want.emplace_back(title(c));
                    auto got = titlesOf(k == "hand" ? ps.hand() : k == "score" ? ps.score() : ps.zone(*extraZoneNamed(k, s.options)));
                    check(sameMultiset(want, got), key + "'s " + k + ": expected " + listText(want) + ", got " +
                                                       listText(got));
                } else if (k == "achievements") {
                    std::vector<std::string> want, got;
                    for (const auto& l : asArray(e.value(), where)) {
                        const std::string text = asString(l, where);
                        if (const auto counted = findCard(text); counted && facts(*counted).onlyCounts)
                            want.push_back(text);
                        else
                            want.push_back(labelText(labelOf(text, where)));
                    }
                    for (CardId c : ps.achievements()) got.push_back(std::to_string(age(c)));
                    for (CardId c : ps.countedAchievements()) got.emplace_back(title(c));
                    for (const SpecialDef& sp : allSpecials())
                        if (ps.hasSpecial(sp.id)) got.emplace_back(sp.name);
                    check(sameMultiset(want, got), key + "'s achievements: expected " + listText(want) + ", got " +
                                                       listText(got));
                } else if (k == "scoreTotal") {
                    int want = asInt(e.value(), where);
                    check(want == scoreTotal(ps), key + "'s score total: expected " + std::to_string(want) +
                                                      ", got " + std::to_string(scoreTotal(ps)));
                } else if (k == "achievementTotal") {
                    int want = asInt(e.value(), where);
                    int got = achievementTotal(s, p);
                    check(want == got, key + "'s achievement total: expected " + std::to_string(want) + ", got " +
                                           std::to_string(got));
                } else if (k == "eliminated") {
                    const bool want = asBool(e.value(), where);
                    check(want == s.isEliminated(p), key + (want ? " was expected to leave the game, and did not"
                                                                 : " was expected to stay in the game, and left it"));
                } else {
                    invalid("unknown key \"" + k + "\" in expect." + key);
                }
            }
        }
    }
}

}  // namespace

std::string describePrompt(const Game& g) {
    if (g.over()) return "none (the game is over)";
    if (!g.prompt()) return "none";
    const Prompt& p = *g.prompt();
    std::string out = g.names()[p.player] + ": " + std::string(promptKindName(p.kind)) + " (" +
                      std::string(purposeName(p.purpose));
    if (p.source != kNoCard) out += " for " + std::string(title(p.source));
    out += ", pick " + std::to_string(p.min) + (p.max != p.min ? "-" + std::to_string(p.max) : "");
    if (p.rule.noneOrMax) out += ", none or " + std::to_string(p.max);
    if (p.rule.kind != CardsRule::Any) out += ", " + std::string(cardsRuleName(p.rule.kind));
    out += ") ";
    return out + listText(optionTexts(p, g.names()));
}

ScenarioOutcome runScenario(std::string_view jsonText) {
    ScenarioOutcome out;
    std::optional<Game> game;
    try {
        std::string error;
        auto parsed = json::parse(jsonText, error);
        if (!parsed) invalid(error);
        const bj::object& root = asObject(*parsed, "a scenario");
        onlyKeys(root, {"title", "players", "options", "seed", "state", "steps", "expect"}, "the scenario");
        if (const auto* t = root.if_contains("title")) out.title = asString(*t, "title");
        else invalid("a scenario needs a title");
        Names names;
        if (const auto* p = root.if_contains("players"))
            for (const auto& n : asArray(*p, "players")) names.push_back(asString(n, "players"));
        if (names.size() < 2 || names.size() > kMaxPlayers) invalid("a scenario needs 2 to 5 players");
        if (std::set<std::string>(names.begin(), names.end()).size() != names.size())
            invalid("player names must differ");
        Options options;
        options.playerCount = static_cast<int>(names.size());
        if (const auto* o = root.if_contains("options")) {
            const auto& oo = asObject(*o, "options");
            for (const auto& kv : oo) {
                const std::string_view k = kv.key();
                if (k == "largeGame") continue;
                if (!kv.value().is_bool()) invalid("option \"" + std::string(k) + "\" must be true or false");
                const bool on = kv.value().as_bool();
                if (k == "teams") options.teams = on;
                else if (k == "extraAchievement") options.extraAchievement = on;
                else if (auto set = findSet(k); set && *set != kMainSet) {
                    if (on) options.sets |= static_cast<SetMask>(1u << *set);
                } else if (const auto option = findSetOption(k)) {
                    if (on) options.setOptions |= static_cast<std::uint8_t>(1u << *option);
                } else if (const auto name = catalogue::leftOutExpansion(k)) {
                    if (on) throw LeftOut{catalogue::leftOutError(*name)};
                } else
                    invalid("unknown key \"" + std::string(k) + "\" in options (an expansion this program does not include?)");
            }
            if (const auto* l = oo.if_contains("largeGame")) {
                const auto rule = parseLargeGame(asString(*l, "options.largeGame"));
                if (!rule) invalid("options.largeGame must be \"none\", \"parley\" or \"distant\"");
                options.largeGame = *rule;
            }
        }
        if (auto why = setupError(options); !why.empty()) invalid(why);
        std::uint64_t seed = 0;
        if (const auto* sd = root.if_contains("seed")) seed = static_cast<std::uint64_t>(asInt(*sd, "seed"));

        GameState position = buildPosition(root, names, options, seed);
        game = Game::fromPosition(names, position);
        // A position may leave out what a game would hold (an "available" list without the specials): only a
        // position that holds together is checked again after the steps.
        const bool wholeAtStart = checkInvariants(game->state()).empty();

        if (const auto* steps = root.if_contains("steps")) {
            int n = 0;
            for (const auto& step : asArray(*steps, "steps")) {
                ++n;
                const std::string where = "step " + std::to_string(n);
                std::optional<std::string> who;
                const bj::value* body = &step;
                if (step.is_object()) {
                    const auto& so = step.as_object();
                    if (so.size() != 1) invalid(where + ": {\"Player\": answer} names exactly one player");
                    who = std::string(so.begin()->key());
                    playerIndex(names, *who, where);
                    body = &so.begin()->value();
                }
                auto picks = picksOf(*body, where);
                if (!game->prompt()) {
                    out.failure = where + " " + listText(picks) + ": no prompt is waiting";
                    out.waiting = describePrompt(*game);
                    return out;
                }
                if (who && names[game->prompt()->player] != *who) {
                    out.failure = where + ": the waiting prompt is " + names[game->prompt()->player] + "'s, not " + *who +
                                  "'s";
                    out.waiting = describePrompt(*game);
                    return out;
                }
                if (auto why = game->answer(picks); !why.empty()) {
                    out.failure = where + " " + listText(picks) + " does not fit the waiting prompt: " + why;
                    out.waiting = describePrompt(*game);
                    return out;
                }
            }
        }
        // Whatever the steps did, the position still holds together (core/invariants.h, as the soak checks it).
        if (auto problem = wholeAtStart ? checkInvariants(game->state()) : std::string(); !problem.empty()) {
            out.failure = "after the steps: " + problem;
            out.waiting = describePrompt(*game);
            return out;
        }
        if (const auto* e = root.if_contains("expect")) checkExpect(asObject(*e, "expect"), *game);
        out.passed = true;
    } catch (const LeftOut& e) {
        out.skipped = e.why;
        return out;
    } catch (const Invalid& e) {
        out.failure = "not a valid scenario: " + e.why;
    } catch (const Mismatch& m) {
        out.failure = m.what;
    } catch (const std::exception& e) {
        out.failure = std::string("error: ") + e.what();
    }
    if (game) out.waiting = describePrompt(*game);
    return out;
}

ScenarioOutcome runScenarioFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ScenarioOutcome out;
        out.failure = "cannot read the file";
        return out;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    return runScenario(buffer.str());
}

}  // namespace inno
