// Artifacts of History: the set's definition and what the engine does at its hooks when the option is on.
#include "artifacts/artifacts.h"

#include "artifacts/artifacts_card.h"
#include "core/ctx.h"
#include "core/engine.h"
#include "core/event.h"
#include "core/notation.h"
#include "core/queries.h"
#include "core/rules.h"

#include <algorithm>

namespace inno::artifacts {

namespace {

// "I COMPEL": the opponents who show enough of the featured icon to share (under the distant rule, what sharing
// needs of a distant player), never a teammate.
bool compels(const Options& o, int activator, int seat, bool shares, bool /*vulnerable*/) {
    return shares && areOpponents(o, activator, seat);
}

// Battleship Yamato is an 8 face down and an 11 face up: the highest top card of a board it tops is an 11 (a Draw
// action then draws an 11, which ends the game).
CardFacts artifactFacts(const CardDef& def) {
    CardFacts f = standardFacts(def);
    if (def.title == "Battleship Yamato") f.faceUpAge = 11;
    return f;
}

class ArtifactsRules final : public Expansion {
public:
    // The display: its card may be melded by a Meld action ("meld <title>", after the hand's cards).
    void addActions(const GameState& s, int player, Prompt& p) const override {
        if (const CardId c = displayed(s, player); c != kNoCard) p.options.push_back({Choice::Meld, c});
    }

    // The start of a turn with a card on display: dogma, return or keep.
    bool wantsTurnStart(const GameState& s, int player) const override { return displayed(s, player) != kNoCard; }
    void atTurnStart(Engine& e, int player) const override {
        const CardId shown = displayed(e.state(), player);
        if (shown == kNoCard) return;
        Prompt p;
        p.player = static_cast<std::uint8_t>(player);
        p.kind = PromptKind::Display;
        p.purpose = Purpose::Other;
        p.source = shown;
        const Icon featured = facts(shown).dogmaIcon;
        if (featured != Icon::None) p.options.push_back({Choice::Word, static_cast<std::uint16_t>(ChoiceWord::Dogma)});
        p.options.push_back({Choice::Word, static_cast<std::uint16_t>(ChoiceWord::Return)});
        p.options.push_back({Choice::Word, static_cast<std::uint16_t>(ChoiceWord::Keep)});
        const auto word = static_cast<ChoiceWord>(p.options[e.ask(p).front()].a);
        if (word == ChoiceWord::Keep) return;
        if (word == ChoiceWord::Dogma) {
            // A free Dogma action, the card's featured icons counted beside the board's for sharing and demands.
            e.dogmaAction(player, shown, false, card(shown).count(featured));
            if (e.state().over()) return;
            if (displayed(e.state(), player) != shown) return;
        }
        e.returnCard(shown);
    }

    // The dig comes after the City icons (10) and before the Echoes promotion (30).
    int afterMeldActionStep() const override { return 20; }
    void afterMeldAction(Engine& e, int player, CardId melded, bool) const override {
        const GameState& s = e.state();
        if (s.over() || displayed(s, player) != kNoCard) return;
        const PileView pile = s.pile(player, color(melded));
        const auto at = std::find(pile.cards.begin(), pile.cards.end(), melded);
        if (at == pile.cards.end() || at + 1 == pile.cards.end()) return;  // covered nothing
        const CardId covered = *(at + 1);
        const int hex = hexagonSlot(melded);
        if (faceUpAge(melded) > faceUpAge(covered) && (hex < 0 || hex != hexagonSlot(covered))) return;
        const int a = drawSourceAge(s, faceUpAge(covered));
        if (a > kAges) return;
        const CardSpan pileOfAge = s.supply(set(), a);
        if (pileOfAge.empty()) return;
        const CardId dug = pileOfAge.front();
        {
            Engine::Because why(e, trigger(Cause::Dig));
            e.transfer(dug, player, displayZone(), Move::Drawn);
        }
        if (relicsOn(s.options)) seize(e, player, faceUpAge(dug));
    }

private:
    // The seize (option relics), right after a dig: the relic whose age is the dug Artifact's value, if it is in
    // the relic area or in any player's achievements, may go to the digging player's achievements (not offered
    // when it is already in theirs) or to their hand (when its printed set is in play). An `option` prompt with
    // min 0, asked even with one destination: 1 = achievements, 2 = hand.
    static void seize(Engine& e, int player, int value) {
        const GameState& s = e.state();
        if (s.over()) return;
        const CardId relic = relicOfValue(value);
        if (relic == kNoCard) return;
        const Location at = s.where(relic);
        if (at.zone != Zone::Common && at.zone != Zone::Achievement) return;
        const bool toAchievements = !(at.zone == Zone::Achievement && at.player == player);
        const bool toHand = relicPlayable(s.options, relic);
        if (!toAchievements && !toHand) return;
        Prompt p;
        p.player = static_cast<std::uint8_t>(player);
        p.kind = PromptKind::Option;
        p.purpose = Purpose::Branch;
        p.source = relic;
        p.min = 0;
        p.max = 1;
        if (toAchievements) p.options.push_back({Choice::Branch, 1});
        if (toHand) p.options.push_back({Choice::Branch, 2});
        const Answer a = e.ask(p);
        if (a.empty()) return;
        Engine::Because why(e, trigger(Cause::Seize));
        e.transfer(relic, player, p.options[a.front()].a == 1 ? Zone::Achievement : Zone::Hand);
    }
};

const Expansion& rules() {
    static const ArtifactsRules instance;
    return instance;
}

}  // namespace

CardSetDef cardSet() {
    CardSetDef def;
    def.key = "artifacts";
    def.name = "Artifacts of History";
    def.pileLabel = "artifacts";
    def.cards = cardDefs();
    def.facts = artifactFacts;
    def.triggers = {"dig", "seize"};
    // Option relics: the five relics start in the relic area, the table's common zone.
    def.options = {"relics"};
    def.commonZone = "relics";
    def.commonZoneOption = 0;
    def.zones = {{"display", ZoneVisibility::Everyone}};
    def.demandRules = {{"compel", compels}};
    def.rules = &rules();
    for (const CardDef& c : def.cards)
        for (const Effect& e : c.effects) def.missingEffects += !e.run;
    return def;
}

const RegisteredSet& registration() {
    static const RegisteredSet& info = registeredSet(*findSet("artifacts"));
    return info;
}
SetId set() { return registration().id; }
Options withArtifacts(Options o, bool on) {
    if (on)
        o.sets |= static_cast<SetMask>(1u << set());
    else
        o.sets &= static_cast<SetMask>(~(1u << set()));
    return o;
}
bool isArtifact(CardId c) { return c != kNoCard && facts(c).set == set(); }
Zone displayZone() { return registration().zone(0); }
bool relicsOn(const Options& o) { return o.has(set()) && o.hasOption(registration().option(0)); }
Options withRelics(Options o, bool on) {
    const auto bit = static_cast<std::uint8_t>(1u << registration().option(0));
    o.setOptions = on ? static_cast<std::uint8_t>(o.setOptions | bit) : static_cast<std::uint8_t>(o.setOptions & ~bit);
    return o;
}
bool isRelic(CardId c) { return c != kNoCard && card(c).outsideSupply && registration().owns(c); }
CardId relicOfValue(int value) {
    const RegisteredSet& info = registration();
    for (CardId c = static_cast<CardId>(info.firstCard); c < info.firstCard + info.cardCount; ++c)
        if (card(c).outsideSupply && card(c).age == value) return c;
    return kNoCard;
}
bool relicPlayable(const Options& o, CardId relic) {
    const std::string_view printed = card(relic).playsAs;
    if (printed.empty()) return o.has(set());
    const auto s = findSet(printed);
    return s && o.has(*s);
}
Trigger trigger(Cause why) { return registration().trigger(static_cast<int>(why)); }

CardId displayed(const GameState& s, int player) {
    const CardSpan shown = s.player(player).zone(displayZone());
    return shown.empty() ? kNoCard : shown.front();
}


int hexagonSlot(CardId c) {
    const CardDef& d = card(c);
    for (int i = 0; i < 4; ++i)
        if (d.icons[i] == Icon::Hex) return i;
    for (int i = 0; i < 2; ++i)
        if (d.upper[i] == Icon::Hex) return 4 + i;
    return -1;
}

CardId drawArtifact(Engine& e, int player, int wanted, bool reveal, CardId source) {
    const GameState& s = e.state();
    const int a = drawSourceAge(s, wanted);
    if (a > kAges || s.supply(set(), a).empty()) return e.draw(player, a, reveal, source);
    const CardId c = s.supply(set(), a).front();
    e.drawCard(player, c, reveal, source);
    return c;
}

CardId drawArtifact(Ctx& c, int age) { return drawArtifact(c.engine(), c.you(), age, false, c.thisCard()); }

CardId drawAndMeldArtifact(Ctx& c, int age) {
    const CardId drawn = drawArtifact(c, age);
    c.meld(drawn);
    return drawn;
}

}  // namespace inno::artifacts
