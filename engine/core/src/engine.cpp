#include "core/engine.h"

#include "core/ctx.h"
#include "core/large_game.h"

#include <boost/container/small_vector.hpp>

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace inno {

void DogmaMemory::note(CardId card, int player, int value) {
    for (Note& n : notes)
        if (n.card == card && n.player == player) {
            n.value = value;
            return;
        }
    notes.push_back({card, static_cast<std::int8_t>(player), value});
}

std::optional<int> DogmaMemory::noted(CardId card, int player) const {
    for (const Note& n : notes)
        if (n.card == card && n.player == player) return n.value;
    return std::nullopt;
}

Answer Engine::ask(const Prompt& p) {
    Answer a = answers_.answer(s_, p);
    if (auto why = validate(p, a); !why.empty()) throw std::logic_error("illegal answer from answer source: " + why);
    return a;
}

namespace {
// Calls f(c) for every card of `cards` in id order: a set of bits, one per card id, orders the few cards of a
// hand faster than sorting a copy of them.
template <typename F>
void forEachInIdOrder(CardSpan cards, F&& f) {
    std::array<std::uint64_t, (kMaxCards + 63) / 64> ids{};
    std::size_t words = 0;  // those up to the highest id's
    for (CardId c : cards) {
        ids[c / 64] |= std::uint64_t{1} << (c % 64);
        words = std::max<std::size_t>(words, c / 64 + 1);
    }
    for (std::size_t w = 0; w < words; ++w)
        for (std::uint64_t bits = ids[w]; bits != 0; bits &= bits - 1)
            f(static_cast<CardId>(w * 64 + static_cast<std::size_t>(std::countr_zero(bits))));
}
// Where a card put back goes: its supply pile, or the common zone for a card its set sends there
// (CardDef::returnsToCommon).
Location putBackPlace(CardId c) { return {facts(c).returnsToCommon ? Zone::Common : Zone::Deck, -1}; }
}  // namespace

// ---------------------------------------------------------------- card movement

Location Engine::relocate(CardId c, Location to, bool onTop) {
    const Location from = s_.where(c);
    if (from.zone == Zone::Board) boards_.pileChanged(from.player, color(c));
    if (to.zone == Zone::Board) boards_.pileChanged(to.player, color(c));
    if (from.zone == Zone::Achievement && from.player >= 0) boards_.achievementsChanged(from.player);
    if (to.zone == Zone::Achievement && to.player >= 0) boards_.achievementsChanged(to.player);
    s_.move(c, listAt(to, c), onTop);
    const bool constant = facts(c).constant;
    if (from.zone == Zone::Board) {
        if (constant) [[unlikely]]
            --s_.seats[from.player].constantCards;
        const Color col = color(c);
        Splay& splay = s_.seats[from.player].splay[index(col)];
        if (splay != Splay::None && s_.pile(from.player, col).size() < 2) {
            Event e;
            e.kind = EventKind::Splayed;
            e.player = from.player;
            e.color = col;
            e.oldSplay = splay;
            e.splay = Splay::None;
            splay = Splay::None;
            publish(e);
        }
    }
    if (to.zone == Zone::Board && constant) [[unlikely]]
        ++s_.seats[to.player].constantCards;
    return from;
}

void Engine::moved(CardId c, Location from, Location to, Move how, bool revealed, int actor, CardId source, bool onTop) {
    ++s_.changes;
    if (demand_) demand_->demandMoves |= static_cast<std::uint16_t>(1u << static_cast<int>(how));
    touch(from.player, from.zone == Zone::Board);
    touch(to.player, to.zone == Zone::Board);
    Event e;
    e.kind = EventKind::CardMoved;
    e.player = static_cast<std::int8_t>(actor);
    e.card = c;
    e.age = static_cast<std::uint8_t>(age(c));
    e.set = facts(c).set;
    e.move = how;
    e.from = {from.zone, from.player};
    e.to = {to.zone, to.player};
    e.revealed = revealed;
    e.onTop = onTop;
    e.source = source;
    publish(e);
}

CardId Engine::draw(int player, int ageWanted, bool reveal, CardId source) {
    const int a = drawSourceAge(s_, ageWanted);
    if (a > kAges) endByScore();
    SetId set = kMainSet;
    for (const Expansion* x : expansions_)
        if (set == kMainSet) set = x->drawFrom(s_, player, a);
    const CardId c = s_.supply(set, a).front();
    drawCard(player, c, reveal, source);
    return c;
}

void Engine::drawCard(int player, CardId c, bool reveal, CardId source) {
    const Location to{Zone::Hand, static_cast<std::int8_t>(player)};
    const Location from = relocate(c, to, true);
    moved(c, from, to, Move::Drawn, reveal, player, source);
    afterChange();
}

void Engine::meld(int player, CardId c, CardId source) {
    const Location to{Zone::Board, static_cast<std::int8_t>(player)};
    const Location from = relocate(c, to, true);
    const Splay splayBefore = s_.pile(player, color(c)).splay;  // adding a card does not change it
    moved(c, from, to, Move::Melded, true, player, source);
    afterChange();
    for (const Expansion* x : expansions_) x->afterMeld(*this, player, c, splayBefore);
}

void Engine::tuck(int player, CardId c, CardId source) {
    const Location to{Zone::Board, static_cast<std::int8_t>(player)};
    const Location from = relocate(c, to, false);
    ++s_.seats[player].tuckedThisTurn;
    moved(c, from, to, Move::Tucked, true, player, source);
    afterChange();
    for (const Expansion* x : expansions_) x->afterTuck(*this, player, c);
}

void Engine::score(int player, CardId c, CardId source) {
    const Location to{Zone::Score, static_cast<std::int8_t>(player)};
    const Location from = relocate(c, to, true);
    ++s_.seats[player].scoredThisTurn;
    moved(c, from, to, Move::Scored, from.zone == Zone::Board, player, source);
    afterChange();
}

void Engine::returnCard(CardId c, CardId source) {
    const Location to = putBackPlace(c);
    const Location from = relocate(c, to, false);
    moved(c, from, to, Move::Returned, from.zone == Zone::Board, from.player, source);
    afterChange();
}

void Engine::transfer(CardId c, int toPlayer, Zone zone, Move how, CardId source) {
    const Location to{zone, static_cast<std::int8_t>(toPlayer)};
    const bool toAvailable = zone == Zone::Achievement && toPlayer < 0;  // the last to become available
    const Location from = relocate(c, to, !toAvailable);
    // The player who held it moves it; a card no player held (a supply pile, the common zone) is moved by the player
    // it goes to (a dig, a seize).
    moved(c, from, to, how, from.zone == Zone::Board || zone == Zone::Board, from.player >= 0 ? from.player : toPlayer, source);
    // A card transferred to a player's achievements may bring them to the number that wins, at once.
    if (zone == Zone::Achievement && toPlayer >= 0) [[unlikely]]
        checkAchievementWin(toPlayer);
    afterChange();
}

void Engine::placeOnDeck(CardId c, bool onTop, CardId source) {
    const Location to = putBackPlace(c);
    const Location from = relocate(c, to, onTop);
    // Still a return for the rules (a relic goes back to the common zone); the event says it lies on top.
    moved(c, from, to, Move::Returned, from.zone == Zone::Board, from.player, source, onTop && to.zone == Zone::Deck);
    afterChange();
}

void Engine::removeFromGame(CardId c, CardId source) {
    const Location to{Zone::Removed, -1};
    const Location from = relocate(c, to, false);
    moved(c, from, to, Move::Removed, false, from.player, source);
    afterChange();
}

bool Engine::canSplay(int player, Color color, Splay dir) const {
    const PileView pile = s_.pile(player, color);
    return pile.cards.size() >= 2 && pile.splay != dir;
}

bool Engine::splay(int player, Color color, Splay dir, CardId source, int splayer) {
    if (!canSplay(player, color, dir)) return false;
    Splay& splay = s_.seats[player].splay[index(color)];
    Event e;
    e.kind = EventKind::Splayed;
    e.player = static_cast<std::int8_t>(player);
    e.color = color;
    e.oldSplay = splay;
    e.splay = dir;
    e.source = source;
    splay = dir;
    boards_.pileChanged(player, color);
    ++s_.changes;
    touch(player, true);
    publish(e);
    afterChange();
    if (dir != Splay::None)  // unsplaying (matching an unsplayed pile) is no splay
        for (const Expansion* x : expansions_) x->afterSplay(*this, splayer < 0 ? player : splayer, player, color);
    return true;
}

void Engine::rearrange(int player, Color color, CardSpan topFirstView, CardId source) {
    const CardList topFirst(topFirstView);
    const CardSpan pile = s_.pile(player, color).cards;
    if (std::equal(pile.begin(), pile.end(), topFirst.begin(), topFirst.end())) return;
    boards_.pileChanged(player, color);
    s_.setList(lists::pile(player, color), topFirst);
    ++s_.changes;
    touch(player, true);
    // Rearranging is shown as every card being melded again, bottom first, from the same pile.
    for (auto it = topFirst.rbegin(); it != topFirst.rend(); ++it) {
        Event e;
        e.kind = EventKind::CardMoved;
        e.player = static_cast<std::int8_t>(player);
        e.card = *it;
        e.age = static_cast<std::uint8_t>(age(*it));
        e.move = Move::Melded;
        e.from = e.to = {Zone::Board, static_cast<std::int8_t>(player)};
        e.revealed = true;
        e.source = source;
        publish(e);
    }
    afterChange();
}

void Engine::reveal(int player, CardId c, CardId source) {
    Event e;
    e.kind = EventKind::CardRevealed;
    e.player = static_cast<std::int8_t>(player);
    e.card = c;
    e.age = static_cast<std::uint8_t>(age(c));
    e.revealed = true;
    e.source = source;
    publish(e);
}

void Engine::showTo(int player, CardId c, CardId source) {
    Event e;
    e.kind = EventKind::CardShown;
    e.player = static_cast<std::int8_t>(player);
    e.card = c;
    const Location at = s_.where(c);
    e.from = {at.zone, at.player};
    e.age = static_cast<std::uint8_t>(age(c));
    e.set = facts(c).set;
    e.source = source;
    publish(e);
}

void Engine::revealHand(int player, CardId source) {
    Event e;
    e.kind = EventKind::HandRevealed;
    e.player = static_cast<std::int8_t>(player);
    e.source = source;
    publish(e);
    const CardList hand(s_.player(player).hand());
    for (CardId c : hand) reveal(player, c, source);
}

// ---------------------------------------------------------------- achievements and the end

void Engine::afterChange() {
    checkSpecials();
    // Achievements a set counts beside the cards (marks) can start or stop counting after any change, for anyone.
    if (!expansions_.empty()) [[unlikely]]
        for (const Expansion* x : expansions_)
            if (x->countsExtraAchievements()) {
                checkAchievementWins();
                break;
            }
}

void Engine::checkAchievementWins() {
    if (s_.phase != Phase::Playing) return;
    // When one change brings several players (teams) to the number at once, the most achievements win; a tie goes
    // to the first tied player clockwise from the current player's left, the current player last.
    const int need = achievementsToWin(s_);
    int best = -1, winner = -1;
    const int n = s_.playerCount();
    for (int i = 1, p = s_.current; i <= n; ++i) {
        p = p + 1 == n ? 0 : p + 1;
        if (s_.isEliminated(p)) continue;
        const int total = boards_.teamAchievements(p);
        if (total >= need && total > best) best = total, winner = p;
    }
    if (winner >= 0) endGame(teamMask(s_.options, winner), EndReason::Achievements);
}

void Engine::checkSpecials() {
    if ((s_.availableSpecials & conditionSpecials_) == 0 || s_.phase != Phase::Playing) return;
    // Only a player whose own cards changed can newly meet a condition; the first check of an engine looks at
    // everyone, so a state set up by hand is judged as a whole.
    const std::uint8_t check = touched_, boardChecks = boardTouched_;
    touched_ = boardTouched_ = 0;
    static const BoardShows noBoard;
    const int n = s_.playerCount();
    for (int i = 0, p = s_.current; i < n; ++i, p = p + 1 == n ? 0 : p + 1) {  // clockwise from the current player
        if (!(check & (1u << p)) || s_.isEliminated(p)) continue;
        // A condition that reads only the board cannot become met while the board stays as it was.
        const bool boardChanged = boardChecks & (1u << p);
        // What the board shows is read once per player (Empire and World both need its icons).
        const bool needsBoard = boardChanged && (s_.availableSpecials & boardSpecials_) != 0;
        const BoardShows& board = needsBoard ? boards_.board(p) : noBoard;
        SpecialMask open = s_.availableSpecials & conditionSpecials_ & (boardChanged ? ~0u : ~boardOnlySpecials_);
        while (open) {
            const int k = std::countr_zero(open);
            open &= open - 1;
            const SpecialDef& def = specials_[k];
            if ((s_.availableSpecials & specialBit(def.id)) && def.meets(s_, p, board))
                claimSpecial(p, def.id, ClaimReason::Condition);
        }
    }
}

bool Engine::claimSpecial(int player, Special which, ClaimReason why, CardId source) {
    if (!specialAvailable(s_, which)) return false;
    s_.availableSpecials &= ~specialBit(which);
    s_.seats[player].specials |= specialBit(which);
    boards_.achievementsChanged(player);
    ++s_.changes;  // the achievement card moves to the player: sharing that claims one has changed something
    Event e;
    e.kind = EventKind::AchievementClaimed;
    e.player = static_cast<std::int8_t>(player);
    e.isSpecial = true;
    e.special = which;
    e.claimReason = why;
    e.source = source;
    publish(e);
    checkAchievementWin(player);
    return true;
}

void Engine::achieveStandard(int player, int achAge) {
    const CardSpan avail = s_.availableAchievements();
    auto it = std::find_if(avail.begin(), avail.end(), [&](CardId c) { return age(c) == achAge; });
    if (it == avail.end()) throw std::logic_error("no such achievement");
    const CardId c = *it;
    const Location to{Zone::Achievement, static_cast<std::int8_t>(player)};
    const Location from = relocate(c, to, false);
    moved(c, from, to, Move::Achieved, false, player, kNoCard);
    Event e;
    e.kind = EventKind::AchievementClaimed;
    e.player = static_cast<std::int8_t>(player);
    e.value = static_cast<std::uint8_t>(achAge);
    e.claimReason = ClaimReason::Action;
    publish(e);
    checkAchievementWin(player);
    afterChange();
}

void Engine::achieveCard(int player, CardId c, CardId source) {
    const Location to{Zone::Achievement, static_cast<std::int8_t>(player)};
    const Location from = relocate(c, to, false);
    moved(c, from, to, Move::Achieved, false, player, source);
    Event e;
    e.kind = EventKind::AchievementClaimed;
    e.player = static_cast<std::int8_t>(player);
    e.value = static_cast<std::uint8_t>(age(c));
    e.claimReason = ClaimReason::CardEffect;
    e.source = source;
    publish(e);
    checkAchievementWin(player);
    afterChange();
}

void Engine::checkAchievementWin(int player) {
    if (boards_.teamAchievements(player) >= achievementsToWin(s_)) endGame(teamMask(s_.options, player), EndReason::Achievements);
}

void Engine::endGame(std::uint8_t winners, EndReason why, CardId card) {
    s_.phase = Phase::Over;
    s_.winners = winners;
    s_.endReason = why;
    s_.endCard = card;
    Event e;
    e.kind = EventKind::GameEnded;
    e.winners = winners;
    e.reason = why;
    e.card = card;
    publish(e);
    throw GameEnded{};
}

void Engine::eliminate(int player, CardId source) {
    if (s_.isEliminated(player)) return;
    const std::uint8_t leaving = static_cast<std::uint8_t>(teamMask(s_.options, player) & ~s_.eliminated);
    for (int q = 0; q < s_.playerCount(); ++q) {
        if (!(leaving & (1u << q))) continue;
        s_.eliminated |= static_cast<std::uint8_t>(1u << q);  // from now on it meets no condition and wins nothing
        for (const Expansion* x : expansions_) x->beforeElimination(*this, q);
        const PlayerState seat = s_.player(q);
        auto removeAll = [&](CardSpan cards) {
            const CardList copy(cards);
            for (CardId c : copy) removeFromGame(c, source);
        };
        for (Color col : kAllColors) removeAll(seat.pile(col).cards);
        removeAll(seat.hand());
        removeAll(seat.score());
        removeAll(seat.achievements());
        for (int z = 0; z < kExtraZones; ++z) removeAll(seat.zone(static_cast<Zone>(static_cast<int>(Zone::Extra1) + z)));
        s_.seats[q].specials = 0;  // they leave the game with the seat
        boards_.achievementsChanged(q);
        Event e;
        e.kind = EventKind::SeatEliminated;
        e.player = static_cast<std::int8_t>(q);
        e.card = source;
        publish(e);
    }
    std::uint8_t left = 0;
    for (int q = 0; q < s_.playerCount(); ++q)
        if (!s_.isEliminated(q)) left |= static_cast<std::uint8_t>(1u << q);
    if (left == 0 || (left & teamMask(s_.options, std::countr_zero(static_cast<unsigned>(left)))) == left)
        endGame(left, EndReason::LastStanding, source);
    if (s_.isEliminated(s_.current)) throw TurnOver{};
}

void Engine::win(int player, CardId card) {
    endGame(teamMask(s_.options, player), EndReason::CardEffect, card);
}

void Engine::endByScore() {
    // Compare seats (or teams): highest score, then most achievements; remaining ties share the victory.
    int bestScore = -1, bestAch = -1;
    for (int p = 0; p < s_.playerCount(); ++p) {
        if (s_.isEliminated(p)) continue;
        int sc = teamScore(s_, p), ac = teamAchievements(s_, p);
        if (sc > bestScore || (sc == bestScore && ac > bestAch)) bestScore = sc, bestAch = ac;
    }
    std::uint8_t mask = 0;
    for (int p = 0; p < s_.playerCount(); ++p)
        if (!s_.isEliminated(p) && teamScore(s_, p) == bestScore && teamAchievements(s_, p) == bestAch)
            mask |= static_cast<std::uint8_t>(1u << p);
    endGame(mask, EndReason::DrewAboveTen);
}

// ---------------------------------------------------------------- turns and actions

void Engine::runUnit() {
    if (s_.phase == Phase::Opening) {
        opening();
    } else if (s_.phase == Phase::Playing) {
        try {
            if (s_.atTurnStart) [[unlikely]]
                turnStart();
            else
                takeAction();
        } catch (const TurnOver&) {
            startTurn(nextSeat(s_.current));
        }
    }
}

int Engine::nextSeat(int player) const {
    const int n = s_.playerCount();
    int next = (player + 1) % n;
    while (s_.isEliminated(next) && next != player) next = (next + 1) % n;
    return next;
}

void Engine::opening() {
    const int n = s_.playerCount();
    for (int p = 0; p < n; ++p)
        for (int k = 0; k < 2; ++k) draw(p, 1);
    // Everyone chooses before anyone melds, so no choice depends on another.
    std::array<CardId, kMaxPlayers> chosen{};
    chosen.fill(kNoCard);
    for (int p = 0; p < n; ++p) {
        const CardSpan hand = s_.player(p).hand();
        if (hand.empty()) continue;
        if (hand.size() == 1) {
            chosen[p] = hand.front();
            continue;
        }
        Prompt q;
        q.player = static_cast<std::uint8_t>(p);
        q.kind = PromptKind::Cards;
        q.purpose = Purpose::OpeningMeld;
        CardList sorted = hand;
        std::sort(sorted.begin(), sorted.end());
        for (CardId c : sorted) q.options.push_back({Choice::Card, c});
        chosen[p] = q.options[ask(q).front()].a;
    }
    int first = 0;
    for (int p = 0; p < n; ++p)
        if (chosen[p] != kNoCard) meld(p, chosen[p]);
    for (int p = 1; p < n; ++p)
        if (chosen[p] != kNoCard && (chosen[first] == kNoCard || title(chosen[p]) < title(chosen[first])))
            first = p;
    s_.phase = Phase::Playing;
    Event e;
    e.kind = EventKind::GameStarted;
    e.player = static_cast<std::int8_t>(first);
    publish(e);
    s_.turnNumber = 0;
    startTurn(first);
}

void Engine::startTurn(int player) {
    s_.current = static_cast<std::uint8_t>(player);
    ++s_.turnNumber;
    s_.turnFlags.fill(0);
    for (auto& seat : s_.seats) seat.tuckedThisTurn = seat.scoredThisTurn = 0;
    // The first player takes one action; in games of four or five seats the second player too.
    const bool halfTurn = s_.turnNumber == 1 || (s_.playerCount() >= 4 && s_.turnNumber == 2);
    s_.actionsLeft = halfTurn ? 1 : 2;
    Event e;
    e.kind = EventKind::TurnStarted;
    e.player = static_cast<std::int8_t>(player);
    e.value = s_.actionsLeft;
    publish(e);
    for (const Expansion* x : expansions_)
        if (x->wantsTurnStart(s_, player)) s_.atTurnStart = true;
}

void Engine::turnStart() {
    s_.atTurnStart = false;
    for (const Expansion* x : expansions_) x->atTurnStart(*this, s_.current);
}

const Prompt& Engine::actionPrompt() {
    Prompt& p = actionPrompt_;  // its options keep their memory from one action to the next
    p.player = s_.current;
    p.kind = PromptKind::Action;
    p.purpose = Purpose::Action;
    p.options.clear();
    const PlayerState me = s_.player(s_.current);
    const CardSpan hand = me.hand();
    p.options.reserve(1 + hand.size() + kColors + kAges);
    p.options.push_back({Choice::Draw});
    forEachInIdOrder(hand, [&](CardId c) { p.options.push_back({Choice::Meld, c}); });
    int highest = 0;  // highestTopAge
    for (Color col : kAllColors) {  // a card without dogma effects cannot be activated, unless a set says so
        const CardId top = me.top(col);
        if (top == kNoCard) continue;
        const CardFacts& f = facts(top);
        highest = std::max(highest, faceUpAge(top));
        if (f.effects != 0 || (!expansions_.empty() && isActivatable(s_, s_.current, top)))
            p.options.push_back({Choice::Dogma, top});
    }
    // The same test as canAchieve, with the score and the top cards read once, and the achievements held counted
    // only for an age the score could reach without any held (the cheapest cost).
    const int score = boards_.score(s_.current);
    std::uint16_t available = 0;  // bit per age
    for (CardId c : s_.availableAchievements()) available |= static_cast<std::uint16_t>(1u << age(c));
    for (int a = 1; a <= highest; ++a) {
        if (!(available & (1u << a)) || score < pointsToAchieve(a)) continue;
        const CardSpan mine = me.achievements();
        const auto held = static_cast<int>(std::count_if(mine.begin(), mine.end(), [a](CardId c) { return age(c) == a; }));
        if (score >= pointsToAchieve(a, held)) {
            Choice ch{Choice::Achieve};
            ch.age = static_cast<std::uint8_t>(a);
            p.options.push_back(ch);
        }
    }
    if (s_.options.largeGame != LargeGame::None) [[unlikely]]
        addParleyActions(s_, s_.current, p);
    for (const Expansion* x : expansions_) x->addActions(s_, s_.current, p);
    return p;
}

void Engine::takeAction() {
    const int player = s_.current;
    const Prompt& p = actionPrompt();
    const Choice ch = p.options[ask(p).front()];
    Event e;
    e.kind = EventKind::ActionTaken;
    e.player = static_cast<std::int8_t>(player);
    switch (ch.type) {
    case Choice::Draw: e.action = ActionKind::Draw; break;
    case Choice::Meld: e.action = ActionKind::Meld, e.card = ch.a; break;
    case Choice::Dogma: e.action = ActionKind::Dogma, e.card = ch.a; break;
    case Choice::Achieve: e.action = ActionKind::Achieve, e.value = ch.age; break;
    case Choice::SetAction: e.action = static_cast<ActionKind>(ch.kind), e.card = ch.a; break;
    case Choice::Parley: e.action = ActionKind::Parley, e.card = ch.a; break;
    default: throw std::logic_error("not an action");
    }
    publish(e);
    switch (ch.type) {
    case Choice::Draw: drawAction(player); break;
    case Choice::Meld: {
        const bool newColor = s_.pile(player, color(ch.a)).empty();
        meld(player, ch.a);
        for (const Expansion* x : afterMeldAction_) x->afterMeldAction(*this, player, ch.a, newColor);
        break;
    }
    case Choice::Dogma: dogmaAction(player, ch.a); break;
    case Choice::Achieve: achieveStandard(player, ch.age); break;
    case Choice::Parley: parleyAction(*this, player, ch.a); break;
    default:
        for (const Expansion* x : expansions_)
            if (x->takeAction(*this, player, ch)) break;
        break;
    }
    if (--s_.actionsLeft == 0) startTurn(nextSeat(player));
}

void Engine::drawAction(int player) { draw(player, highestTopAge(s_.player(player))); }

// ---------------------------------------------------------------- dogma

void Engine::dogmaAction(int player, CardId c, bool doubled, int extraIcons) {
    const CardDef& def = card(c);
    const int n = s_.playerCount();
    Event start;
    start.kind = EventKind::DogmaStarted;
    start.player = static_cast<std::int8_t>(player);
    start.card = c;
    start.icon = def.dogmaIcon;
    SeatCounts counts = dogmaIconCounts(c);
    counts[player] += extraIcons;
    for (int p = 0; p < n; ++p) start.counts[p] = static_cast<std::uint8_t>(counts[p]);
    publish(start);

    // Roles are decided once, here; nothing that happens during the dogma changes who shares or obeys. A seat
    // that left the game takes no part, and the others close the ring (who is distant under a large-game rule).
    const DogmaRoles decided = dogmaRoles(s_.options, player, c, counts, s_.eliminated);
    std::array<int, kMaxPlayers> sharers{}, demanded{};  // clockwise from the activator's left
    int nSharers = 0, nDemanded = 0;
    for (int i = 1; i < n; ++i) {
        const int q = (player + i) % n;
        if (decided.shares(q)) sharers[nSharers++] = q;
        if (decided.obeys(q)) demanded[nDemanded++] = q;
    }
    Event roles = start;
    roles.kind = EventKind::DogmaRoles;
    roles.sharers = decided.sharers;
    roles.demanded = decided.demanded;
    roles.parley = decided.parley;
    roles.ruled = decided.ruled;
    publish(roles);

    // The effects to run, fixed now: those the sets in play put before the card's own, then the card's.
    struct ToRun {
        const Effect* effect;
        CardId card;
        int index;
        std::uint8_t tag;
    };
    boost::container::small_vector<ToRun, 8> effects;
    if (!expansions_.empty()) [[unlikely]] {
        LeadingEffects leading;
        for (const Expansion* x : expansions_) x->leadingEffects(s_, player, c, leading);
        for (const LeadingEffect& l : leading) effects.push_back({l.effect, l.card, 0, l.tag});
    }
    for (std::size_t i = 0; i < def.effects.size(); ++i) effects.push_back({&def.effects[i], c, static_cast<int>(i), 0});

    DogmaMemory memory;
    memory.counts = counts;
    memory.counted = true;
    ParleyLedger parley(decided);  // the parley rule's payments to share and to escape (large games)
    bool freeDraw = false;
    try {
        const int times = doubled ? 2 : 1;
        for (const ToRun& run : effects) {
            auto one = [&](int executor) {
                if (s_.eliminated && s_.isEliminated(executor)) [[unlikely]]
                    return;  // left the game during this dogma
                runEffect(*run.effect, run.card, run.index, run.tag, executor, player, memory);
            };
            const Effect::Kind kind = run.effect->kind;
            if (kind == Effect::Demand) {
                for (int t = 0; t < times; ++t)
                    for (int k = 0; k < nDemanded; ++k)
                        if (parley.obeys(*this, demanded[k], c)) one(demanded[k]);
            } else if (kind != Effect::NonDemand) [[unlikely]] {  // a set's own kind of demand
                for (int t = 0; t < times; ++t)
                    for (int i = 1; i < n; ++i) {
                        const int q = (player + i) % n;
                        if (decided.obeys(q, kind) && parley.obeys(*this, q, c, kind)) one(q);
                    }
            } else {
                for (int k = 0; k < nSharers; ++k) {
                    if (!parley.shares(*this, sharers[k], c)) continue;
                    auto before = s_.changes;  // after a parley payment: paying is not a change
                    one(sharers[k]);
                    if (s_.changes != before && areOpponents(s_, player, sharers[k])) freeDraw = true;
                }
                for (int t = 0; t < times; ++t) one(player);
            }
        }
    } catch (const DogmaComplete&) {
        Event e;
        e.kind = EventKind::DogmaEnded;
        e.player = static_cast<std::int8_t>(player);
        e.card = c;
        publish(e);
        return;
    }
    if (freeDraw) {
        Event e;
        e.kind = EventKind::FreeDraw;
        e.player = static_cast<std::int8_t>(player);
        e.card = c;
        publish(e);
        drawAction(player);
    }
}

SeatCounts Engine::dogmaIconCounts(CardId c) {
    SeatCounts counts{};
    const Icon icon = facts(c).dogmaIcon;
    for (int p = 0; p < s_.playerCount(); ++p) counts[p] = unpackIcon(boards_.icons(p), icon);
    return counts;
}

void Engine::executeForSelfOnly(int player, CardId c) {
    const CardDef& def = card(c);
    DogmaMemory memory;
    for (int i = 0; i < static_cast<int>(def.effects.size()); ++i)
        if (!def.effects[i].isDemand()) runEffect(i, c, player, player, memory);
}

void Engine::runEffect(int effectIndex, CardId c, int executor, int activator, DogmaMemory& memory) {
    runEffect(card(c).effects[effectIndex], c, effectIndex, 0, executor, activator, memory);
}

void Engine::runEffect(const Effect& effect, CardId c, int effectIndex, std::uint8_t tag, int executor, int activator,
                       DogmaMemory& memory) {
    Event e;
    e.kind = EventKind::EffectStarted;
    e.player = static_cast<std::int8_t>(executor);
    e.card = c;
    e.value = static_cast<std::uint8_t>(effectIndex);
    e.tag = tag;
    e.demand = effect.kind;
    publish(e);
    if (!effect.run) throw std::logic_error("effect not implemented: " + std::string(card(c).title));
    Ctx ctx(*this, executor, activator, c, memory);
    // Card moves made while a demand runs are noted for "if any card was transferred due to the demand";
    // an effect run from inside it (executing another card) notes its own.
    struct NoteDemandMoves {
        DogmaMemory*& slot;
        DogmaMemory* saved;
        ~NoteDemandMoves() { slot = saved; }
    } note{demand_, demand_};
    demand_ = effect.isDemand() ? &memory : nullptr;
    effect.run(ctx);
}

}  // namespace inno
