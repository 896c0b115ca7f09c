// The Echoes keywords, done through the engine so that each one records its events and checks achievements.
#include "echoes/echoes_keywords.h"

#include "core/engine.h"
#include "core/queries.h"

#include <algorithm>

namespace inno::echoes {

namespace {
int who(const Ctx& c, int p) { return p < 0 ? c.you() : p; }

Prompt promptFor(const Ctx& c, PromptKind kind, Purpose why, int min) {
    Prompt p;
    p.player = static_cast<std::uint8_t>(c.you());
    p.kind = kind;
    p.purpose = why;
    p.min = static_cast<std::uint8_t>(min);
    p.max = 1;
    p.source = c.thisCard();
    return p;
}
}  // namespace

CardSpan forecast(const Ctx& c, int p) { return c.state().player(who(c, p)).zone(forecastZone()); }

void foreshadow(Ctx& c, CardId card, int p) {
    Engine::Because why(c.engine(), trigger(Cause::Foreshadow));
    c.engine().transfer(card, who(c, p), forecastZone(), Move::Transferred, c.thisCard());
}

CardId drawAndForeshadow(Ctx& c, int age) {
    const CardId card = c.draw(age);
    foreshadow(c, card);
    return card;
}

int bonusOf(CardId card) { return facts(card).constants[0].bestBonus; }

std::vector<int> visibleBonuses(const Ctx& c, int p) {
    std::vector<int> out;
    for (const PileView& pile : c.state().player(who(c, p)).board()) {
        for (std::size_t k = 0; k < pile.cards.size(); ++k) {
            const CardFacts& f = facts(pile.cards[k]);
            if (!f.constant) continue;
            const ConstantIcons& ci = k == 0 ? f.constants[0] : f.constants[static_cast<int>(pile.splay)];
            if (k != 0 && pile.splay == Splay::None) continue;
            // A card prints at most one bonus except some Cities, whose bonuses all have the card's value.
            for (int b = 0; b < ci.bonuses; ++b) out.push_back(ci.bestBonus);
        }
    }
    return out;
}

bool hasEchoEffect(CardId card) { return isEchoesCard(card) && echoesOf(card).echo.printed(); }

void makeAvailable(Ctx& c, CardId card) { c.engine().transfer(card, -1, Zone::Achievement, Move::Transferred, c.thisCard()); }

void achieve(Ctx& c, CardId card, int p) { c.engine().achieveCard(who(c, p), card, c.thisCard()); }

bool eligibleToAchieve(const Ctx& c, CardId card, int p) {
    const int player = who(c, p);
    const PlayerState ps = c.state().player(player);
    return highestTopAge(ps) >= age(card) && scoreTotal(ps) >= achievementCost(c.state(), player, age(card));
}

int lowestTop(const Ctx& c, int p) {
    int low = 0;
    for (CardId top : c.topCards(who(c, p))) low = low == 0 ? faceUpAge(top) : std::min(low, faceUpAge(top));
    return low;
}

std::vector<int> distinctValues(CardSpan cards) {
    std::vector<int> values;
    for (CardId card : cards) values.push_back(age(card));
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    return values;
}

void returnAll(Ctx& c, CardSpan cards) {
    for (CardId card : byValueThenTitle(cards)) c.returnCard(card);
}

void placeOnDeck(Ctx& c, CardId card, bool onTop) { c.engine().placeOnDeck(card, onTop, c.thisCard()); }

void showTo(Ctx& c, CardId card, int p) { c.engine().showTo(who(c, p), card, c.thisCard()); }

std::optional<Deck> chooseDeck(Ctx& c, bool optional) {
    Prompt p = promptFor(c, PromptKind::Deck, Purpose::Target, optional ? 0 : 1);
    const GameState& s = c.state();
    for (int set = 0; set < setCount(); ++set) {
        if (!s.options.has(static_cast<SetId>(set))) continue;
        for (int a = 1; a <= kAges; ++a) {
            if (s.supply(static_cast<SetId>(set), a).empty()) continue;
            Choice ch{Choice::Deck};
            ch.set = static_cast<SetId>(set);
            ch.age = static_cast<std::uint8_t>(a);
            p.options.push_back(ch);
        }
    }
    if (p.options.empty()) return std::nullopt;
    if (p.options.size() == 1 && !optional) return Deck{p.options[0].set, p.options[0].age};
    const Answer a = c.engine().ask(p);
    if (a.empty()) return std::nullopt;
    return Deck{p.options[a.front()].set, p.options[a.front()].age};
}

std::vector<int> chooseValues(Ctx& c, const std::vector<int>& from, int count) {
    if (static_cast<int>(from.size()) <= count) return from;
    Prompt p = promptFor(c, PromptKind::Value, Purpose::Value, count);
    p.max = static_cast<std::uint8_t>(count);
    for (int v : from) p.options.push_back({Choice::Value, static_cast<std::uint16_t>(v)});
    std::vector<int> out;
    for (auto i : c.engine().ask(p)) out.push_back(p.options[i].a);
    std::sort(out.begin(), out.end());
    return out;
}

Icon chooseIcon(Ctx& c) {
    Prompt p = promptFor(c, PromptKind::Icon, Purpose::Other, 1);
    for (Icon i : kResourceIcons) p.options.push_back({Choice::IconKind, static_cast<std::uint16_t>(i)});
    return static_cast<Icon>(p.options[c.engine().ask(p).front()].a);
}

std::optional<int> chooseBranchAmong(Ctx& c, const std::vector<int>& branches, bool optional) {
    if (branches.empty()) return std::nullopt;
    if (!optional && branches.size() == 1) return branches.front();
    Prompt p = promptFor(c, PromptKind::Option, Purpose::Branch, optional ? 0 : 1);
    for (int b : branches) p.options.push_back({Choice::Branch, static_cast<std::uint8_t>(b)});
    const Answer a = c.engine().ask(p);
    if (a.empty()) return std::nullopt;
    return p.options[a.front()].a;
}

CardList bottomCards(const Ctx& c, int p) {
    CardList out;
    for (Color col : kAllColors)
        if (c.hasColor(col, p)) out.push_back(c.bottomCard(col, p));
    return out;
}

void mayMakeBottomCardAvailable(Ctx& c, int age) {
    const CardSpan deck = c.state().deck(age);
    if (!deck.empty() && c.mayDo(Purpose::Transfer)) makeAvailable(c, deck.back());
}

std::optional<int> chooseAnyValue(Ctx& c, bool optional) {
    return c.chooseValue({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, Purpose::Draw, optional);
}

namespace {
std::vector<int> eligibleValues(const Ctx& c, int scoreFactor) {
    const PlayerState ps = c.player(c.you());
    std::vector<int> values;
    for (CardId a : c.state().availableAchievements()) {
        const int v = age(a);
        const bool eligible = highestTopAge(ps) >= v && scoreFactor * scoreTotal(ps) >= achievementCost(c.state(), c.you(), v);
        if (eligible && std::find(values.begin(), values.end(), v) == values.end()) values.push_back(v);
    }
    std::sort(values.begin(), values.end());
    return values;
}
}  // namespace

int claimStandardAchievements(Ctx& c, int owed, int scoreFactor) {
    int claimed = 0;
    while (owed > 0) {
        std::vector<int> values = eligibleValues(c, scoreFactor);
        if (values.empty()) break;
        if (static_cast<int>(values.size()) > owed) {
            Prompt p = promptFor(c, PromptKind::Value, Purpose::Achieve, owed);
            p.max = static_cast<std::uint8_t>(owed);
            for (int v : values) p.options.push_back({Choice::Value, static_cast<std::uint16_t>(v)});
            values.clear();
            for (auto i : c.engine().ask(p)) values.push_back(p.options[i].a);
            std::sort(values.begin(), values.end());
        }
        for (int v : values) {
            const CardSpan available = c.state().availableAchievements();
            achieve(c, *std::find_if(available.begin(), available.end(), [&](CardId a) { return age(a) == v; }));
        }
        claimed += static_cast<int>(values.size());
        owed -= static_cast<int>(values.size());
    }
    return claimed;
}

CardList byValueThenTitle(CardSpan cards) {
    CardList out(cards.begin(), cards.end());
    std::sort(out.begin(), out.end(), [](CardId a, CardId b) {
        if (age(a) != age(b)) return age(a) < age(b);
        return inno::card(a).title < inno::card(b).title;
    });
    return out;
}

}  // namespace inno::echoes
