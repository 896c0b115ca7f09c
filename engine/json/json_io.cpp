// Saves, full states, and the message encodings (which live in codec.cpp).
#include "json/json_io.h"

#include "core/queries.h"
#include "core/setup.h"
#include "core/view.h"
#include "json/codec.h"

#include <algorithm>
#include <sstream>

namespace inno::json {

namespace {
// The options of a saved state or save file (missing keys keep their defaults).
void readOptions(const bj::value* opt, Options& o) {
    if (!opt || !opt->is_object()) return;
    const auto& oo = opt->as_object();
    if (const auto* t = oo.if_contains("teams"); t && t->is_bool()) o.teams = t->as_bool();
    if (const auto* x = oo.if_contains("extraAchievement"); x && x->is_bool()) o.extraAchievement = x->as_bool();
    if (const auto* c = oo.if_contains("cities"); c && c->is_bool()) o.cities = c->as_bool();
    if (const auto* l = oo.if_contains("largeGame"); l && l->is_string())
        if (auto rule = parseLargeGame(l->as_string())) o.largeGame = *rule;
}
bj::array titles(const CardList& cards) {
    bj::array a;
    for (CardId c : cards) a.emplace_back(title(c));
    return a;
}
std::string nameOf(const Names& names, int p) {
    return p >= 0 && p < static_cast<int>(names.size()) ? names[p] : std::string();
}
bj::array specialsOf(SpecialMask mask) {
    bj::array a;
    for (Special s : kAllSpecials)
        if (mask & (1u << index(s))) a.emplace_back(specialName(s));
    return a;
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
        const PlayerState& ps = s.player(p);
        bj::object po, board, splay;
        po["name"] = nameOf(names, p);
        for (Color c : kAllColors) {
            board[colorName(c)] = titles(ps.pile(c).cards);
            splay[colorName(c)] = splayName(ps.pile(c).splay);
        }
        po["board"] = board;
        po["splay"] = splay;
        po["hand"] = titles(ps.hand);
        po["score"] = titles(ps.score);
        po["achievementCards"] = titles(ps.achievements);
        po["specials"] = specialsOf(ps.specials);
        po["tuckedThisTurn"] = ps.tuckedThisTurn;
        po["scoredThisTurn"] = ps.scoredThisTurn;
        players.push_back(po);
    }
    o["players"] = players;
    bj::object decks;
    for (int a = 1; a <= kAges; ++a) decks[std::to_string(a)] = titles(s.deck(a));
    if (s.options.cities)
        for (int a = 1; a <= kAges; ++a) decks["city " + std::to_string(a)] = titles(s.cityDeck(a));
    o["decks"] = decks;
    o["availableAchievementCards"] = titles(s.availableAchievements);
    o["availableSpecials"] = specialsOf(s.availableSpecials);
    o["removed"] = titles(s.removed);
    o["phase"] = s.phase == Phase::Opening ? "opening" : s.phase == Phase::Playing ? "playing" : "over";
    o["current"] = s.current;
    o["actionsLeft"] = s.actionsLeft;
    o["turnNumber"] = s.turnNumber;
    if (s.endorsed) o["endorsed"] = true;
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
            mask |= static_cast<SpecialMask>(1u << index(*s));
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
    GameState s;
    s.options.playerCount = static_cast<int>(names.size());
    readOptions(o.if_contains("options"), s.options);
    const bj::value* players = o.if_contains("players");
    if (!players || !players->is_array() || players->as_array().size() != names.size())
        return r.fail("the state must list every player"), std::nullopt;
    for (std::size_t p = 0; p < names.size(); ++p) {
        const auto& pv = players->as_array()[p];
        if (!pv.is_object()) return r.fail("a player must be an object"), std::nullopt;
        const bj::object& po = pv.as_object();
        PlayerState& ps = s.player(static_cast<int>(p));
        const bj::value* board = po.if_contains("board");
        const bj::value* splay = po.if_contains("splay");
        if (!board || !board->is_object() || !splay || !splay->is_object())
            return r.fail("a player needs a board and splays"), std::nullopt;
        for (Color c : kAllColors) {
            if (!r.cards(board->as_object().if_contains(colorName(c)), ps.pile(c).cards, "board"))
                return std::nullopt;
            const bj::value* sp = splay->as_object().if_contains(colorName(c));
            auto dir = sp && sp->is_string() ? parseSplay(std::string_view(sp->as_string())) : std::nullopt;
            if (!dir) return r.fail("invalid splay"), std::nullopt;
            ps.pile(c).splay = *dir;
        }
        if (!r.cards(po.if_contains("hand"), ps.hand, "hand") || !r.cards(po.if_contains("score"), ps.score, "score") ||
            !r.cards(po.if_contains("achievementCards"), ps.achievements, "achievements") ||
            !r.specials(po.if_contains("specials"), ps.specials, "specials"))
            return std::nullopt;
        int tucked = 0, scored = 0;
        if (!r.integer(po, "tuckedThisTurn", tucked, 0, 105) || !r.integer(po, "scoredThisTurn", scored, 0, 105))
            return std::nullopt;
        ps.tuckedThisTurn = static_cast<std::uint8_t>(tucked);
        ps.scoredThisTurn = static_cast<std::uint8_t>(scored);
    }
    const bj::value* decks = o.if_contains("decks");
    if (!decks || !decks->is_object()) return r.fail("missing decks"), std::nullopt;
    for (int a = 1; a <= kAges; ++a)
        if (!r.cards(decks->as_object().if_contains(std::to_string(a)), s.deck(a), "deck " + std::to_string(a)))
            return std::nullopt;
    if (s.options.cities)
        for (int a = 1; a <= kAges; ++a)
            if (!r.cards(decks->as_object().if_contains("city " + std::to_string(a)), s.cityDeck(a),
                         "City pile " + std::to_string(a)))
                return std::nullopt;
    if (const auto* en = o.if_contains("endorsed"); en && en->is_bool()) s.endorsed = en->as_bool() && s.options.cities;
    if (!r.cards(o.if_contains("availableAchievementCards"), s.availableAchievements, "available achievements") ||
        !r.specials(o.if_contains("availableSpecials"), s.availableSpecials, "available specials") ||
        !r.cards(o.if_contains("removed"), s.removed, "removed cards"))
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
    if (const auto* ch = o.if_contains("changes"); ch && (ch->is_int64() || ch->is_uint64()))
        s.changes = static_cast<std::uint32_t>(ch->to_number<std::int64_t>());
    if (const auto* rng = o.if_contains("rng"); rng && rng->is_string()) {
        std::istringstream in{std::string(rng->as_string())};
        in >> s.rng;
    }
    // Every card must be in exactly one place.
    std::array<int, kCardCount> seen{};
    auto count = [&](const CardList& l) {
        for (CardId c : l) ++seen[c];
    };
    for (const auto& d : s.decks) count(d);
    for (const auto& d : s.cityDecks) count(d);
    count(s.availableAchievements);
    count(s.removed);
    for (const auto& ps : s.players) {
        for (const auto& pile : ps.board) count(pile.cards);
        count(ps.hand), count(ps.score), count(ps.achievements);
    }
    for (int c = 0; c < s.cardsInGame(); ++c)
        if (seen[c] != 1)
            return r.fail("card \"" + std::string(title(static_cast<CardId>(c))) + "\" is in " +
                          std::to_string(seen[c]) + " places"),
                   std::nullopt;
    for (int c = s.cardsInGame(); c < kCardCount; ++c)
        if (seen[c] != 0) return r.fail("a City in a game without Cities"), std::nullopt;
    if ((s.availableSpecials & ~s.allSpecials()) != 0) return r.fail("a Cities achievement without Cities"), std::nullopt;
    for (const auto& ps : s.players)
        if ((ps.specials & ~s.allSpecials()) != 0) return r.fail("a Cities achievement without Cities"), std::nullopt;
    locateCards(s);
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
    readOptions(o.if_contains("options"), setup.options);
    std::optional<Game> game;
    try {
        if (const auto* seed = o.if_contains("seed")) {
            if (!seed->is_number()) return out.error = "the seed must be a number", out;
            setup.seed = seed->is_uint64() ? seed->as_uint64() : static_cast<std::uint64_t>(seed->to_number<std::int64_t>());
            game = Game::start(setup);
        } else if (const auto* pos = o.if_contains("position")) {
            auto state = stateFromJson(*pos, setup.players, out.error);
            if (!state) return out.error = "invalid starting position: " + out.error, out;
            if (state->options.cities != setup.options.cities)
                return out.error = "the save's options and its starting position disagree on Cities", out;
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
