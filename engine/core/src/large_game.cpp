// The parley action and the parley payments to share and to escape (see large_game.h).
#include "core/large_game.h"

#include <algorithm>

namespace inno {

namespace {
// A `cards` prompt over `player`'s hand, sorted like every hand prompt.
Prompt handPrompt(const GameState& s, int player, Purpose why, CardId source, int min) {
    Prompt q;
    q.player = static_cast<std::uint8_t>(player);
    q.kind = PromptKind::Cards;
    q.purpose = why;
    q.min = static_cast<std::uint8_t>(min);
    q.max = 1;
    q.source = source;
    CardList hand(s.player(player).hand());
    std::sort(hand.begin(), hand.end());
    for (CardId c : hand) q.options.push_back({Choice::Card, c});
    return q;
}

// Asks `player` for an optional payment from the hand and returns the card paid, kNoCard when declined.
CardId askPayment(Engine& e, int player, Purpose why, CardId source) {
    const Prompt q = handPrompt(e.state(), player, why, source, 0);
    const Answer a = e.ask(q);
    return a.empty() ? kNoCard : q.options[a.front()].a;
}

void pay(Engine& e, CardId card, Trigger why, CardId source) {
    Engine::Because because(e, why);
    e.returnCard(card, source);
}
}  // namespace

void addParleyActions(const GameState& s, int player, Prompt& p) {
    if (largeRule(s.options) != LargeGame::Parley || s.player(player).hand().empty()) return;
    forEachSeatFrom(s, player, [&](int q) {
        if (!areDistant(s, player, q)) return;
        for (const PileView& pile : s.player(q).board())
            if (!pile.empty() && isActivatable(s, player, pile.top())) p.options.push_back({Choice::Parley, pile.top()});
    });
}

void parleyAction(Engine& e, int player, CardId c) {
    const CardList hand(e.state().player(player).hand());
    if (hand.empty()) throw std::logic_error("a parley needs a card in hand");
    CardId payment = hand.front();
    if (hand.size() > 1) {
        const Prompt q = handPrompt(e.state(), player, Purpose::Parley, c, 1);
        payment = q.options[e.ask(q).front()].a;
    }
    pay(e, payment, Trigger::ParleyPayment, c);
    e.dogmaAction(player, c);
}

bool ParleyLedger::paidToShare(Engine& e, int q, CardId c) {
    Share& decided = share_[q];
    if (decided == Share::Undecided) {
        const CardId payment =
            e.state().player(q).hand().empty() ? kNoCard : askPayment(e, q, Purpose::ParleyShare, c);
        decided = payment == kNoCard ? Share::Refused : Share::Paid;
        if (payment != kNoCard) pay(e, payment, Trigger::ParleyShare, c);
    }
    return decided == Share::Paid;
}

bool ParleyLedger::escapes(Engine& e, int q, CardId c) {
    if (escaped_[q]) return true;
    if (e.state().player(q).hand().empty()) return false;
    const CardId payment = askPayment(e, q, Purpose::ParleyEscape, c);
    if (payment == kNoCard) return false;
    pay(e, payment, Trigger::ParleyEscape, c);
    escaped_[q] = true;
    return true;
}

}  // namespace inno
