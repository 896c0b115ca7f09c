// The core's seams for a coming expansion, shown by a card set built only for this test ("seams"): its own kind
// of demand (a compel: it affects the opponents who could share), a zone every player sees, a start-of-turn
// hook, a byte of state per seat, and an effect that makes a player leave the game. Nothing outside the test
// names the set: the core, the codec and the scenario runner take it as they take any registered set.
#include "base/base_set.h"
#include "core/card_dsl.h"
#include "core/card_set.h"
#include "core/engine.h"
#include "core/expansion.h"
#include "core/game.h"
#include "core/rules.h"
#include "core/setup.h"
#include "core/view.h"
#include "json/codec.h"
#include "scenario/scenario.h"

#include <QtTest>

#include <boost/json.hpp>

using namespace inno;

namespace {

Names twoNames() { return {"Ann", "Bob"}; }

// A new game with the seams set, its opening melds answered: the first turn's action prompt is waiting.
Game afterOpening(std::uint64_t seed) {
    Options o;
    o.sets |= static_cast<SetMask>(1u << registeredSet(*findSet("seams")).id);
    Game g = Game::start({twoNames(), o, seed});
    while (g.prompt() && g.prompt()->kind != PromptKind::Action) g.answer(Answer{0});
    return g;
}

const RegisteredSet& seams() { return registeredSet(*findSet("seams")); }
Zone showcase() { return seams().zone(0); }

// "I compel": the opponents who show enough icons to share.
bool compels(const Options& o, int activator, int seat, bool shares, bool /*vulnerable*/) {
    return shares && areOpponents(o, activator, seat);
}

class SeamRules final : public Expansion {
public:
    bool wantsTurnStart(const GameState& s, int player) const override { return !s.player(player).zone(showcase()).empty(); }
    // "At the start of your turn, you may return your showcased card." The seat's byte counts such turn starts.
    void atTurnStart(Engine& e, int player) const override {
        ++e.state().seats[player].setBytes[seams().firstSeatByte];
        const CardId shown = e.state().player(player).zone(showcase()).front();
        DogmaMemory memory;
        Ctx ctx(e, player, player, shown, memory);
        if (ctx.mayDo(Purpose::Return)) e.returnCard(shown, shown);
    }
};

CardDef herald() {
    return {.title = "Seam Herald",
            .age = 1,
            .color = Color::Red,
            .icons = {Icon::Castle, Icon::Castle, Icon::Hex, Icon::Castle},
            .dogmaIcon = Icon::Castle,
            .effects = {{Effect::SetDemand, "I compel you to transfer a card from your hand to my hand!",
                         [](Ctx& c) { c.chooseAndTransfer(c.hand(), c.me(), Zone::Hand); }}},
            .rulings = {}};
}

CardDef showcaseCard() {
    return {.title = "Seam Showcase",
            .age = 1,
            .color = Color::Blue,
            .icons = {Icon::Lightbulb, Icon::Lightbulb, Icon::Hex, Icon::Lightbulb},
            .dogmaIcon = Icon::Lightbulb,
            .effects = {{Effect::NonDemand, "Put a card from your hand in your showcase.",
                         [](Ctx& c) { c.chooseAndTransfer(c.hand(), c.you(), showcase()); }}},
            .rulings = {}};
}

CardDef exile() {
    return {.title = "Seam Exile",
            .age = 1,
            .color = Color::Green,
            .icons = {Icon::Crown, Icon::Crown, Icon::Hex, Icon::Crown},
            .dogmaIcon = Icon::Crown,
            .effects = {{Effect::Demand, "I demand you leave the game!",
                         [](Ctx& c) { c.engine().eliminate(c.you(), c.thisCard()); }}},
            .rulings = {}};
}

void registerSeams() {
    static const SeamRules rules;
    CardSetDef set;
    set.key = "seams";
    set.name = "Seams (a test set)";
    set.pileLabel = "seam";
    set.cards = {herald(), showcaseCard(), exile()};
    set.zones = {{"showcase", ZoneVisibility::Everyone}};
    set.demandRules = {{"compel", compels}};
    set.seatBytes = 1;
    set.rules = &rules;
    registerCardSet(std::move(set));
}

// A scenario with the seams set in play; fails the test with the scenario's own words.
void expectScenario(const std::string& json) {
    const ScenarioOutcome out = runScenario(R"({"title": "seams",)" + json.substr(1));
    QVERIFY2(out.passed, (out.failure + " / waiting: " + out.waiting).c_str());
}

}  // namespace

class TestSeams : public QObject {
    Q_OBJECT

private slots:
    void aSetsDemandKindIsRenumberedAndNamed() {
        const CardDef& h = card(*findCard("Seam Herald"));
        QVERIFY(h.effects[0].isDemand());
        QCOMPARE(demandWord(h.effects[0].kind), std::string_view("compel"));
        QCOMPARE(parseDemandWord("compel"), std::optional<Effect::Kind>(h.effects[0].kind));
        QVERIFY(facts(h.id).hasDemand);
    }

    // Bob shows as many castles as Ann: he could share, so the compel affects him; Cat shows fewer: it does not.
    void aCompelAffectsTheOpponentsWhoCouldShare() {
        expectScenario(R"({"players": ["Ann", "Bob", "Cat"], "options": {"seams": true}, "seed": 1,
            "state": {"Ann": {"board": {"red": ["Seam Herald"]}},
                      "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Tools"]},
                      "Cat": {"board": {"blue": ["Writing"]}, "hand": ["Oars"]}},
            "steps": ["dogma Seam Herald"],
            "expect": {"Ann": {"hand": ["Tools"]}, "Bob": {"hand": []}, "Cat": {"hand": ["Oars"]},
                       "turn": {"player": "Ann", "actionsLeft": 1}}})");
    }

    void aCompelSparesTeammates() {
        expectScenario(R"({"players": ["Ann", "Bob", "Cat", "Dan"], "options": {"seams": true, "teams": true}, "seed": 1,
            "state": {"Ann": {"board": {"red": ["Seam Herald"]}},
                      "Bob": {"board": {"red": ["Metalworking"]}, "hand": ["Tools"]},
                      "Cat": {"board": {"yellow": ["Masonry"]}, "hand": ["Oars"]}},
            "steps": ["dogma Seam Herald"],
            "expect": {"Ann": {"hand": ["Tools"]}, "Bob": {"hand": []}, "Cat": {"hand": ["Oars"]}}})");
    }

    void theRolesEventNamesTheCompelled() {
        Options o;
        o.playerCount = 3;
        o.sets |= static_cast<SetMask>(1u << seams().id);
        const SeatCounts counts{3, 3, 1};
        const DogmaRoles roles = dogmaRoles(o, 0, *findCard("Seam Herald"), counts);
        QCOMPARE(roles.demanded, std::uint8_t(0));
        QCOMPARE(roles.affected(card(*findCard("Seam Herald")).effects[0].kind), std::uint8_t(0b010));
        QCOMPARE(roles.sharers, std::uint8_t(0b010));
    }

    // The showcase is public: another seat's view holds its cards, the move that fills it shows the card to all,
    // and the codec carries them.
    void aPublicZoneIsSeenByEveryone() {
        const Game g = afterOpening(7);
        // The showcase put on top of the current player's blue pile by hand.
        GameState s = g.state();
        const CardId sc = *findCard("Seam Showcase");
        const int me = s.current;
        QVERIFY(s.player(me).hand().size() >= 1);
        const CardId kept = s.player(me).hand().front();
        s.move(sc, lists::pile(me, Color::Blue), true);
        recountBoards(s);
        Game h = Game::fromPosition(twoNames(), s);
        QVERIFY(h.prompt());
        std::vector<std::string> dogma{"dogma Seam Showcase"};
        QCOMPARE(h.answer(dogma), std::string());
        while (h.prompt() && h.prompt()->player == me && h.prompt()->kind == PromptKind::Cards) {
            std::vector<std::string> pick{std::string(title(kept))};
            QCOMPARE(h.answer(pick), std::string());
        }
        QVERIFY(h.state().player(me).zone(showcase()).size() == 1);
        const CardId shown = h.state().player(me).zone(showcase()).front();
        const View other = makeView(h, 1 - me);
        const auto z = static_cast<std::size_t>(showcase()) - static_cast<std::size_t>(Zone::Extra1);
        QVERIFY(other.players[me].zones[z].cards);
        QCOMPARE(other.players[me].zones[z].cards->front(), shown);
        const json::Seats seats{h.names()};
        const std::string text = boost::json::serialize(json::encode(other, seats));
        QVERIFY2(text.find(std::string(title(shown))) != std::string::npos, text.c_str());
        QVERIFY(json::decode<View>(boost::json::parse(text), seats) == other);
        bool seen = false;
        for (const Event& e : h.events())
            if (e.kind == EventKind::CardMoved && e.to.zone == showcase()) seen = redactFor(e, 1 - me).card == shown;
        QVERIFY(seen);
    }

    // A turn that begins with a showcased card asks its owner first; the answer returns it, the seat's byte counts
    // the turn start, and the two actions follow.
    void theTurnStartHookRunsBeforeTheFirstAction() {
        expectScenario(R"({"players": ["Ann", "Bob"], "options": {"seams": true}, "seed": 1,
            "state": {"Ann": {"board": {"yellow": ["Agriculture"]}},
                      "Bob": {"showcase": ["Seam Exile"], "board": {"blue": ["Writing"]}},
                      "turn": {"player": "Ann", "actionsLeft": 1}},
            "steps": ["draw"],
            "expect": {"prompt": {"player": "Bob", "kind": "yesno"}}})");
        expectScenario(R"({"players": ["Ann", "Bob"], "options": {"seams": true}, "seed": 1,
            "state": {"Ann": {"board": {"yellow": ["Agriculture"]}},
                      "Bob": {"showcase": ["Seam Exile"], "board": {"blue": ["Writing"]}},
                      "turn": {"player": "Ann", "actionsLeft": 1}},
            "steps": ["draw", "yes"],
            "expect": {"Bob": {"showcase": []}, "turn": {"player": "Bob", "actionsLeft": 2}}})");
        expectScenario(R"({"players": ["Ann", "Bob"], "options": {"seams": true}, "seed": 1,
            "state": {"Bob": {"showcase": ["Seam Exile"], "board": {"blue": ["Writing"]}},
                      "turn": {"player": "Bob", "actionsLeft": 2, "atStart": true}},
            "steps": ["no"],
            "expect": {"Bob": {"showcase": ["Seam Exile"]}, "turn": {"player": "Bob", "actionsLeft": 2}}})");
    }

    void theSeatByteIsKeptInTheViewAndTheState() {
        const Game g = afterOpening(3);
        GameState s = g.state();
        const int me = s.current, other = 1 - me;
        s.move(*findCard("Seam Exile"), lists::extra(other, showcase()), true);
        s.actionsLeft = 1;
        Game h = Game::fromPosition(twoNames(), s);
        std::vector<std::string> draw{"draw"};
        QCOMPARE(h.answer(draw), std::string());
        QVERIFY(h.unitStart().atTurnStart);  // the turn's start is a step of its own, now asking
        QCOMPARE(h.prompt()->player, std::uint8_t(other));
        QCOMPARE(h.prompt()->kind, PromptKind::YesNo);
        QCOMPARE(int(h.unitStart().seats[other].setBytes[seams().firstSeatByte]), 0);
        std::vector<std::string> no{"no"};
        QCOMPARE(h.answer(no), std::string());
        QVERIFY(!h.unitStart().atTurnStart);
        QCOMPARE(h.prompt()->kind, PromptKind::Action);
        QCOMPARE(int(h.state().seats[other].setBytes[seams().firstSeatByte]), 1);
        const View v = makeView(h, me);
        QCOMPARE(int(v.players[other].setBytes[seams().firstSeatByte]), 1);
        const json::Seats seats{h.names()};
        QVERIFY(json::decode<View>(json::encode(v, seats), seats) == v);
    }

    // Bob leaves: his cards leave the game, the turns skip him, Ann and Cat play on.
    void aPlayerLeavesAndTheOthersPlayOn() {
        expectScenario(R"({"players": ["Ann", "Bob", "Cat"], "options": {"seams": true}, "seed": 1,
            "state": {"Ann": {"board": {"green": ["Seam Exile"]}},
                      "Bob": {"board": {"red": ["Archery"]}, "hand": ["Tools"], "score": ["Oars"],
                              "achievements": ["1"]},
                      "Cat": {"board": {"purple": ["Code of Laws"], "green": ["Sailing"]}},
                      "turn": {"player": "Ann", "actionsLeft": 1}},
            "steps": ["dogma Seam Exile"],
            "expect": {"Bob": {"eliminated": true, "board": {"red": []}, "hand": [], "score": [], "achievements": []},
                       "Cat": {"eliminated": false},
                       "gameOver": false,
                       "turn": {"player": "Cat", "actionsLeft": 2}}})");
    }

    void theLastPlayerStandingWins() {
        expectScenario(R"({"players": ["Ann", "Bob"], "options": {"seams": true}, "seed": 1,
            "state": {"Ann": {"board": {"green": ["Seam Exile"]}}, "Bob": {"board": {"red": ["Archery"]}}},
            "steps": ["dogma Seam Exile"],
            "expect": {"Bob": {"eliminated": true}, "gameOver": true, "winners": ["Ann"]}})");
    }

    void aTeamLeavesTogether() {
        expectScenario(R"({"players": ["Ann", "Bob", "Cat", "Dan"], "options": {"seams": true, "teams": true}, "seed": 1,
            "state": {"Ann": {"board": {"green": ["Seam Exile"]}}},
            "steps": ["dogma Seam Exile"],
            "expect": {"Bob": {"eliminated": true}, "Dan": {"eliminated": true}, "gameOver": true,
                       "winners": ["Ann", "Cat"]}})");
    }

    // With a seat gone the ring closes: under a large-game rule, who is distant is counted among those left.
    void theRingClosesOverAnEmptySeat() {
        Options o;
        o.playerCount = 5;
        o.largeGame = LargeGame::Distant;
        QVERIFY(areDistant(o, 0, 2));
        QCOMPARE(ringDistance(o, 0, 2, 0b00010), 1);
        QVERIFY(!areDistant(o, 0, 2, 0b00010));
        QCOMPARE(ringDistance(o, 0, 3, 0b00010), 2);
        QCOMPARE(ringDistance(o, 0, 4, 0b00010), 1);
        QCOMPARE(ringDistance(o, 1, 3, 0b00100), 1);
    }
};

int main(int argc, char** argv) {
    // The base game and the test set alone: the expansions of the build already hold the core's extra zones
    // (kExtraZones), and the seams need none of them.
    registerCardSet(base::cardSet());
    registerSeams();
    TestSeams test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_seams.moc"
