// Cities of Destiny (edition III): what the engine does at its expansion hooks when the option is on.
#include "cities/city_rules.h"

#include "core/engine.h"
#include "core/event.h"
#include "core/queries.h"
#include "core/setup.h"

#include <algorithm>
#include <stdexcept>

namespace inno::cities {

namespace {

Icon shownIcon(const Slot& s) { return s.kind == SlotKind::Hex ? Icon::Hex : s.countsAs(); }

bool sameEffect(const Slot& a, const Slot& b) {
    return a.kind == b.kind && a.icon == b.icon && a.arrow == b.arrow;
}

CitySpecial arrowAchievement(Splay d) {
    return d == Splay::Left ? CitySpecial::Legend : d == Splay::Right ? CitySpecial::Repute : CitySpecial::Fame;
}

bool hasCityInHand(const PlayerState& p) {
    const CardSpan hand = p.hand();
    return std::any_of(hand.begin(), hand.end(), [](CardId c) { return isCity(c); });
}

enum Mark { FlagMark, FountainMark };
int mark(Mark m) { return registration().firstMark + m; }

class CityRules final : public Expansion {
public:
    void afterMeldAction(Engine& e, int player, CardId c, bool newColor) const override {
        if (isCity(c)) immediateIcons(e, player, c);
        if (newColor) drawCity(e, player, Cause::CityForNewColor);
    }
    // After a Meld action, every expansion's rules in one order (rules-decisions.md): a City's icons and the City
    // draw come first.
    int afterMeldActionStep() const override { return 10; }

    void afterMeld(Engine& e, int player, CardId c, Splay splayBefore) const override {
        if (!isCity(c) || splayBefore == Splay::None) return;
        for (const Slot& s : cityOf(c).icons)
            if (s.kind == SlotKind::Arrow && s.arrow == splayBefore)
                e.claimSpecial(player, special(arrowAchievement(s.arrow)), ClaimReason::Condition, c);
    }

    void afterTuck(Engine& e, int player, CardId c) const override {
        if (!isCity(c)) return;
        const CityCard& city = cityOf(c);
        if (city.has(SlotKind::Flag)) e.claimSpecial(player, special(CitySpecial::Glory), ClaimReason::Condition, c);
        if (city.has(SlotKind::Fountain)) e.claimSpecial(player, special(CitySpecial::Victory), ClaimReason::Condition, c);
    }

    // The player who executes the splay draws (also when the pile is another player's).
    void afterSplay(Engine& e, int splayer, int, Color) const override { drawCity(e, splayer, Cause::CityForSplay); }

    void addActions(const GameState& s, int player, Prompt& p) const override {
        if (endorsedThisTurn(s)) return;
        const PlayerState me = s.player(player);
        if (me.hand().empty()) return;
        const unsigned icons = endorsingIcons(me, lowestAge(me.hand()));
        if (icons == 0) return;
        for (Color col : kAllColors) {
            const CardId top = me.top(col);
            if (top == kNoCard || !(icons & iconBit(facts(top).dogmaIcon)) || !isActivatable(s, player, top)) continue;
            Choice ch{Choice::SetAction, top};
            ch.kind = static_cast<std::uint8_t>(endorse());
            p.options.push_back(ch);
        }
    }

    bool takeAction(Engine& e, int player, const Choice& ch) const override {
        if (ch.type != Choice::SetAction || static_cast<ActionKind>(ch.kind) != endorse()) return false;
        GameState& s = e.state();
        s.turnFlags[registration().firstFlag] = 1;
        const PlayerState me = s.player(player);
        const CardList cities = endorsers(me, ch.a, lowestAge(me.hand()));
        if (cities.empty()) throw std::logic_error("no City can endorse " + std::string(title(ch.a)));
        const CardId city = pick(e, player, cities, Purpose::Target, ch.a);
        CardList payments;
        for (CardId c : me.hand())
            if (age(c) <= age(city)) payments.push_back(c);
        const CardId payment = pick(e, player, payments, Purpose::Tuck, ch.a);
        {
            Engine::Because why(e, trigger(Cause::EndorsePayment));
            e.tuck(player, payment, city);
        }
        e.dogmaAction(player, ch.a, true);
        return true;
    }

    int extraAchievements(const GameState& s, int player, const BoardShows& board) const override {
        return flagsAndFountains(s, player, board);
    }
    bool countsExtraAchievements() const override { return true; }

    void replayTurnEvent(GameState& s, const Event& e) const override {
        if (e.kind == EventKind::ActionTaken && e.action == endorse()) s.turnFlags[registration().firstFlag] = 1;
    }

private:
    static unsigned iconBit(Icon i) { return 1u << index(i); }

    // The icons (bit per Icon) of the player's top Cities for which the hand holds a payment: the featured icons
    // of the cards they can endorse (the same test as endorsers(), for every top card at once).
    static unsigned endorsingIcons(const PlayerState& me, int cheapest) {
        unsigned icons = 0;
        const SetId cities = set();
        for (Color col : kAllColors) {
            const CardId top = me.top(col);
            if (top == kNoCard) continue;
            const CardFacts& f = facts(top);
            if (f.set != cities || f.age < cheapest) continue;
            const PackedIcons shown = f.all;
            for (Icon i : kResourceIcons)
                if (unpackIcon(shown, i) > 0) icons |= iconBit(i);
        }
        return icons;
    }

    // The player's top Cities bearing `card`'s featured icon for which the hand holds a payment.
    static CardList endorsers(const PlayerState& me, CardId card, int cheapest) {
        CardList out;
        const Icon icon = facts(card).dogmaIcon;
        for (const PileView& pile : me.board()) {
            const CardId top = pile.top();
            if (isCity(top) && age(top) >= cheapest && cityOf(top).count(icon) > 0) out.push_back(top);
        }
        return out;
    }

    // One card among `from`, asked only when there is a choice.
    static CardId pick(Engine& e, int player, CardList from, Purpose why, CardId source) {
        if (from.size() == 1) return from.front();
        std::sort(from.begin(), from.end());
        Prompt p;
        p.player = static_cast<std::uint8_t>(player);
        p.kind = PromptKind::Cards;
        p.purpose = why;
        p.source = source;
        for (CardId c : from) p.options.push_back({Choice::Card, c});
        return p.options[e.ask(p).front()].a;
    }

    // The City draw: ignored with a City in hand; the value of the highest top card, skipping ages whose base
    // pile is empty; a base card of that age when its City pile is empty.
    static void drawCity(Engine& e, int player, Cause why) {
        const GameState& s = e.state();
        if (hasCityInHand(s.player(player))) return;
        const int a = drawSourceAge(s, highestTopAge(s.player(player)));  // skips ages whose base pile is empty
        Engine::Because because(e, trigger(why));
        if (a > kAges) e.endByScore();
        if (s.supply(set(), a).empty())
            e.draw(player, a);
        else
            e.drawCard(player, s.supply(set(), a).front(), false);
    }

    // A City melded by a Meld action: its plus, arrow and search icons act, in reading order unless the player
    // chooses to start with the other one (asked only when the two differ).
    static void immediateIcons(Engine& e, int player, CardId c) {
        std::vector<Slot> icons;
        for (const Slot& s : cityOf(c).icons)
            if (s.immediate()) icons.push_back(s);
        if (icons.size() == 2 && !sameEffect(icons[0], icons[1])) {
            Prompt p;
            p.player = static_cast<std::uint8_t>(player);
            p.kind = PromptKind::Option;
            p.purpose = Purpose::Branch;
            p.source = c;
            for (std::uint8_t b = 1; b <= 2; ++b) p.options.push_back({Choice::Branch, b});
            if (p.options[e.ask(p).front()].a == 2) std::swap(icons[0], icons[1]);
        }
        for (const Slot& s : icons) {
            if (e.state().over()) return;
            switch (s.kind) {
            case SlotKind::Plus: {
                Engine::Because why(e, trigger(Cause::Plus));
                e.draw(player, age(c) + 1, false, c);
                break;
            }
            case SlotKind::Arrow: {
                Engine::Because why(e, trigger(Cause::Arrow));
                e.splay(player, color(c), s.arrow, c);
                break;
            }
            case SlotKind::Search: search(e, player, c, s.icon); break;
            default: break;
            }
        }
    }

    // Reveals up to X cards from the top of the base pile of value X (the City's value); those bearing the
    // search icon go to the hand, the others back to the bottom in ascending title order. Not draws.
    static void search(Engine& e, int player, CardId city, Icon icon) {
        Engine::Because why(e, trigger(Cause::Search));
        const int x = age(city);
        const CardSpan pile = e.state().deck(x);
        CardList revealed(pile.begin(), pile.begin() + std::min<std::size_t>(pile.size(), x));
        for (CardId c : revealed) e.reveal(player, c, city);
        CardList rest;
        for (CardId c : revealed) {
            if (card(c).has(icon))
                e.drawCard(player, c, true, city);
            else
                rest.push_back(c);
        }
        std::sort(rest.begin(), rest.end(), [](CardId a, CardId b) { return title(a) < title(b); });
        for (CardId c : rest) e.returnCard(c, city);
    }
};

}  // namespace

const CityCard& cityOf(CardId c) {
    if (!registration().owns(c)) [[unlikely]]
        return *findCityCard(title(c));  // a card of another set that plays as a City
    return allCityCards()[c - registration().firstCard];
}

namespace {
std::vector<CardDef> cardDefs() {
    std::vector<CardDef> out;
    for (const CityCard& city : allCityCards()) {
        CardDef d;
        d.title = city.title;
        d.age = city.age;
        d.color = city.color;
        const auto& s = city.icons;
        d.icons = {shownIcon(s[TL]), shownIcon(s[BL]), shownIcon(s[BM]), shownIcon(s[BR])};
        d.upper = {shownIcon(s[TM]), shownIcon(s[TR])};
        d.dogmaIcon = city.featured;
        out.push_back(std::move(d));
    }
    return out;
}

CardFacts cityFacts(const CardDef& def) {
    const CityCard& city = *findCityCard(def.title);
    auto addConstant = [](ConstantIcons& ci, const Slot& s) {
        switch (s.kind) {
        case SlotKind::Bonus:
            ci.bestBonus = static_cast<std::uint8_t>(std::max(static_cast<int>(ci.bestBonus), s.bonus));
            ++ci.bonuses;
            break;
        case SlotKind::Flag: ++ci.marks[mark(FlagMark)]; break;
        case SlotKind::Fountain: ++ci.marks[mark(FountainMark)]; break;
        default: break;
        }
    };
    CardFacts f;
    f.age = static_cast<std::uint8_t>(def.age);
    f.color = def.color;
    f.icons = def.icons;
    f.dogmaIcon = def.dogmaIcon;
    for (int pos = 0; pos < kCitySlots; ++pos) {
        const Slot& s = city.icons[pos];
        const Icon shown = shownIcon(s);
        const PackedIcons packed = shown == Icon::None ? 0 : packIcon(shown);
        f.all += packed;
        addConstant(f.constants[0], s);
        for (Splay sp : {Splay::Left, Splay::Right, Splay::Up}) {
            if (!shownWhenCovered(pos, sp)) continue;
            f.shown[static_cast<int>(sp)] += packed;
            addConstant(f.constants[static_cast<int>(sp)], s);
        }
    }
    f.constant = f.constants[0].any();
    return f;
}

const Expansion& rules() {
    static const CityRules instance;
    return instance;
}
}  // namespace

CardSetDef cardSet() {
    CardSetDef set;
    set.key = "cities";
    set.name = "Cities of Destiny";
    set.pileLabel = "city";
    set.cards = cardDefs();
    set.facts = cityFacts;
    for (const CitySpecialDef& d : allCitySpecials()) set.specials.push_back({d.name, d.condition});
    set.actions = {"endorse"};
    set.triggers = {"cityForNewColor", "cityForSplay", "plus", "arrow", "search", "endorsePayment"};
    set.markKinds = 2;
    set.turnFlags = 1;
    set.rules = &rules();
    return set;
}

const RegisteredSet& registration() {
    static const RegisteredSet& info = registeredSet(*findSet("cities"));
    return info;
}
SetId set() { return registration().id; }
Options withCities(Options o, bool on) {
    if (on)
        o.sets |= static_cast<SetMask>(1u << set());
    else
        o.sets &= static_cast<SetMask>(~(1u << set()));
    return o;
}
bool isCity(CardId c) { return c != kNoCard && facts(c).set == set(); }
Special special(CitySpecial which) { return registration().special(static_cast<int>(which)); }
ActionKind endorse() { return registration().action(0); }
Trigger trigger(Cause why) { return registration().trigger(static_cast<int>(why)); }
std::optional<Cause> causeOf(Trigger t) {
    const int k = static_cast<int>(t) - registration().firstTrigger;
    if (k < 0 || k > static_cast<int>(Cause::EndorsePayment)) return std::nullopt;
    return static_cast<Cause>(k);
}
int flagMark() { return mark(FlagMark); }
int fountainMark() { return mark(FountainMark); }
bool endorsedThisTurn(const GameState& s) { return s.turnFlags[registration().firstFlag] != 0; }

int flagsAndFountains(const GameState& s, int player) {
    if (s.player(player).constantCards() == 0) return 0;
    return flagsAndFountains(s, player, boardShows(s.player(player)));
}

int flagsAndFountains(const GameState& s, int player, const BoardShows& board) {
    if (s.player(player).constantCards() == 0) return 0;
    const int flags = mark(FlagMark), fountains = mark(FountainMark);
    int total = 0;
    for (Color col : kAllColors) {
        const PileShows& shows = board.piles[index(col)];
        total += shows.marks[fountains];
        if (shows.marks[flags] == 0) continue;
        // A flag counts while no opponent shows more cards of its color (its pile's color).
        const int mine = visibleCardCount(s.pile(player, col));
        bool counts = true;
        for (int q = 0; q < s.playerCount() && counts; ++q)
            counts = !areOpponents(s, player, q) || visibleCardCount(s.pile(q, col)) <= mine;
        if (counts) total += shows.marks[flags];
    }
    return total;
}

}  // namespace inno::cities
