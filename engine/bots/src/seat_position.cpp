// A position from one seat's view and events (see seat_position.h).
#include "bots/seat_position.h"

#include "core/card.h"
#include "core/expansion.h"
#include "core/setup.h"

#include <algorithm>

namespace inno {

namespace {

std::optional<GameState> positionWith(const View& v, const std::vector<Event>& events, const CardTracker& tracker,
                                      std::string* error) {
    auto fail = [error](std::string why) -> std::optional<GameState> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const int seat = v.viewer;
    const int players = static_cast<int>(v.players.size());
    if (seat < 0 || seat >= players || seat != tracker.seat()) return fail("the view is not this seat's");
    if (players != v.options.playerCount || players > kMaxPlayers) return fail("the view's seats do not match its options");
    if (!setupError(v.options).empty()) return fail("the view's options cannot make a game");
    GameState s = emptyState(v.options);
    s.phase = v.gameOver ? Phase::Over : v.turnNumber == 0 ? Phase::Opening : Phase::Playing;
    s.current = static_cast<std::uint8_t>(v.current);
    s.actionsLeft = static_cast<std::uint8_t>(v.actionsLeft);
    s.turnNumber = static_cast<std::uint16_t>(v.turnNumber);
    s.availableSpecials = v.availableSpecials;
    s.atTurnStart = v.atTurnStart;
    std::vector<bool> known(everyCard().size(), false);
    // A card kept outside the supply is in the game only with its common zone.
    const bool common = zoneInPlay(s.options, Zone::Common);
    auto inGame = [&](CardId c) {
        return c < known.size() && s.options.has(card(c).set) && (common || !card(c).outsideSupply);
    };
    auto place = [&](CardId c) -> bool {
        if (!inGame(c) || known[c]) return false;
        known[c] = true;
        return true;
    };
    std::vector<std::vector<CardId>> content(lists::kCount);
    for (int p = 0; p < players; ++p) {
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        s.seats[p].specials = pv.specials;
        s.seats[p].setBytes = pv.setBytes;
        if (pv.eliminated) s.eliminated |= static_cast<std::uint8_t>(1u << p);
        for (Color col : kAllColors) {
            const Pile& pile = pv.board[index(col)];
            s.seats[p].splay[index(col)] = pile.splay;
            for (CardId c : pile.cards)
                if (!place(c)) return fail("a board card is in two places");
            content[lists::pile(p, col)].assign(pile.cards.begin(), pile.cards.end());
        }
    }
    // The public places beside the boards: the common zone and the achievements that only count.
    for (CardId c : v.common)
        if (!place(c)) return fail("a card of the common zone is in two places");
    content[lists::kCommon].assign(v.common.begin(), v.common.end());
    for (int p = 0; p < players; ++p) {
        const CardList& counted = v.players[static_cast<std::size_t>(p)].countedAchievements;
        for (CardId c : counted)
            if (!place(c)) return fail("an achievement is in two places");
        content[lists::countedAchievements(p)].assign(counted.begin(), counted.end());
    }
    const PlayerView& mine = v.players[static_cast<std::size_t>(seat)];
    if (!mine.hand || !mine.score) return fail("the view lacks the seat's own cards");
    for (CardId c : *mine.hand)
        if (!place(c)) return fail("a card in hand is in two places");
    for (CardId c : *mine.score)
        if (!place(c)) return fail("a scored card is in two places");
    content[lists::hand(seat)].assign(mine.hand->begin(), mine.hand->end());
    content[lists::score(seat)].assign(mine.score->begin(), mine.score->end());

    // The cards every seat knows in another's hidden places (knownToAll), where the view says they lie; the
    // tracker's belief about them gives way.
    std::vector<std::pair<ListId, CardId>> namedInView;
    for (int p = 0; p < players; ++p) {
        if (p == seat) continue;
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        auto name = [&](ListId l, const CardList& cards) {
            for (CardId c : cards) namedInView.push_back({l, c});
        };
        name(lists::hand(p), pv.handKnown);
        name(lists::score(p), pv.scoreKnown);
        for (int z = 0; z < kExtraZones; ++z) name(lists::extra(p, CardTracker::extraZone(z)), pv.zones[z].known);
    }
    for (const auto& [list, c] : namedInView)
        if (!place(c)) return fail("a card every seat knows is in two places");

    // Every other hidden place as the tracker mirrors it: the cards it knows where it knows them, the rest left
    // open for now (kNoCard) and filled below with cards of the same public age the seat has not seen.
    struct Hole {
        ListId list;
        std::size_t pos;
    };
    std::array<std::vector<Hole>, CardTracker::kPublicAges + 1> holes;
    bool fits = true;
    tracker.forEachList([&](const CardTracker::Slots& slots, ListId list) {
        const Location at = locationOf(list);
        if (at.player >= players || (at.player == seat && (at.zone == Zone::Hand || at.zone == Zone::Score))) return;
        if (at.zone == Zone::Deck && !s.options.has(lists::supplySet(list))) return;
        std::vector<CardId>& out = content[list];
        out.clear();
        // An expansion's supply pile comes into a tracker only when a bot reconciles it with a position; one fed
        // only the events (a client's) knows just the cards returned to it, at the bottom. The rest of the pile, as
        // the table counts it, lies above them: unknown cards of the pile's age.
        if (at.zone == Zone::Deck && lists::supplySet(list) != kMainSet) {
            const SetId set = lists::supplySet(list);
            const int age = lists::supplyAge(list);
            for (int k = static_cast<int>(slots.size()); k < v.supplySizes[set][age - 1]; ++k) {
                holes[CardTracker::publicAge(set, age)].push_back({list, out.size()});
                out.push_back(kNoCard);
            }
        }
        for (const auto& slot : slots) {
            CardId c = slot.card;
            if (c != kNoCard && (!inGame(c) || known[c] || CardTracker::publicAge(c) != slot.age)) c = kNoCard;
            if (c != kNoCard) place(c);
            else if (slot.age >= 1 && slot.age <= CardTracker::kPublicAges) holes[slot.age].push_back({list, out.size()});
            else fits = false;
            out.push_back(c);
        }
    });
    if (!fits) return fail("the seat's record of the hidden cards is damaged");
    for (const auto& [list, c] : namedInView) {
        auto& open = holes[CardTracker::publicAge(c)];
        auto at = std::find_if(open.begin(), open.end(), [list](const Hole& h) { return h.list == list; });
        if (at == open.end()) return fail("the seat's record of the hidden cards does not match the table");
        content[at->list][at->pos] = c;
        open.erase(at);
    }
    std::array<std::vector<CardId>, CardTracker::kPublicAges + 1> unseen;
    for (CardId c = 0; c < known.size(); ++c)
        if (inGame(c) && !known[c]) unseen[CardTracker::publicAge(c)].push_back(c);
    for (int a = 1; a <= CardTracker::kPublicAges; ++a) {
        if (unseen[a].size() != holes[a].size()) return fail("the seat's record of the hidden cards does not match the table");
        for (std::size_t i = 0; i < holes[a].size(); ++i) content[holes[a][i].list][holes[a][i].pos] = unseen[a][i];
    }
    for (int l = 0; l < lists::kCount; ++l) s.setList(static_cast<ListId>(l), content[l]);
    recountBoards(s);
    // What the view checks against: the counts everyone sees.
    for (int p = 0; p < players; ++p) {
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        const PlayerState ps = s.player(p);
        if (p != seat && (ps.hand().size() != pv.handAges.size() || ps.score().size() != pv.scoreAges.size()))
            return fail("the seat's record of the hidden cards does not match the table");
    }
    for (int set = 0; set < kMaxSets; ++set)
        if (s.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                if (static_cast<int>(s.supply(static_cast<SetId>(set), a).size()) != v.supplySizes[set][a - 1])
                    return fail("the seat's record of the decks does not match the table");

    // The turn so far (open to everyone): cards tucked and scored, and the turn flags the sets in play keep.
    const auto expansions = expansionsOf(s.options);
    for (auto it = events.rbegin(); it != events.rend() && it->kind != EventKind::TurnStarted; ++it) {
        if (it->player < 0 || it->player >= players) continue;
        SeatCounters& counters = s.seats[it->player];
        if (it->kind == EventKind::CardMoved && it->move == Move::Tucked) ++counters.tuckedThisTurn;
        if (it->kind == EventKind::CardMoved && it->move == Move::Scored) ++counters.scoredThisTurn;
        for (const Expansion* x : expansions) x->replayTurnEvent(s, *it);
    }
    return s;
}

// What everyone sees of a position, with any unseen card of the right age in each hidden place: a tracker reset
// from it knows the counts and ages of the hidden places and no card in them.
GameState openParts(const View& v) {
    GameState s = emptyState(v.options);
    std::vector<bool> seen(everyCard().size(), false);
    std::vector<std::vector<CardId>> content(lists::kCount);
    auto put = [&](ListId l, const CardList& cards) {
        for (CardId c : cards)
            if (c < seen.size()) seen[c] = true;
        content[l].assign(cards.begin(), cards.end());
    };
    const int players = static_cast<int>(v.players.size());
    for (int p = 0; p < players; ++p) {
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        for (Color c : kAllColors) {
            put(lists::pile(p, c), pv.board[index(c)].cards);
            s.seats[p].splay[index(c)] = pv.board[index(c)].splay;
        }
        put(lists::countedAchievements(p), pv.countedAchievements);
        if (pv.hand) put(lists::hand(p), *pv.hand);
        if (pv.score) put(lists::score(p), *pv.score);
        if (!pv.hand) put(lists::hand(p), pv.handKnown);
        if (!pv.score) put(lists::score(p), pv.scoreKnown);
    }
    put(lists::kCommon, v.common);
    std::array<std::vector<CardId>, CardTracker::kPublicAges + 1> unseen;
    const bool common = zoneInPlay(s.options, Zone::Common);
    for (CardId c = 0; c < seen.size(); ++c)
        if (!seen[c] && s.options.has(card(c).set) && (common || !card(c).outsideSupply))
            unseen[CardTracker::publicAge(c)].push_back(c);
    auto take = [&](ListId l, SetId set, int age) {
        auto& pool = unseen[CardTracker::publicAge(set, age)];
        if (pool.empty()) return;
        content[l].push_back(pool.back());
        pool.pop_back();
    };
    for (int p = 0; p < players; ++p) {
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        auto setOf = [](const std::vector<SetId>& sets, std::size_t i) { return i < sets.size() ? sets[i] : kMainSet; };
        // The hidden cards but those the view names: one card of each named card's public age is already there.
        auto takeRest = [&](ListId l, const std::vector<std::uint8_t>& ages, const std::vector<SetId>& sets,
                            const CardList& named) {
            std::array<int, CardTracker::kPublicAges + 1> skip{};
            for (CardId c : named) ++skip[CardTracker::publicAge(c)];
            for (std::size_t i = 0; i < ages.size(); ++i) {
                const SetId set = setOf(sets, i);
                if (int& n = skip[CardTracker::publicAge(set, ages[i])]; n > 0) {
                    --n;
                    continue;
                }
                take(l, set, ages[i]);
            }
        };
        if (!pv.hand) takeRest(lists::hand(p), pv.handAges, pv.handSets, pv.handKnown);
        if (!pv.score) takeRest(lists::score(p), pv.scoreAges, pv.scoreSets, pv.scoreKnown);
        for (std::uint8_t a : pv.achievementAges) take(lists::achievements(p), kMainSet, a);
    }
    for (std::uint8_t a : v.availableAges) take(lists::kAvailable, kMainSet, a);
    for (int set = 0; set < kMaxSets; ++set)
        if (s.options.has(static_cast<SetId>(set)))
            for (int a = 1; a <= kAges; ++a)
                for (int k = 0; k < v.supplySizes[set][a - 1]; ++k) take(lists::supply(static_cast<SetId>(set), a), static_cast<SetId>(set), a);
    for (int l = 0; l < lists::kCount; ++l) s.setList(static_cast<ListId>(l), content[l]);
    recountBoards(s);
    return s;
}

}  // namespace

std::optional<GameState> positionFromView(const View& v, const std::vector<Event>& events, const CardTracker& tracker,
                                          std::string* error) {
    if (auto s = positionWith(v, events, tracker, error)) return s;
    // A game that did not start from a deal (a position set up by hand, a scenario) never told the tracker where
    // the cards began: it is started afresh from what the seat sees now, knowing no hidden card.
    if (std::any_of(events.begin(), events.end(), [](const Event& e) { return e.kind == EventKind::GameStarted; }))
        return std::nullopt;
    CardTracker fresh(tracker.seat());
    fresh.reset(openParts(v));
    return positionWith(v, events, fresh, error);
}

}  // namespace inno
