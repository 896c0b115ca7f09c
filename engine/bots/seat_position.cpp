// A position from one seat's view and events (see seat_position.h).
#include "bots/seat_position.h"

#include "core/card.h"

namespace inno {

namespace {
CardList* listOf(GameState& s, Zone zone, int player, int age) {
    switch (zone) {
    case Zone::Hand: return &s.player(player).hand;
    case Zone::Score: return &s.player(player).score;
    case Zone::Achievement: return player >= 0 ? &s.player(player).achievements : &s.availableAchievements;
    case Zone::Deck: return age > kAges ? &s.cityDeck(age - kAges) : &s.deck(age);
    case Zone::Removed: return &s.removed;
    case Zone::Board: return nullptr;
    }
    return nullptr;
}
}  // namespace

std::optional<GameState> positionFromView(const View& v, const std::vector<Event>& events, const CardTracker& tracker,
                                          std::string* error) {
    auto fail = [error](std::string why) -> std::optional<GameState> {
        if (error) *error = std::move(why);
        return std::nullopt;
    };
    const int seat = v.viewer;
    const int players = static_cast<int>(v.players.size());
    if (seat < 0 || seat >= players || seat != tracker.seat()) return fail("the view is not this seat's");
    if (players != v.options.playerCount || players > kMaxPlayers) return fail("the view's seats do not match its options");
    GameState s;
    s.options = v.options;
    s.phase = v.gameOver ? Phase::Over : v.turnNumber == 0 ? Phase::Opening : Phase::Playing;
    s.current = static_cast<std::uint8_t>(v.current);
    s.actionsLeft = static_cast<std::uint8_t>(v.actionsLeft);
    s.turnNumber = static_cast<std::uint16_t>(v.turnNumber);
    s.availableSpecials = v.availableSpecials;
    std::array<bool, kCardCount> known{};
    const int inGame = s.cardsInGame();
    auto place = [&](CardId c, Location at) -> bool {
        if (c >= inGame || known[c]) return false;
        known[c] = true;
        s.where[c] = at;
        return true;
    };
    for (int p = 0; p < players; ++p) {
        PlayerState& ps = s.player(p);
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        ps.board = pv.board;
        ps.specials = pv.specials;
        for (const Pile& pile : ps.board)
            for (CardId c : pile.cards) {
                if (!place(c, {Zone::Board, static_cast<std::int8_t>(p)})) return fail("a board card is in two places");
                if (facts(c).constant) ++ps.constantCards;
            }
    }
    const PlayerView& mine = v.players[static_cast<std::size_t>(seat)];
    if (!mine.hand || !mine.score) return fail("the view lacks the seat's own cards");
    s.player(seat).hand = *mine.hand;
    s.player(seat).score = *mine.score;
    for (CardId c : *mine.hand)
        if (!place(c, {Zone::Hand, static_cast<std::int8_t>(seat)})) return fail("a card in hand is in two places");
    for (CardId c : *mine.score)
        if (!place(c, {Zone::Score, static_cast<std::int8_t>(seat)})) return fail("a scored card is in two places");

    // Every other hidden place as the tracker mirrors it: the cards it knows where it knows them, the rest left
    // open for now (kNoCard) and filled below with cards of the same public age the seat has not seen.
    struct Hole {
        CardList* list;
        std::size_t pos;
        Location at;
    };
    std::array<std::vector<Hole>, CardTracker::kPublicAges + 1> holes;
    bool fits = true;
    tracker.forEachList([&](const CardTracker::Slots& slots, Zone zone, int player, int age) {
        if (player >= players || (player == seat && (zone == Zone::Hand || zone == Zone::Score))) return;
        CardList* list = listOf(s, zone, player, age);
        if (!list) return;
        const Location at{zone, static_cast<std::int8_t>(player)};
        list->clear();
        for (const auto& slot : slots) {
            CardId c = slot.card;
            if (c != kNoCard && (c >= inGame || known[c] || CardTracker::publicAge(c) != slot.age)) c = kNoCard;
            if (c != kNoCard) place(c, at);
            else if (slot.age >= 1 && slot.age <= CardTracker::kPublicAges) holes[slot.age].push_back({list, list->size(), at});
            else fits = false;
            list->push_back(c);
        }
    });
    if (!fits) return fail("the seat's record of the hidden cards is damaged");
    std::array<std::vector<CardId>, CardTracker::kPublicAges + 1> unseen;
    for (CardId c = 0; c < inGame; ++c)
        if (!known[c]) unseen[CardTracker::publicAge(c)].push_back(c);
    for (int a = 1; a <= CardTracker::kPublicAges; ++a) {
        if (unseen[a].size() != holes[a].size()) return fail("the seat's record of the hidden cards does not match the table");
        for (std::size_t i = 0; i < holes[a].size(); ++i) {
            (*holes[a][i].list)[holes[a][i].pos] = unseen[a][i];
            s.where[unseen[a][i]] = holes[a][i].at;
        }
    }
    // What the view checks against: the counts everyone sees.
    for (int p = 0; p < players; ++p) {
        const PlayerView& pv = v.players[static_cast<std::size_t>(p)];
        if (p != seat && (s.player(p).hand.size() != pv.handAges.size() || s.player(p).score.size() != pv.scoreAges.size()))
            return fail("the seat's record of the hidden cards does not match the table");
    }
    for (int a = 1; a <= kAges; ++a)
        if (static_cast<int>(s.deck(a).size()) != v.deckSizes[static_cast<std::size_t>(a - 1)])
            return fail("the seat's record of the decks does not match the table");

    // The turn so far (open to everyone): cards tucked and scored, and whether the Endorse action was taken.
    for (auto it = events.rbegin(); it != events.rend() && it->kind != EventKind::TurnStarted; ++it) {
        if (it->player < 0 || it->player >= players) continue;
        PlayerState& ps = s.player(it->player);
        if (it->kind == EventKind::CardMoved && it->move == Move::Tucked) ++ps.tuckedThisTurn;
        if (it->kind == EventKind::CardMoved && it->move == Move::Scored) ++ps.scoredThisTurn;
        if (it->kind == EventKind::ActionTaken && it->action == ActionKind::Endorse) s.endorsed = true;
    }
    return s;
}

}  // namespace inno
