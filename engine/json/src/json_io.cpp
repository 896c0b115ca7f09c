// Saves, full states, and the message encodings (which live in codec.cpp).
#include "json/json_io.h"

#include "core/card_set.h"
#include "core/notation.h"
#include "core/queries.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"
#include "json/codec.h"

#include <algorithm>
#include <sstream>

namespace inno::json {

namespace {
// The options of a saved state or save file, by the codec (none written: the defaults). False on options that do
// not fit, with the reason in `error`.
bool readOptions(const bj::value* opt, const Names& names, Options& o, std::string& error) {
    o.playerCount = static_cast<int>(names.size());
    if (!opt) return true;
    try {
        o = decode<Options>(*opt, Seats{names});
    } catch (const DecodeError& e) {
        error = std::string("invalid options: ") + e.what();
        return false;
    }
    return true;
}
bj::array titles(CardSpan cards) {
    bj::array a;
    for (CardId c : cards) a.emplace_back(title(c));
    return a;
}
std::string nameOf(const Names& names, int p) {
    return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : std::string();
}
bj::array specialsOf(SpecialMask mask) {
    bj::array a;
    for (const SpecialDef& s : allSpecials())
        if (mask & specialBit(s.id)) a.emplace_back(s.name);
    return a;
}
// The extra zones the sets in play give every player.
std::vector<Zone> zonesInPlay(const Options& o) {
    std::vector<Zone> out;
    for (int set = 0; set < setCount(); ++set) {
        const RegisteredSet& info = registeredSet(static_cast<SetId>(set));
        if (!o.has(info.id)) continue;
        for (std::size_t z = 0; z < cardSet(info.id).zones.size(); ++z) out.push_back(info.zone(static_cast<int>(z)));
    }
    return out;
}
bj::array winnersJson(std::uint8_t mask, const Names& names) {
    bj::array a;
    for (int p = 0; p < kMaxPlayers; ++p)
        if (mask & (1u << p)) a.emplace_back(nameOf(names, p));
    return a;
}
}  // namespace

std::optional<bj::value> parse(std::string_view text, std::string& error) {
    boost::system::error_code ec;
    bj::value v = bj::parse(text, ec);
    if (ec) {
        error = "malformed JSON: " + ec.message();
        return std::nullopt;
    }
    return v;
}

bj::object optionsJson(const Options& o) {
    static const Names none;  // options name no seat
    return encode(o, Seats{none}).as_object();
}

// ---------------------------------------------------------------- full state

bj::object stateToJson(const GameState& s, const Names& names) {
    bj::object o;
    o["options"] = optionsJson(s.options);
    bj::array players;
    for (int p = 0; p < s.playerCount(); ++p) {
        const PlayerState ps = s.player(p);
        bj::object po, board, splay;
        po["name"] = nameOf(names, p);
        for (Color c : kAllColors) {
            board[colorName(c)] = titles(ps.pile(c).cards);
            splay[colorName(c)] = splayName(ps.pile(c).splay);
        }
        po["board"] = board;
        po["splay"] = splay;
        po["hand"] = titles(ps.hand());
        po["score"] = titles(ps.score());
        for (Zone z : zonesInPlay(s.options)) po[zoneName(z)] = titles(ps.zone(z));
        po["achievementCards"] = titles(ps.achievements());
        if (!ps.countedAchievements().empty()) po["countedAchievements"] = titles(ps.countedAchievements());
        po["specials"] = specialsOf(ps.specials());
        po["tuckedThisTurn"] = ps.tuckedThisTurn();
        po["scoredThisTurn"] = ps.scoredThisTurn();
        const auto& bytes = s.seats[p].setBytes;
        if (std::any_of(bytes.begin(), bytes.end(), [](auto b) { return b != 0; }))
            po["setBytes"] = bj::value_from(std::vector<int>(bytes.begin(), bytes.end()));
        if (s.isEliminated(p)) po["eliminated"] = true;
        players.push_back(po);
    }
    o["players"] = players;
    bj::object decks;
    for (int set = 0; set < setCount(); ++set)
        if (s.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                decks[deckKey(static_cast<SetId>(set), a)] = titles(s.supply(static_cast<SetId>(set), a));
    o["decks"] = decks;
    o["availableAchievementCards"] = titles(s.availableAchievements());
    o["availableSpecials"] = specialsOf(s.availableSpecials);
    o["removed"] = titles(s.removed());
    if (zoneInPlay(s.options, Zone::Common)) o[zoneName(Zone::Common)] = titles(s.common());
    o["phase"] = s.phase == Phase::Opening ? "opening" : s.phase == Phase::Playing ? "playing" : "over";
    o["current"] = s.current;
    o["actionsLeft"] = s.actionsLeft;
    o["turnNumber"] = s.turnNumber;
    if (s.atTurnStart) o["atTurnStart"] = true;
    if (std::any_of(s.turnFlags.begin(), s.turnFlags.end(), [](auto f) { return f != 0; }))
        o["turnFlags"] = bj::value_from(std::vector<int>(s.turnFlags.begin(), s.turnFlags.end()));
    o["changes"] = s.changes;
    o["winners"] = winnersJson(s.winners, names);
    o["endReason"] = endReasonName(s.endReason);
    if (s.endCard != kNoCard) o["endCard"] = title(s.endCard);
    std::ostringstream rng;
    rng << s.rng;
    o["rng"] = rng.str();
    return o;
}

namespace {
struct Reader {
    std::string& error;
    bool fail(const std::string& why) {
        if (error.empty()) error = why;
        return false;
    }
    bool cards(const bj::value* v, CardList& out, const std::string& where) {
        if (!v) return fail("missing " + where);
        if (!v->is_array()) return fail(where + " must be a list of card titles");
        for (const auto& t : v->as_array()) {
            if (!t.is_string()) return fail(where + " must be a list of card titles");
            auto id = findCard(std::string_view(t.as_string()));
            if (!id) return fail("unknown card title \"" + std::string(t.as_string()) + "\" in " + where);
            out.push_back(*id);
        }
        return true;
    }
    bool specials(const bj::value* v, SpecialMask& mask, const std::string& where) {
        mask = 0;
        if (!v || !v->is_array()) return fail("missing " + where);
        for (const auto& t : v->as_array()) {
            auto s = t.is_string() ? parseSpecial(std::string_view(t.as_string())) : std::nullopt;
            if (!s) return fail("unknown special achievement in " + where);
            mask |= specialBit(*s);
        }
        return true;
    }
    // Reads a list of titles into list `l` of `s`.
    bool list(GameState& s, const bj::value* v, ListId l, const std::string& where) {
        CardList cards;
        if (!this->cards(v, cards, where)) return false;
        for (CardId c : cards)
            if (!s.options.has(setOf(c)))
                return fail("\"" + std::string(title(c)) + "\" belongs to an expansion that is not in play");
        try {
            s.setList(l, cards);
        } catch (const std::logic_error&) {
            return fail("a card is in two places (" + where + ")");
        }
        return true;
    }
    bool integer(const bj::object& o, const char* key, int& out, int lo, int hi) {
        const bj::value* v = o.if_contains(key);
        if (!v || !(v->is_int64() || v->is_uint64()) || v->to_number<std::int64_t>() < lo ||
            v->to_number<std::int64_t>() > hi)
            return fail(std::string("missing or invalid \"") + key + "\"");
        out = static_cast<int>(v->to_number<std::int64_t>());
        return true;
    }
};
}  // namespace

std::optional<GameState> stateFromJson(const bj::value& v, const Names& names, std::string& error) {
    Reader r{error};
    if (!v.is_object()) return r.fail("a state must be an object"), std::nullopt;
    const bj::object& o = v.as_object();
    Options options;
    if (!readOptions(o.if_contains("options"), names, options, error)) return std::nullopt;
    if (auto why = setupError(options); !why.empty()) return r.fail(why), std::nullopt;
    GameState s = emptyState(options);
    const bj::value* players = o.if_contains("players");
    if (!players || !players->is_array() || players->as_array().size() != names.size())
        return r.fail("the state must list every player"), std::nullopt;
    for (std::size_t p = 0; p < names.size(); ++p) {
        const int seat = static_cast<int>(p);
        const auto& pv = players->as_array()[p];
        if (!pv.is_object()) return r.fail("a player must be an object"), std::nullopt;
        const bj::object& po = pv.as_object();
        const bj::value* board = po.if_contains("board");
        const bj::value* splay = po.if_contains("splay");
        if (!board || !board->is_object() || !splay || !splay->is_object())
            return r.fail("a player needs a board and splays"), std::nullopt;
        for (Color c : kAllColors) {
            if (!r.list(s, board->as_object().if_contains(colorName(c)), lists::pile(seat, c), "board")) return std::nullopt;
            for (CardId card : s.pile(seat, c).cards)
                if (facts(card).color != c) return r.fail("a card is in a pile of another color"), std::nullopt;
            const bj::value* sp = splay->as_object().if_contains(colorName(c));
            auto dir = sp && sp->is_string() ? parseSplay(std::string_view(sp->as_string())) : std::nullopt;
            if (!dir) return r.fail("invalid splay"), std::nullopt;
            s.seats[seat].splay[index(c)] = *dir;
        }
        if (!r.list(s, po.if_contains("hand"), lists::hand(seat), "hand") ||
            !r.list(s, po.if_contains("score"), lists::score(seat), "score") ||
            !r.list(s, po.if_contains("achievementCards"), lists::achievements(seat), "achievements") ||
            (po.contains("countedAchievements") &&
             !r.list(s, po.if_contains("countedAchievements"), lists::countedAchievements(seat), "counted achievements")) ||
            !r.specials(po.if_contains("specials"), s.seats[seat].specials, "specials"))
            return std::nullopt;
        for (Zone z : zonesInPlay(options))
            if (!r.list(s, po.if_contains(zoneName(z)), lists::extra(seat, z), std::string(zoneName(z))))
                return std::nullopt;
        int tucked = 0, scored = 0;
        if (!r.integer(po, "tuckedThisTurn", tucked, 0, kMaxCards) || !r.integer(po, "scoredThisTurn", scored, 0, kMaxCards))
            return std::nullopt;
        s.seats[seat].tuckedThisTurn = static_cast<std::uint8_t>(std::min(tucked, 255));
        s.seats[seat].scoredThisTurn = static_cast<std::uint8_t>(std::min(scored, 255));
        if (const auto* bytes = po.if_contains("setBytes")) {
            if (!bytes->is_array() || bytes->as_array().size() > s.seats[seat].setBytes.size())
                return r.fail("invalid setBytes"), std::nullopt;
            for (std::size_t i = 0; i < bytes->as_array().size(); ++i) {
                const auto& b = bytes->as_array()[i];
                if (!b.is_int64() || b.as_int64() < 0 || b.as_int64() > 255) return r.fail("invalid setBytes"), std::nullopt;
                s.seats[seat].setBytes[i] = static_cast<std::uint8_t>(b.as_int64());
            }
        }
        if (const auto* gone = po.if_contains("eliminated")) {
            if (!gone->is_bool()) return r.fail("invalid \"eliminated\""), std::nullopt;
            if (gone->as_bool()) s.eliminated |= static_cast<std::uint8_t>(1u << seat);
        }
    }
    const bj::value* decks = o.if_contains("decks");
    if (!decks || !decks->is_object()) return r.fail("missing decks"), std::nullopt;
    for (int set = 0; set < setCount(); ++set) {
        const auto id = static_cast<SetId>(set);
        if (!options.has(id)) continue;
        for (int a = 1; a <= kAges; ++a) {
            const std::string key = deckKey(id, a);
            if (!r.list(s, decks->as_object().if_contains(key), lists::supply(id, a), "deck " + key)) return std::nullopt;
            for (CardId c : s.supply(id, a))
                if (age(c) != a || setOf(c) != id) return r.fail("a card is in the deck of another age or set"), std::nullopt;
        }
    }
    if (const auto* flags = o.if_contains("turnFlags"); flags && flags->is_array()) {
        const auto& a = flags->as_array();
        for (std::size_t i = 0; i < a.size() && i < s.turnFlags.size(); ++i)
            if (a[i].is_int64()) s.turnFlags[i] = static_cast<std::uint8_t>(a[i].as_int64() != 0);
    }
    if (!r.list(s, o.if_contains("availableAchievementCards"), lists::kAvailable, "available achievements") ||
        !r.specials(o.if_contains("availableSpecials"), s.availableSpecials, "available specials") ||
        !r.list(s, o.if_contains("removed"), lists::kRemoved, "removed cards"))
        return std::nullopt;
    if (zoneInPlay(options, Zone::Common) && o.contains(zoneName(Zone::Common)) &&
        !r.list(s, o.if_contains(zoneName(Zone::Common)), lists::kCommon, std::string(zoneName(Zone::Common))))
        return std::nullopt;
    const bj::value* phase = o.if_contains("phase");
    std::string ph = phase && phase->is_string() ? std::string(phase->as_string()) : "";
    if (ph == "opening") s.phase = Phase::Opening;
    else if (ph == "playing") s.phase = Phase::Playing;
    else return r.fail("invalid phase"), std::nullopt;
    int current = 0, actions = 0, turn = 0;
    if (!r.integer(o, "current", current, 0, static_cast<int>(names.size()) - 1) ||
        !r.integer(o, "actionsLeft", actions, 0, 2) || !r.integer(o, "turnNumber", turn, 0, 65535))
        return std::nullopt;
    s.current = static_cast<std::uint8_t>(current);
    s.actionsLeft = static_cast<std::uint8_t>(actions);
    s.turnNumber = static_cast<std::uint16_t>(turn);
    if (const auto* start = o.if_contains("atTurnStart")) {
        if (!start->is_bool()) return r.fail("invalid \"atTurnStart\""), std::nullopt;
        s.atTurnStart = start->as_bool();
    }
    if (const auto* ch = o.if_contains("changes"); ch && (ch->is_int64() || ch->is_uint64()))
        s.changes = static_cast<std::uint32_t>(ch->to_number<std::int64_t>());
    if (const auto* rng = o.if_contains("rng"); rng && rng->is_string()) {
        std::istringstream in{std::string(rng->as_string())};
        in >> s.rng;
    }
    // Every card of the sets in play must be in exactly one place (setList refused a second place).
    for (int set = 0; set < setCount(); ++set) {
        if (!options.has(static_cast<SetId>(set))) continue;
        for (const CardDef& c : cardsOf(static_cast<SetId>(set)))
            if (!s.inGame(c.id) && !(c.outsideSupply && !zoneInPlay(options, Zone::Common))) return r.fail("card \"" + std::string(c.title) + "\" is in no place"), std::nullopt;
    }
    const SpecialMask inPlay = s.allSpecials();
    if ((s.availableSpecials & ~inPlay) != 0) return r.fail("a special achievement of an expansion not in play"), std::nullopt;
    SpecialMask seen = s.availableSpecials;
    for (int p = 0; p < s.playerCount(); ++p) {
        if ((s.seats[p].specials & ~inPlay) != 0) return r.fail("a special achievement of an expansion not in play"), std::nullopt;
        if (seen & s.seats[p].specials) return r.fail("a special achievement is in two places"), std::nullopt;
        seen |= s.seats[p].specials;
    }
    recountBoards(s);
    return s;
}

// ---------------------------------------------------------------- views, prompts, events (see codec.h)

bj::object promptJson(const Prompt& p, const Names& names) { return encode(p, Seats{names}).as_object(); }

bj::object viewJson(const Game& g, int viewer) { return encode(makeView(g, viewer), Seats{g.names()}).as_object(); }

bj::object eventJson(const Event& e, const Names& names) { return encode(e, Seats{names}).as_object(); }

// ---------------------------------------------------------------- saves

std::string saveGame(const Game& g) {
    bj::object o;
    o["format"] = "innovation-save";
    o["version"] = 1;
    bj::array players;
    for (const auto& n : g.names()) players.emplace_back(n);
    o["players"] = players;
    o["options"] = optionsJson(g.setup().options);
    if (g.startedFromSeed())
        o["seed"] = g.setup().seed;
    else
        o["position"] = stateToJson(g.initial(), g.names());
    bj::array answers;
    for (const auto& a : g.answerTexts()) {
        bj::array picks;
        for (const auto& t : a) picks.emplace_back(t);
        answers.push_back(picks);
    }
    o["answers"] = answers;
    if (g.concededBy() >= 0) o["concededBy"] = g.names()[static_cast<std::size_t>(g.concededBy())];
    return bj::serialize(o);
}

Loaded loadGame(std::string_view text) {
    Loaded out;
    auto v = parse(text, out.error);
    if (!v) return out;
    if (!v->is_object()) return out.error = "a save must be a JSON object", out;
    const bj::object& o = v->as_object();
    const bj::value* format = o.if_contains("format");
    if (!format || !format->is_string() || format->as_string() != "innovation-save")
        return out.error = "not an Innovation save file", out;
    // Version 1 is the only one written so far; a save without a version is read as version 1.
    if (const bj::value* version = o.if_contains("version");
        version && !((version->is_int64() && version->as_int64() == 1) || (version->is_uint64() && version->as_uint64() == 1)))
        return out.error = "the save's format version (" + bj::serialize(*version) + ") is not one this program reads", out;
    const bj::value* players = o.if_contains("players");
    if (!players || !players->is_array() || players->as_array().size() < 2 ||
        players->as_array().size() > kMaxPlayers)
        return out.error = "the save must name 2 to 5 players", out;
    GameSetup setup;
    for (const auto& p : players->as_array()) {
        if (!p.is_string() || p.as_string().empty()) return out.error = "player names must be text", out;
        setup.players.emplace_back(p.as_string());
    }
    if (!readOptions(o.if_contains("options"), setup.players, setup.options, out.error)) return out;
    std::optional<Game> game;
    try {
        if (const auto* seed = o.if_contains("seed")) {
            if (!seed->is_number()) return out.error = "the seed must be a number", out;
            setup.seed = seed->is_uint64() ? seed->as_uint64() : static_cast<std::uint64_t>(seed->to_number<std::int64_t>());
            game = Game::start(setup);
        } else if (const auto* pos = o.if_contains("position")) {
            auto state = stateFromJson(*pos, setup.players, out.error);
            if (!state) return out.error = "invalid starting position: " + out.error, out;
            if (state->options.sets != setup.options.sets)
                return out.error = "the save's options and its starting position disagree on the expansions", out;
            state->options.teams = setup.options.teams;
            state->options.extraAchievement = setup.options.extraAchievement;
            state->options.largeGame = setup.options.largeGame;
            if (auto why = setupError(state->options); !why.empty()) return out.error = "invalid save: " + why, out;
            game = Game::fromPosition(setup.players, *state);
        } else {
            return out.error = "the save has neither a seed nor a starting position", out;
        }
    } catch (const std::exception& e) {
        return out.error = std::string("invalid save: ") + e.what(), out;
    }
    const bj::value* answers = o.if_contains("answers");
    if (!answers || !answers->is_array()) return out.error = "the save has no answers list", out;
    std::size_t k = 0;
    for (const auto& a : answers->as_array()) {
        ++k;
        if (!a.is_array()) return out.error = "answer " + std::to_string(k) + " must be a list of options", out;
        std::vector<std::string> picks;
        for (const auto& t : a.as_array()) {
            if (!t.is_string()) return out.error = "answer " + std::to_string(k) + " must be a list of options", out;
            picks.emplace_back(t.as_string());
        }
        if (auto why = game->answer(picks); !why.empty())
            return out.error = "answer " + std::to_string(k) + " does not fit the game: " + why, out;
    }
    if (const bj::value* conceded = o.if_contains("concededBy")) {
        const auto& names = game->names();
        const auto it = conceded->is_string() ? std::find(names.begin(), names.end(), std::string(conceded->as_string())) : names.end();
        if (it == names.end()) return out.error = "concededBy must name a player", out;
        if (auto why = game->concede(static_cast<int>(it - names.begin())); !why.empty())
            return out.error = "the concession does not fit the game: " + why, out;
    }
    out.game = std::move(game);
    return out;
}

}  // namespace inno::json
