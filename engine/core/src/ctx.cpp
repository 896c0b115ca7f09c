// The effect context: reading the table, the keywords and the choices cut into prompts.
#include "core/ctx.h"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace inno {

namespace {
// The owner of a group of hidden cards as a choice records it (255: no one).
std::uint16_t ownerCode(int player) { return static_cast<std::uint8_t>(static_cast<std::int8_t>(player)); }
// A card's value where it lies: face up on a board its face-up value (faceUpAge), anywhere else its age. One table
// read for every card whose set gives it no other face-up value.
int valueWhereItLies(const GameState& s, CardId c) {
    const CardFacts& f = facts(c);
    if (f.faceUpAge == 0) [[likely]]
        return f.age;
    return s.where(c).zone == Zone::Board ? f.faceUpAge : f.age;
}
}  // namespace

std::vector<int> Ctx::otherPlayers(int p) const {
    p = who(p);
    std::vector<int> out;
    const auto& s = state();
    for (int i = 1; i < s.playerCount(); ++i) {
        int q = (p + i) % s.playerCount();
        if (!arePartners(s, p, q) && !s.isEliminated(q)) out.push_back(q);
    }
    return out;
}

std::vector<int> Ctx::allPlayers() const {
    std::vector<int> out;
    forEachSeatFrom(state(), state().current, [&](int p) { out.push_back(p); });
    return out;
}

CardSpan Ctx::hand(int p) const { return player(who(p)).hand(); }
CardSpan Ctx::scorePile(int p) const { return player(who(p)).score(); }
CardList Ctx::topCards(int p) const { return inno::topCards(player(who(p))); }
CardId Ctx::topCard(Color c, int p) const { return player(who(p)).top(c); }
CardId Ctx::bottomCard(Color c, int p) const { return player(who(p)).pile(c).bottom(); }
PileView Ctx::pile(Color c, int p) const { return player(who(p)).pile(c); }
int Ctx::icons(Icon i, int p) const { return unpackIcon(e_.boardIcons(who(p)), i); }
int Ctx::points(int p) const { return e_.scoreOf(who(p)); }
int Ctx::highestTop(int p) const { return highestTopAge(player(who(p))); }
bool Ctx::hasColor(Color c, int p) const { return player(who(p)).top(c) != kNoCard; }
int Ctx::achievementCount(int p) const { return e_.achievementsOf(who(p)); }

int Ctx::age(CardId c) { return inno::age(c); }
Color Ctx::color(CardId c) { return inno::color(c); }
bool Ctx::has(CardId c, Icon i) { return card(c).has(i); }
CardList Ctx::only(CardSpan cards, bool (*keep)(CardId)) { return filter(cards, keep); }

CardList Ctx::allHighest(CardSpan cards) {
    int best = highestAge(cards);
    return filter(cards, [&](CardId c) { return inno::age(c) == best; });
}
CardList Ctx::allLowest(CardSpan cards) {
    int best = lowestAge(cards);
    return filter(cards, [&](CardId c) { return inno::age(c) == best; });
}

// ---------------------------------------------------------------- keywords

CardId Ctx::draw(int a) { return e_.draw(you_, a, false, card_); }
CardId Ctx::drawAndReveal(int a) {
    CardId c = e_.draw(you_, a, true, card_);
    e_.reveal(you_, c, card_);
    return c;
}
CardId Ctx::drawAndMeld(int a) {
    CardId c = draw(a);
    meld(c);
    return c;
}
CardId Ctx::drawAndScore(int a) {
    CardId c = draw(a);
    score(c);
    return c;
}
CardId Ctx::drawAndTuck(int a) {
    CardId c = draw(a);
    tuck(c);
    return c;
}
void Ctx::meld(CardId c, int p) { e_.meld(who(p), c, card_); }
void Ctx::tuck(CardId c, int p) { e_.tuck(who(p), c, card_); }
void Ctx::score(CardId c, int p) { e_.score(who(p), c, card_); }
void Ctx::returnCard(CardId c) { e_.returnCard(c, card_); }
void Ctx::transfer(CardId c, int toPlayer, Zone to) { e_.transfer(c, toPlayer, to, Move::Transferred, card_); }
void Ctx::exchange(CardId c, int toPlayer, Zone to) { e_.transfer(c, toPlayer, to, Move::Exchanged, card_); }
bool Ctx::splay(Color c, Splay dir, int p) { return e_.splay(who(p), c, dir, card_, you_); }
bool Ctx::canSplay(Color c, Splay dir, int p) const { return e_.canSplay(who(p), c, dir); }
void Ctx::reveal(CardId c) { e_.reveal(you_, c, card_); }
void Ctx::revealHand(int p) { e_.revealHand(who(p), card_); }
void Ctx::removeFromGame(CardId c) { e_.removeFromGame(c, card_); }
bool Ctx::claim(Special which) { return e_.claimSpecial(you_, which, ClaimReason::CardEffect, card_); }
void Ctx::win(int p) { e_.win(who(p), card_); }
void Ctx::completeDogma() { throw DogmaComplete{}; }
void Ctx::executeForYourselfOnly(CardId c) { e_.executeForSelfOnly(you_, c); }

// ---------------------------------------------------------------- choices

Prompt Ctx::makePrompt(PromptKind kind, Purpose why, int chooser, int min, int max) const {
    Prompt p;
    p.player = static_cast<std::uint8_t>(chooser);
    p.kind = kind;
    p.purpose = why;
    p.min = static_cast<std::uint8_t>(min);
    p.max = static_cast<std::uint8_t>(max);
    p.source = card_;
    return p;
}

bool Ctx::visibleTo(CardId c, int chooser) const {
    const Location at = state().where(c);
    if (at.zone == Zone::Board || knownToAll(c)) return true;
    return isPrivateZone(at.zone) && at.player == chooser;
}

CardList Ctx::askCards(CardSpan from, int min, int max, Purpose why, ChoiceBy by, CardsRule rule) {
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    CardList sorted(from);
    std::sort(sorted.begin(), sorted.end());
    Prompt p = makePrompt(PromptKind::Cards, why, chooser, min, max);
    p.rule = rule;
    // Cards the chooser may not see are offered as groups by owner, zone, age and set (all public).
    for (CardId c : sorted) {
        if (by.faceUp || visibleTo(c, chooser)) {
            p.options.push_back({Choice::Card, c});
            continue;
        }
        const Location at = state().where(c);
        auto same = [&](const Choice& o) {
            return o.type == Choice::Hidden && o.a == ownerCode(at.player) &&
                   o.zone == static_cast<std::uint8_t>(at.zone) && o.age == inno::age(c) && o.set == facts(c).set;
        };
        auto it = std::find_if(p.options.begin(), p.options.end(), same);
        if (it != p.options.end()) {
            ++it->count;
        } else {
            Choice h{Choice::Hidden, ownerCode(at.player), static_cast<std::uint8_t>(at.zone),
                     static_cast<std::uint8_t>(inno::age(c)), 1};
            h.set = facts(c).set;
            p.options.push_back(h);
        }
    }
    // Only one legal answer (e.g. tied cards hidden from the chooser, all in one group): not asked.
    const bool forced = min == max && p.options.size() == 1;
    Answer a = forced ? Answer(static_cast<std::size_t>(min), 0) : e_.ask(p);
    CardList picked;
    for (auto i : a) {
        const Choice& o = p.options[i];
        if (o.type == Choice::Card) {
            picked.push_back(o.a);
            continue;
        }
        CardList group;
        for (CardId c : sorted) {
            const Location at = state().where(c);
            if (!by.faceUp && !visibleTo(c, chooser) && at.player == static_cast<std::int8_t>(o.a) &&
                static_cast<std::uint8_t>(at.zone) == o.zone && inno::age(c) == o.age && facts(c).set == o.set &&
                std::find(picked.begin(), picked.end(), c) == picked.end())
                group.push_back(c);
        }
        picked.push_back(group[e_.state().rng() % group.size()]);
    }
    return picked;
}

std::optional<CardId> Ctx::chooseCard(CardSpan fromAll, Purpose why, ChoiceBy by) {
    // A card without dogma effects changes nothing when executed, so it is never offered for that.
    const CardList from =
        why == Purpose::Execute ? filter(fromAll, [](CardId x) { return facts(x).effects != 0; }) : CardList(fromAll);
    if (from.empty()) return std::nullopt;
    if (from.size() == 1) return from.front();
    return askCards(from, 1, 1, why, by).front();
}

std::optional<CardId> Ctx::mayChooseCard(CardSpan from, Purpose why, ChoiceBy by) {
    if (from.empty()) return std::nullopt;
    CardList got = askCards(from, 0, 1, why, by);
    if (got.empty()) return std::nullopt;
    return got.front();
}

CardList Ctx::chooseCards(CardSpan from, int min, int max, Purpose why, ChoiceBy by) {
    const int n = static_cast<int>(from.size());
    max = std::min(max, n);
    min = std::min(min, max);
    if (max <= 0) return {};
    if (min == n) {  // everything must go: no choice, ascending value then title
        CardList all(from);
        std::sort(all.begin(), all.end());
        return all;
    }
    return askCards(from, min, max, why, by);
}

CardList Ctx::chooseCardsFitting(CardSpan from, int min, int max, Purpose why, CardsRule rule) {
    // The size of the largest valid answer a card can belong to; a card in none is not offered.
    auto value = [&](CardId c) { return valueWhereItLies(state(), c); };
    auto largest = [&](CardId c) {
        int n = 0;
        std::vector<int> values;
        for (CardId o : from) {
            switch (rule.kind) {
            case CardsRule::Any: ++n; break;
            case CardsRule::SameColor: n += facts(o).color == facts(c).color; break;
            case CardsRule::SameValue: n += value(o) == value(c); break;
            case CardsRule::DifferentValues:
                if (std::find(values.begin(), values.end(), value(o)) == values.end()) values.push_back(value(o));
                n = static_cast<int>(values.size());
                break;
            }
        }
        return std::min(n, max);
    };
    const int needed = rule.noneOrMax ? max : std::max(min, 1);
    CardList usable;
    int most = 0;
    for (CardId c : from)
        if (const int n = largest(c); n >= needed) usable.push_back(c), most = std::max(most, n);
    if (usable.empty()) return {};
    if (!rule.noneOrMax) max = most;
    if (min == max && static_cast<int>(usable.size()) == max) {  // one valid answer: taken without asking
        std::sort(usable.begin(), usable.end());
        return usable;
    }
    return askCards(usable, min, max, why, {}, rule);
}

namespace {
// Splits `from` into the cards certainly taken and the tied cards to choose among, by their values where they lie
// (a top card's face-up value).
void extremes(const GameState& s, CardSpan from, int n, bool highest, CardList& certain, CardList& tied, int& needed) {
    auto value = [&s](CardId c) { return valueWhereItLies(s, c); };
    CardList sorted(from);
    std::sort(sorted.begin(), sorted.end(), [&](CardId a, CardId b) {
        return highest ? (value(a) > value(b) || (value(a) == value(b) && a < b))
                       : (value(a) < value(b) || (value(a) == value(b) && a < b));
    });
    needed = 0;
    if (n >= static_cast<int>(sorted.size())) {
        certain = sorted;
        return;
    }
    int boundary = value(sorted[n - 1]);
    for (CardId c : sorted) {
        bool better = highest ? value(c) > boundary : value(c) < boundary;
        if (better) certain.push_back(c);
        else if (value(c) == boundary) tied.push_back(c);
    }
    needed = n - static_cast<int>(certain.size());
    if (needed == static_cast<int>(tied.size())) {
        for (CardId c : tied) certain.push_back(c);
        tied.clear();
        needed = 0;
    }
}
}  // namespace

CardList Ctx::chooseHighest(CardSpan from, int n, Purpose why, ChoiceBy by) {
    CardList certain, tied;
    int needed = 0;
    extremes(state(), from, n, true, certain, tied, needed);
    if (needed > 0)
        for (CardId c : askCards(tied, needed, needed, why, by)) certain.push_back(c);
    return certain;
}

CardList Ctx::chooseLowest(CardSpan from, int n, Purpose why, ChoiceBy by) {
    CardList certain, tied;
    int needed = 0;
    extremes(state(), from, n, false, certain, tied, needed);
    if (needed > 0)
        for (CardId c : askCards(tied, needed, needed, why, by)) certain.push_back(c);
    return certain;
}

std::optional<Color> Ctx::chooseColor(const std::vector<Color>& from, Purpose why, bool optional, ChoiceBy by) {
    if (from.empty()) return std::nullopt;
    if (!optional && from.size() == 1) return from.front();
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    Prompt p = makePrompt(PromptKind::Color, why, chooser, optional ? 0 : 1, 1);
    for (Color c : from) p.options.push_back({Choice::Color, static_cast<std::uint8_t>(c)});
    Answer a = e_.ask(p);
    if (a.empty()) return std::nullopt;
    return static_cast<Color>(p.options[a.front()].a);
}

std::vector<Color> Ctx::chooseColors(const std::vector<Color>& from, int count, Purpose why, ChoiceBy by) {
    if (static_cast<int>(from.size()) <= count) return from;
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    Prompt p = makePrompt(PromptKind::Color, why, chooser, count, count);
    for (Color c : from) p.options.push_back({Choice::Color, static_cast<std::uint8_t>(c)});
    std::vector<Color> out;
    for (auto i : e_.ask(p)) out.push_back(static_cast<Color>(p.options[i].a));
    return out;
}

std::optional<int> Ctx::choosePlayer(const std::vector<int>& from, Purpose why, bool optional, ChoiceBy by) {
    if (from.empty()) return std::nullopt;
    if (!optional && from.size() == 1) return from.front();
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    Prompt p = makePrompt(PromptKind::Player, why, chooser, optional ? 0 : 1, 1);
    for (int q : from) p.options.push_back({Choice::Player, static_cast<std::uint8_t>(q)});
    Answer a = e_.ask(p);
    if (a.empty()) return std::nullopt;
    return p.options[a.front()].a;
}

std::optional<int> Ctx::chooseValue(const std::vector<int>& from, Purpose why, bool optional, ChoiceBy by) {
    if (from.empty()) return std::nullopt;
    if (!optional && from.size() == 1) return from.front();
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    Prompt p = makePrompt(PromptKind::Value, why, chooser, optional ? 0 : 1, 1);
    for (int v : from) p.options.push_back({Choice::Value, static_cast<std::uint8_t>(v)});
    Answer a = e_.ask(p);
    if (a.empty()) return std::nullopt;
    return p.options[a.front()].a;
}

std::optional<int> Ctx::chooseBranch(int branches, bool optional, ChoiceBy by) {
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    Prompt p = makePrompt(PromptKind::Option, Purpose::Branch, chooser, optional ? 0 : 1, 1);
    for (int b = 1; b <= branches; ++b) p.options.push_back({Choice::Branch, static_cast<std::uint8_t>(b)});
    Answer a = e_.ask(p);
    if (a.empty()) return std::nullopt;
    return p.options[a.front()].a;
}

bool Ctx::mayDo(Purpose why, ChoiceBy by) {
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    Prompt p = makePrompt(PromptKind::YesNo, why, chooser, 1, 1);
    p.options = {{Choice::Yes}, {Choice::No}};
    return e_.ask(p).front() == 0;
}

CardList Ctx::chooseOrder(CardSpan cards, Purpose why, ChoiceBy by) {
    if (cards.size() < 2) return CardList(cards);
    const int chooser = by.chooser < 0 ? you_ : by.chooser;
    const auto n = static_cast<int>(cards.size());
    Prompt p = makePrompt(PromptKind::Order, why, chooser, n, n);
    for (CardId c : cards) p.options.push_back({Choice::Card, c});
    CardList out;
    for (auto i : e_.ask(p)) out.push_back(p.options[i].a);
    return out;
}

// ---------------------------------------------------------------- choose and act

CardList Ctx::act(Purpose verb, CardSpan cards, int toPlayer, Zone to) {
    for (CardId c : cards) {
        switch (verb) {
        case Purpose::Meld: meld(c); break;
        case Purpose::Tuck: tuck(c); break;
        case Purpose::Score: score(c); break;
        case Purpose::Return: returnCard(c); break;
        case Purpose::Transfer: transfer(c, toPlayer, to); break;
        default: throw std::logic_error("not a verb to act with: " + std::string(purposeName(verb)));
        }
    }
    return cards;
}

std::optional<CardId> Ctx::act(Purpose verb, std::optional<CardId> card, int toPlayer, Zone to) {
    if (card) act(verb, CardList{*card}, toPlayer, to);
    return card;
}

std::optional<CardId> Ctx::chooseAndMeld(CardSpan from) { return act(Purpose::Meld, chooseCard(from, Purpose::Meld)); }
std::optional<CardId> Ctx::chooseAndScore(CardSpan from) { return act(Purpose::Score, chooseCard(from, Purpose::Score)); }
std::optional<CardId> Ctx::chooseAndReturn(CardSpan from) { return act(Purpose::Return, chooseCard(from, Purpose::Return)); }
std::optional<CardId> Ctx::chooseAndTransfer(CardSpan from, int toPlayer, Zone to) {
    return act(Purpose::Transfer, chooseCard(from, Purpose::Transfer), toPlayer, to);
}
std::optional<CardId> Ctx::mayMeld(CardSpan from) { return act(Purpose::Meld, mayChooseCard(from, Purpose::Meld)); }
std::optional<CardId> Ctx::mayTuck(CardSpan from) { return act(Purpose::Tuck, mayChooseCard(from, Purpose::Tuck)); }
std::optional<CardId> Ctx::mayScore(CardSpan from) { return act(Purpose::Score, mayChooseCard(from, Purpose::Score)); }
std::optional<CardId> Ctx::mayReturn(CardSpan from) { return act(Purpose::Return, mayChooseCard(from, Purpose::Return)); }
CardList Ctx::chooseAndMeld(CardSpan from, int min, int max) {
    return act(Purpose::Meld, chooseCards(from, min, max, Purpose::Meld));
}
CardList Ctx::chooseAndTuck(CardSpan from, int min, int max) {
    return act(Purpose::Tuck, chooseCards(from, min, max, Purpose::Tuck));
}
CardList Ctx::chooseAndScore(CardSpan from, int min, int max) {
    return act(Purpose::Score, chooseCards(from, min, max, Purpose::Score));
}
CardList Ctx::chooseAndReturn(CardSpan from, int min, int max) {
    return act(Purpose::Return, chooseCards(from, min, max, Purpose::Return));
}
CardList Ctx::chooseAndTransfer(CardSpan from, int min, int max, int toPlayer, Zone to) {
    return act(Purpose::Transfer, chooseCards(from, min, max, Purpose::Transfer), toPlayer, to);
}
CardList Ctx::meldLowest(CardSpan from, int n) { return act(Purpose::Meld, chooseLowest(from, n, Purpose::Meld)); }
CardList Ctx::scoreLowest(CardSpan from, int n) { return act(Purpose::Score, chooseLowest(from, n, Purpose::Score)); }
CardList Ctx::transferHighest(CardSpan from, int n, int toPlayer, Zone to) {
    return act(Purpose::Transfer, chooseHighest(from, n, Purpose::Transfer), toPlayer, to);
}

bool Ctx::maySplay(Color c, Splay dir) {
    if (!canSplay(c, dir)) return false;
    if (!mayDo(Purpose::Splay)) return false;
    return splay(c, dir);
}

std::optional<Color> Ctx::maySplayOneOf(const std::vector<Color>& colors, Splay dir) {
    std::vector<Color> possible;
    for (Color c : colors)
        if (canSplay(c, dir)) possible.push_back(c);
    auto chosen = chooseColor(possible, Purpose::Splay, true);
    if (chosen) splay(*chosen, dir);
    return chosen;
}

}  // namespace inno
