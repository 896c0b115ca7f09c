// Echoes of the Past: what the engine does at its expansion hooks when the option is on.
#include "echoes/echoes.h"

#include "core/ctx.h"
#include "core/engine.h"
#include "core/event.h"
#include "core/queries.h"

#include <algorithm>

namespace inno::echoes {

namespace {

enum Mark { EchoMark };

// Echoes cards printed outside the set: a card of another set that plays as an Echoes card (CardDef::playsAs
// "echoes": Artifacts' relic Safety Pin) finds its four positions and its echo effect here; its dogma effects are
// its own set's CardDef.
const std::vector<EchoesCardDef>& facesElsewhere() {
    static const std::vector<EchoesCardDef> all = [] {
        std::vector<EchoesCardDef> out;
        EchoesCardDef pin;
        pin.title = "Safety Pin";
        pin.age = 7;
        pin.color = Color::Yellow;
        pin.positions = {hexagon, echoSlot, icon(Icon::Leaf), icon(Icon::Leaf)};
        pin.featured = Icon::Leaf;
        pin.echo = {"Draw and score a 7.", [](Ctx& c) { c.drawAndScore(7); }};
        out.push_back(std::move(pin));
        return out;
    }();
    return all;
}

const EchoesCardDef* findFace(std::string_view title) {
    for (const EchoesCardDef& d : allEchoesCards())
        if (d.title == title) return &d;
    for (const EchoesCardDef& d : facesElsewhere())
        if (d.title == title) return &d;
    return nullptr;
}

// The echo effect of a card printed outside the set, as the engine runs it.
const Effect* echoEffectElsewhere(CardId c) {
    static const std::vector<Effect> all = [] {
        std::vector<Effect> out;
        for (const EchoesCardDef& d : facesElsewhere()) out.push_back({Effect::NonDemand, d.echo.text, d.echo.run, d.echo.choices});
        return out;
    }();
    const auto& faces = facesElsewhere();
    for (std::size_t i = 0; i < faces.size(); ++i)
        if (faces[i].title == title(c)) return &all[i];
    return nullptr;
}

// The echo effects as the engine runs them (non-demand effects), by card in the set's order.
const std::vector<Effect>& echoEffects() {
    static const std::vector<Effect> all = [] {
        std::vector<Effect> out;
        for (const EchoesCardDef& d : allEchoesCards()) out.push_back({Effect::NonDemand, d.echo.text, d.echo.run, d.echo.choices});
        return out;
    }();
    return all;
}

bool hasEchoesCard(CardSpan cards) {
    const SetId echoes = set();
    return std::any_of(cards.begin(), cards.end(), [echoes](CardId c) { return facts(c).set == echoes; });
}

// The cards of a pile that show anything: an unsplayed pile shows its top card alone.
std::size_t shownCards(const PileView& pile) {
    return pile.splay == Splay::None ? std::min<std::size_t>(pile.cards.size(), 1) : pile.cards.size();
}
// Whether the k-th card of a pile (0: its top card) shows its echo effect: echoesFacts counts a visible echo
// effect as a mark where it shows, so the facts the engine reads anyway answer it.
bool showsEcho(const PileView& pile, std::size_t k, int mark) {
    const CardFacts& f = facts(pile.cards[k]);
    return f.constant && f.constants[k == 0 ? 0 : static_cast<int>(pile.splay)].marks[mark] != 0;
}
// Whether a pile shows any echo effect (visibleEchoCards is not empty).
bool showsEchoEffect(const PileView& pile) {
    const int mark = echoMark();
    for (std::size_t k = 0, n = shownCards(pile); k < n; ++k)
        if (showsEcho(pile, k, mark)) return true;
    return false;
}

class EchoesRules final : public Expansion {
public:
    // The Echoes draw rule: a hand with cards but none of this set draws from this set's pile of the age.
    SetId drawFrom(const GameState& s, int player, int age) const override {
        const CardSpan hand = s.player(player).hand();
        if (hand.empty() || s.supply(set(), age).empty() || hasEchoesCard(hand)) return kMainSet;
        return set();
    }

    // The visible echo effects of the activated card's pile; a card activated from outside the boards (another
    // set's zone) takes those of the activator's pile of its color.
    void leadingEffects(const GameState& s, int activator, CardId c, LeadingEffects& out) const override {
        const Location at = s.where(c);
        const int owner = at.zone == Zone::Board ? at.player : activator;
        for (CardId e : visibleEchoCards(s.pile(owner, color(c))))
            out.push_back({e, registration().owns(e) ? &echoEffects()[e - registration().firstCard] : echoEffectElsewhere(e), kEchoTag});
    }

    bool activatable(const GameState& s, int player, CardId c) const override {
        return showsEchoEffect(s.pile(player, color(c)));
    }

    // After a Meld action the promotion comes last of every expansion's rules (rules-decisions.md).
    int afterMeldActionStep() const override { return 30; }
    // Promotion: after a Meld action, a card of the forecast of value up to the melded card's may be melded, and
    // then may be activated for free.
    void afterMeldAction(Engine& e, int player, CardId melded, bool) const override {
        const GameState& s = e.state();
        if (s.over()) return;
        CardList eligible;
        for (CardId c : s.player(player).zone(forecastZone()))
            if (age(c) <= faceUpAge(melded)) eligible.push_back(c);  // the melded card face up
        if (eligible.empty()) return;
        std::sort(eligible.begin(), eligible.end());
        Prompt p;
        p.player = static_cast<std::uint8_t>(player);
        p.kind = PromptKind::Cards;
        p.purpose = Purpose::Promote;
        p.min = 0;
        p.max = 1;
        p.source = melded;
        for (CardId c : eligible) p.options.push_back({Choice::Card, c});
        const Answer picked = e.ask(p);
        if (picked.empty()) return;
        const CardId promoted = p.options[picked.front()].a;
        {
            Engine::Because why(e, trigger(Cause::Promote));
            e.meld(player, promoted, melded);
        }
        if (s.over() || !isActivatable(s, player, promoted)) return;
        Prompt free;
        free.player = static_cast<std::uint8_t>(player);
        free.kind = PromptKind::YesNo;
        free.purpose = Purpose::Execute;
        free.source = promoted;
        free.options = {{Choice::Yes}, {Choice::No}};
        if (free.options[e.ask(free).front()].type == Choice::Yes) e.dogmaAction(player, promoted);
    }
};

// The conditions run after every change of a seat's board; `board` is what it shows, pile by pile. Heritage,
// History and Supremacy are nearly never met: each first rejects on the counts in `board`, before any pile.
bool wealth(const GameState&, int, const BoardShows& board) { return board.bonuses >= 8; }
bool destiny(const GameState& s, int p, const BoardShows&) { return s.player(p).zone(forecastZone()).size() >= 7; }
// An Echoes card shows at most one hexagon: eight need a splayed pile of eight cards.
bool heritage(const GameState& s, int p, const BoardShows& board) {
    PackedIcons anyPile = 0;
    for (const PileShows& pile : board.piles) anyPile |= pile.icons;
    if (unpackIcon(anyPile, Icon::Hex) < 8) return false;  // no pile's count has a bit of 8 or more
    for (Color c : kAllColors) {
        if (unpackIcon(board.piles[index(c)].icons, Icon::Hex) < 8) continue;
        const PileView pile = s.pile(p, c);
        if (pile.cards.size() >= 8 && pile.splay != Splay::None) return true;
    }
    return false;
}
// An Echoes card carries at most one echo effect: four need a splayed pile of four cards.
bool history(const GameState& s, int p, const BoardShows& board) {
    const int echo = echoMark();
    int anyPile = 0;
    for (const PileShows& pile : board.piles) anyPile |= pile.marks[echo];
    if (anyPile < 4) return false;  // no pile's count has a bit of 4 or more
    for (Color c : kAllColors) {
        if (board.piles[index(c)].marks[echo] < 4) continue;
        const PileView pile = s.pile(p, c);
        if (pile.cards.size() >= 4 && pile.splay != Splay::None) return true;
    }
    return false;
}
// Whether some resource icon's count is twelve or more, the six counts (bytes of PackedIcons) tested at once: a
// count is twelve or more when it has a bit of 16 or more, or both its bits of 8 and 4.
bool someResourceTwelve(PackedIcons icons) {
    static_assert(static_cast<int>(Icon::Castle) == 2 && static_cast<int>(Icon::Clock) == 7);
    constexpr PackedIcons sixteenUp = 0xF0F0F0F0F0F00000, eights = 0x0808080808080000;
    return ((icons & sixteenUp) | (icons & (icons << 1) & eights)) != 0;
}
// Four colors showing three of one icon show twelve of it on the board.
bool supremacy(const GameState& s, int p, const BoardShows& board) {
    if (!someResourceTwelve(board.icons)) return false;
    std::array<PackedIcons, kColors> piles{};
    int colors = 0;
    for (Color c : kAllColors) {
        if (s.pile(p, c).cards.empty()) continue;
        piles[colors++] = board.piles[index(c)].icons;
    }
    if (colors < 4) return false;
    for (Icon i : kResourceIcons) {
        int shown = 0;
        for (int k = 0; k < colors; ++k) shown += unpackIcon(piles[k], i) >= 3;
        if (shown >= 4) return true;
    }
    return false;
}

std::vector<CardDef> cardDefs() {
    std::vector<CardDef> out;
    for (const EchoesCardDef& d : allEchoesCards()) {
        CardDef c;
        c.title = d.title;
        c.age = d.age;
        c.color = d.color;
        for (int i = 0; i < 4; ++i) c.icons[i] = d.positions[i].kind == Slot::Icon || d.positions[i].kind == Slot::Hex ? d.positions[i].icon : Icon::None;
        c.dogmaIcon = d.featured;
        c.effects = d.effects;
        c.rulings = d.rulings;
        out.push_back(std::move(c));
    }
    return out;
}

// The icons as a base card's, plus bonuses and echo effects as constant marks where they show.
CardFacts echoesFacts(const CardDef& def) {
    CardFacts f = standardFacts(def);
    const EchoesCardDef* it = findFace(def.title);
    for (int slot = 0; slot < 4; ++slot) {
        const Slot& s = it->positions[slot];
        if (s.kind != Slot::Bonus && s.kind != Slot::Echo) continue;
        for (int where = 0; where < 4; ++where) {  // 0: top card; else covered under that splay
            if (where != 0 && !slotVisible(slot, 1, static_cast<Splay>(where))) continue;
            ConstantIcons& ci = f.constants[where];
            if (s.kind == Slot::Bonus) {
                ci.bestBonus = std::max(ci.bestBonus, s.bonus);
                ++ci.bonuses;
            } else {
                ++ci.marks[echoMark()];
            }
        }
    }
    f.constant = f.constants[0].any();
    return f;
}

const Expansion& rules() {
    static const EchoesRules instance;
    return instance;
}

}  // namespace

CardSetDef cardSet() {
    CardSetDef set;
    set.key = "echoes";
    set.name = "Echoes of the Past";
    set.pileLabel = "echoes";
    set.cards = cardDefs();
    set.facts = echoesFacts;
    set.specials = {
        {"Wealth", "Claim it at once if your board shows eight or more bonuses.", wealth, true, true},
        {"Destiny", "Claim it at once if your forecast holds seven or more cards.", destiny},
        {"Heritage", "Claim it at once if one of your colors shows eight or more hexagons.", heritage, true, true},
        {"History", "Claim it at once if one of your colors shows four or more echo effects.", history, true, true},
        {"Supremacy",
         "Claim it at once if, for one icon type, four of your colors each show three or more of that icon.",
         supremacy, true, true},
    };
    set.triggers = {"promote", "foreshadow"};
    set.zones = {{"forecast", ZoneVisibility::Owner}};
    set.markKinds = 1;
    set.rules = &rules();
    for (const EchoesCardDef& d : allEchoesCards()) {
        set.missingEffects += d.echo.printed() && !d.echo.run;
        for (const Effect& e : d.effects) set.missingEffects += !e.run;
    }
    return set;
}

const RegisteredSet& registration() {
    static const RegisteredSet& info = registeredSet(*findSet("echoes"));
    return info;
}
SetId set() { return registration().id; }
Options withEchoes(Options o, bool on) {
    if (on)
        o.sets |= static_cast<SetMask>(1u << set());
    else
        o.sets &= static_cast<SetMask>(~(1u << set()));
    return o;
}
bool isEchoesCard(CardId c) { return c != kNoCard && facts(c).set == set(); }
const EchoesCardDef& echoesOf(CardId c) {
    if (!registration().owns(c)) [[unlikely]]
        return *findFace(title(c));  // a card of another set that plays as an Echoes card
    return allEchoesCards()[c - registration().firstCard];
}
Special special(EchoesSpecial which) { return registration().special(static_cast<int>(which)); }
Trigger trigger(Cause why) { return registration().trigger(static_cast<int>(why)); }
Zone forecastZone() { return registration().zone(0); }
int echoMark() { return registration().firstMark + EchoMark; }

bool slotVisible(int slot, int depth, Splay splay) {
    if (depth == 0) return true;
    switch (splay) {
    case Splay::Left: return slot == 3;
    case Splay::Right: return slot == 0 || slot == 1;
    case Splay::Up: return slot >= 1;
    default: return false;
    }
}

CardList visibleEchoCards(const PileView& pile) {
    CardList out;
    const int mark = echoMark();
    for (std::size_t k = shownCards(pile); k-- > 0;)
        if (showsEcho(pile, k, mark)) out.push_back(pile.cards[k]);
    return out;
}

int pileHexagons(const PileView& pile) { return unpackIcon(packedPileIcons(pile), Icon::Hex); }

}  // namespace inno::echoes
