// Echoes of the Past in the client: the option, the forecast beside the hand, the Echoes piles, the cards' faces,
// the promotion questions and the log of echo effects.
#include "game/prompt_widgets.h"
#include "lan/host_lan_dialog.h"
#include "model/dogma_preview.h"
#include "model/table_model.h"
#include "paint/card_painter.h"
#include "table/table_layout.h"
#include "table/table_scene.h"
#include "text/card_texts.h"
#include "text/dogma_text.h"
#include "text/log_text.h"
#include "text/prompt_text.h"
#include "screens/new_game_dialog.h"
#include "settings.h"

#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#include "core/card.h"
#include "core/rules.h"
#include "core/view.h"
#include "echoes/echoes.h"
#include "json/codec.h"
#include "json/json_io.h"

#include <QCheckBox>
#include <QImage>
#include <QPainter>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTextDocument>
#include <QTextEdit>

#include <algorithm>

using namespace inno;
using namespace inno::client;

namespace {
// The first Echoes card whose printed card satisfies `fits`.
template <typename F>
int findEchoes(F fits) {
    for (const CardDef& c : cardsOf(echoes::set()))
        if (fits(echoes::echoesOf(c.id))) return c.id;
    return -1;
}

int pixelsNear(const QImage& img, const QRectF& area, const QColor& c, int tolerance = 30) {
    int n = 0;
    const QRect r = area.toAlignedRect().intersected(img.rect());
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x) {
            const QColor px = img.pixelColor(x, y);
            if (std::abs(px.red() - c.red()) + std::abs(px.green() - c.green()) + std::abs(px.blue() - c.blue()) < tolerance) ++n;
        }
    return n;
}

// Two seats; seat 0 holds `mine` in its forecast, seat 1 one Echoes card of age 2, as seat `viewer`'s view says.
TableModel forecastModel(int viewer, int mine, int theirs) {
    TableModel m;
    m.viewer = viewer;
    m.players.resize(2);
    m.players[0].name = "Ann";
    m.players[1].name = "Ben";
    View v;
    v.viewer = viewer;
    v.options = echoes::withEchoes(Options{});
    v.options.playerCount = 2;
    v.players.resize(2);
    v.supplySizes[echoes::set()].fill(3);
    const auto f = static_cast<std::size_t>(echoes::forecastZone()) - static_cast<std::size_t>(Zone::Extra1);
    auto put = [&](int seat, int id) {
        HiddenZone& z = v.players[static_cast<std::size_t>(seat)].zones[f];
        z.ages.push_back(static_cast<std::uint8_t>(age(static_cast<CardId>(id))));
        z.sets.push_back(echoes::set());
        if (seat == viewer) z.cards = CardList{static_cast<CardId>(id)};
    };
    put(0, mine);
    put(1, theirs);
    applyView(m, v);
    return m;
}

// A `cards` prompt of Ann's as the table sends it (through the wire's JSON), offering `titles` from her hand.
struct RulePrompt {
    Prompt engine;
    PromptState client;
};
RulePrompt handPrompt(TableModel& m, const char* source, const QStringList& titles, CardsRule rule) {
    Prompt p;
    p.player = 0;
    p.kind = PromptKind::Cards;
    p.purpose = Purpose::Return;
    p.min = 0;
    p.max = 3;
    p.source = static_cast<CardId>(cardIdOf(source));
    p.rule = rule;
    m.players[0].hand.clear();
    for (const QString& t : titles) {
        const int id = cardIdOf(t.toStdString());
        m.players[0].hand.push_back(CardRef{id, age(static_cast<CardId>(id)), false});
        p.options.push_back({Choice::Card, static_cast<std::uint16_t>(id)});
    }
    m.recount();
    return {p, parsePrompt(json::promptJson(p, m.names()), 9, 0, m)};
}

QPushButton* buttonFor(ChoiceBox& box, const QString& title) {
    for (QPushButton* b : box.findChildren<QPushButton*>("optionButton"))
        if (b->property("card").toInt() == cardIdOf(title.toStdString())) return b;
    return nullptr;
}

// The engine's verdict on picks (its own check of an answer): empty when accepted.
std::string engineVerdict(const RulePrompt& p, const QStringList& picks) {
    Answer a;
    if (picks != QStringList{"none"})
        for (const QString& pick : picks) a.push_back(static_cast<std::uint8_t>(p.client.find(pick)));
    return validate(p.engine, a);
}
}  // namespace

class TestEchoesClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void theNewGameDialogOffersEchoesBesideCities() {
        {
            NewGameDialog d;
            auto* echoesBox = d.findChild<QCheckBox*>("echoesOption");
            QVERIFY(echoesBox);
            QVERIFY(!echoesBox->isChecked());
            QVERIFY(!echoes::inPlay(d.options()));
            echoesBox->setChecked(true);
            QVERIFY(echoes::inPlay(d.options()));
            QCOMPARE(d.options().expansions(), 1);  // Echoes alone
            QCOMPARE(achievementsToWin(d.options()), 7);  // two players with one expansion
#if INNOVATION_WITH_CITIES
            auto* citiesBox = d.findChild<QCheckBox*>("citiesOption");
            QVERIFY(citiesBox);
            QVERIFY(!cities::inPlay(d.options()));
            citiesBox->setChecked(true);
            QVERIFY(echoes::inPlay(d.options()) && cities::inPlay(d.options()));
            QCOMPARE(achievementsToWin(d.options()), 8);  // both expansions
            auto* needed = d.findChild<QLabel*>("achievementsNeeded");
            QVERIFY(needed && needed->text().endsWith("8"));
#endif
            // The options travel as the codec writes them (a LAN table, a save): every set chosen comes back.
            const Names names;
            const Options back = json::decode<Options>(json::optionsJson(d.options()), json::Seats{names});
            QVERIFY(echoes::inPlay(back));
            QCOMPARE(back.sets, d.options().sets);
            QVERIFY(json::optionsJson(d.options()).at("echoes").as_bool());
        }
    }

    void theHostDialogOffersEchoes() {
        // (Remembering the choice goes through the same QSettings store as the other options, off in tests.)
        HostLanDialog d;
        auto* box = d.findChild<QCheckBox*>("echoes");
        QVERIFY(box);
        QVERIFY(!d.hasSet("echoes"));
        box->setChecked(true);
        QVERIFY(d.hasSet("echoes"));
        QVERIFY(!d.hasSet("cities"));
    }

    void anEchoesCardShowsItsEchoBoxAndBonus() {
        const int withEcho = findEchoes([](const echoes::EchoesCardDef& e) { return e.slotOf(echoes::Slot::Echo) >= 0; });
        const int withBonus = findEchoes([](const echoes::EchoesCardDef& e) { return e.slotOf(echoes::Slot::Bonus) >= 0; });
        QVERIFY(withEcho >= 0 && withBonus >= 0);
        const QRectF r(0, 0, 300, 200);
        auto render = [&](int id) {
            QImage img(300, 200, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::white);
            QPainter p(&img);
            CardPainter::paintFace(&p, r, id, true);
            return img;
        };
        const int echoSlot = echoes::echoesOf(static_cast<CardId>(withEcho)).slotOf(echoes::Slot::Echo);
        QVERIFY(pixelsNear(render(withEcho), CardPainter::iconSlot(r, echoSlot), QColor(0xf1, 0xec, 0xfb)) > 60);
        const int bonusSlot = echoes::echoesOf(static_cast<CardId>(withBonus)).slotOf(echoes::Slot::Bonus);
        QVERIFY(pixelsNear(render(withBonus), CardPainter::iconSlot(r, bonusSlot), QColor("#e8c04a"), 60) > 40);
    }

    void theForecastIsFaceUpOnlyToItsOwner() {
        const int mine = findEchoes([](const echoes::EchoesCardDef& e) { return e.age == 1; });
        const int theirs = findEchoes([](const echoes::EchoesCardDef& e) { return e.age == 2; });
        const Zone forecast = echoes::forecastZone();
        // Ann sees her own forecast card face up beside her hand, and Ben's as an Echoes back of age 2.
        const TableModel ann = forecastModel(0, mine, theirs);
        QCOMPARE(ann.players[0].zones[extraZoneIndex(echoes::forecastZone())].size(), 1);
        QCOMPARE(ann.players[1].zones[extraZoneIndex(echoes::forecastZone())].size(), 1);
        const Layout a = computeLayout(ann, QSizeF(1280, 720), LayoutOptions{});
        QVERIFY(a.items.count(cardKey(mine)));
        QCOMPARE(a.items.at(cardKey(mine)).zone, forecast);
        QVERIFY(!a.items.count(cardKey(theirs)));
        const ItemKey benBack = hiddenKey(1, forecast, 2, 0, static_cast<int>(echoes::set()));
        QVERIFY(a.items.count(benBack));
        QCOMPARE(a.items.at(benBack).kind, ItemSpec::Back);
        QVERIFY(a.labels.count(LabelKey::extraZone(0, echoes::forecastZone())) && a.labels.count(LabelKey::extraZone(1, echoes::forecastZone())));
        // Ben sees the reverse: his own face up, Ann's as a back of age 1.
        const Layout b = computeLayout(forecastModel(1, mine, theirs), QSizeF(1280, 720), LayoutOptions{});
        QVERIFY(b.items.count(cardKey(theirs)));
        QVERIFY(!b.items.count(cardKey(mine)));
        QVERIFY(b.items.count(hiddenKey(0, forecast, 1, 0, static_cast<int>(echoes::set()))));
        // The supply shows the Echoes piles beside the base decks.
        QVERIFY(a.items.count(deckKey(1, *findSet("echoes"))));
        QCOMPARE(a.items.at(deckKey(1, *findSet("echoes"))).count, 3);
    }

    // The dogma preview names the echo effects that run first: the top card's own, and a lower card's when the splay
    // shows its echo box (splayed up: the bottom row of each card below the top).
    void theDogmaPreviewListsTheVisibleEchoEffectsBottomUp() {
        const int top = findEchoes([](const echoes::EchoesCardDef& e) { return e.echo.printed(); });
        const Color colour = echoes::echoesOf(static_cast<CardId>(top)).color;
        const int lower = findEchoes([&](const echoes::EchoesCardDef& e) {
            return e.color == colour && e.title != echoes::echoesOf(static_cast<CardId>(top)).title && e.slotOf(echoes::Slot::Echo) >= 1;
        });
        const int base = cardIdOf("Agriculture");  // a base card: no echo effect
        QVERIFY(top >= 0 && lower >= 0);
        TableModel m = forecastModel(0, findEchoes([](const echoes::EchoesCardDef& e) { return e.age == 1; }),
                                     findEchoes([](const echoes::EchoesCardDef& e) { return e.age == 2; }));
        QVERIFY(m.inPlay("echoes"));
        PileModel& pile = m.players[0].piles[index(colour)];
        pile.cards = {top, lower};
        const QString topTitle = cardTitle(top), lowerTitle = cardTitle(lower);
        QString text = dogmaPreviewText(dogmaPreview(m, top, 0));
        QVERIFY2(text.contains("echo effects") && text.contains(topTitle) && !text.contains(lowerTitle), qPrintable(text));
        pile.splay = Splay::Up;
        text = dogmaPreviewText(dogmaPreview(m, top, 0));
        QVERIFY2(text.contains(lowerTitle) && text.indexOf(lowerTitle) < text.lastIndexOf(topTitle), qPrintable(text));
        // A base card on top of an unsplayed pile: no echo effect runs.
        m.players[0].piles[index(Color::Yellow)].cards = {base};
        QVERIFY(!dogmaPreviewText(dogmaPreview(m, base, 0)).contains("echo effects"));
    }

    // An either/or echo effect (Linguistics) and an either/or dogma effect of a card with an echo effect (Elevator)
    // name their ways.
    void eitherOrEchoEffectsSayWhatEachWayDoes() {
        TableModel m = forecastModel(0, cardIdOf("Perfume"), cardIdOf("Bangle"));
        auto labels = [&](const char* title, int tag) {
            Event started;
            started.kind = EventKind::EffectStarted;
            started.player = 0;
            started.card = cardIdOf(title);
            started.tag = tag;
            applyEvent(m, started);
            PromptState p;
            p.kind = PromptKind::Option;
            p.purpose = Purpose::Branch;
            p.source = started.card;
            QStringList out;
            for (int way : {1, 2}) {
                PromptOption o;
                o.type = PromptOption::Branch;
                o.a = static_cast<std::uint16_t>(way);
                p.options << o;
                out << optionLabel(o, p, m);
            }
            return out;
        };
        QCOMPARE(labels("Linguistics", echoes::kEchoTag), (QStringList{"Draw a 3", "Draw and foreshadow a 4"}));
        QCOMPARE(labels("Elevator", echoes::kEchoTag), (QStringList{"Score your top green card", "Score your bottom green card"}));
        QCOMPARE(labels("Elevator", 0), (QStringList{"From the other players' hands", "From the other players' score piles"}));
    }

    // A question asked by an echo effect shows that echo effect beside the card in the question panel, not the
    // card's dogma effects (here a demand); a question of the card's own dogma effect shows those.
    void theQuestionPanelShowsTheEchoEffectThatAsks() {
        const CardDef* withDemand = nullptr;
        for (const CardDef& c : cardsOf(echoes::set()))
            if (!printedEffectText(c).isEmpty() &&
                std::any_of(c.effects.begin(), c.effects.end(), [](const Effect& e) { return e.isDemand(); })) {
                withDemand = &c;
                break;
            }
        QVERIFY(withDemand);
        TableModel m = forecastModel(0, cardIdOf("Perfume"), cardIdOf("Bangle"));
        QWidget table;
        table.resize(1280, 720);
        ChoicePanel panel(&table);
        auto panelTextDuring = [&](int tag) {
            Event started;
            started.kind = EventKind::EffectStarted;
            started.player = 0;
            started.card = withDemand->id;
            started.tag = tag;
            applyEvent(m, started);
            PromptState p;
            p.kind = PromptKind::YesNo;
            p.source = withDemand->id;
            panel.setPrompt(p, m, true);
            return panel.findChild<QTextEdit*>("panelText")->toPlainText();
        };
        QTextDocument echo;
        echo.setHtml(CardPainter::effectHtml(printedEffectText(*withDemand)));
        const QString fromEcho = panelTextDuring(echoes::kEchoTag);
        QVERIFY2(fromEcho.contains("Echo effect:") && fromEcho.contains(echo.toPlainText()), qPrintable(fromEcho));
        QVERIFY2(!fromEcho.contains("Demand:"), qPrintable(fromEcho));
        const QString fromDogma = panelTextDuring(0);
        QVERIFY2(fromDogma.contains("Demand:") && !fromDogma.contains("Echo effect:"), qPrintable(fromDogma));
    }

    void echoEffectsAndPromotionReadInTheLogAndTheQuestions() {
        const int perfume = cardIdOf("Perfume");
        QVERIFY(perfume >= 0);
        TableModel m = forecastModel(0, perfume, findEchoes([](const echoes::EchoesCardDef& e) { return e.age == 2; }));
        Event e;
        e.kind = EventKind::EffectStarted;
        e.player = 1;
        e.card = perfume;
        e.tag = echoes::kEchoTag;
        QVERIFY(describe(e, m, m).contains("echo effect of"));
        QVERIFY(describe(e, m, m).contains("Perfume"));
        e.tag = 0;  // the card's own dogma effect: no line of its own
        QVERIFY(!describe(e, m, m).contains("echo effect"));
        PromptState promote;
        promote.kind = PromptKind::Cards;
        promote.purpose = Purpose::Promote;
        promote.min = 0;
        promote.source = cardIdOf("Agriculture");
        QVERIFY(promptQuestion(promote, m).contains("Promote a card from your forecast?"));
        // The promoted card's move tells the model; the yes/no that follows is the free Dogma.
        Event moved;
        moved.kind = EventKind::CardMoved;
        moved.move = Move::Melded;
        moved.player = moved.from.player = moved.to.player = 0;
        moved.from.zone = echoes::forecastZone();
        moved.to.zone = Zone::Board;
        moved.card = perfume;
        moved.age = age(static_cast<CardId>(perfume));
        moved.set = static_cast<int>(echoes::set());
        moved.trigger = echoes::trigger(echoes::Cause::Promote);
        applyEvent(m, moved);
        QVERIFY(m.players[0].zones[extraZoneIndex(echoes::forecastZone())].isEmpty());
        QVERIFY(describe(moved, m, m).contains("promoted from the forecast"));
        QVERIFY(describe(moved, m, m).contains("from their forecast"));
        PromptState free;
        free.kind = PromptKind::YesNo;
        free.purpose = Purpose::Execute;
        free.source = perfume;
        QVERIFY(promptQuestion(free, m).contains("Take the free Dogma action on <b>Perfume</b>?"));
    }

    // Globe returns "up to three cards of the same color": once a red card is picked, a green one cannot join, in
    // the prompt bar or on the table; Done sends an answer the engine accepts.
    void globePicksStayOfOneColor() {
        TableModel m = forecastModel(0, cardIdOf("Perfume"), cardIdOf("Bangle"));
        const RulePrompt p = handPrompt(m, "Globe", {"Archery", "Oars", "Construction", "Sailing", "Clothing"},
                                        {CardsRule::SameColor});
        QCOMPARE(p.client.rule.kind, CardsRule::SameColor);
        ChoiceBox box;
        box.setPrompt(p.client, m, true);
        box.show();
        TableScene scene;
        scene.setAnimationMs(0);
        scene.setTableSize(QSizeF(1200, 700));
        scene.showModel(m, false);
        scene.setPrompt(p.client, true);
        connect(&box, &ChoiceBox::picksChanged, &scene, &TableScene::setPicks);
        connect(&scene, &TableScene::optionClicked, &box, &ChoiceBox::pick);
        auto choosableOnTable = [&](const char* t) { return scene.highlightedKeys().contains(cardKey(cardIdOf(t))); };
        QVERIFY(choosableOnTable("Sailing"));
        QVERIFY(buttonFor(box, "Sailing")->isEnabled());
        QPushButton* done = box.findChild<QPushButton*>("doneButton");
        QVERIFY(done->isEnabled());  // returning nothing is allowed

        buttonFor(box, "Archery")->click();  // red
        QCOMPARE(box.picks(), QStringList{"Archery"});
        for (const char* green : {"Sailing", "Clothing"}) {
            QVERIFY2(!buttonFor(box, green)->isEnabled(), green);
            QVERIFY2(!choosableOnTable(green), green);
        }
        QVERIFY(buttonFor(box, "Oars")->isEnabled());
        QVERIFY(choosableOnTable("Oars"));
        QVERIFY(choosableOnTable("Archery"));  // a pick can be taken back
        box.pick("Sailing");                    // a click that slipped through changes nothing
        QCOMPARE(box.picks(), QStringList{"Archery"});
        QVERIFY(box.findChild<QLabel*>("pickCount")->text().contains("cards of one color"));

        QVERIFY(!scene.clickKey(cardKey(cardIdOf("Clothing"))));
        QVERIFY(scene.clickKey(cardKey(cardIdOf("Oars"))));
        QSignalSpy answered(&box, &ChoiceBox::answered);
        QVERIFY(done->isEnabled());
        done->click();
        QCOMPARE(answered.size(), 1);
        const QStringList sent = answered.front().front().toStringList();
        QCOMPARE(sent, (QStringList{"Archery", "Oars"}));
        QCOMPARE(engineVerdict(p, sent), std::string());
        QVERIFY(!engineVerdict(p, {"Archery", "Sailing"}).empty());  // what the client no longer lets through
    }

    // Magnifying Glass returns "three cards of equal value" or none: Done waits for three of one value.
    void magnifyingGlassTakesNoneOrThreeOfOneValue() {
        TableModel m = forecastModel(0, cardIdOf("Perfume"), cardIdOf("Bangle"));
        const RulePrompt p = handPrompt(m, "Magnifying Glass", {"Archery", "Construction", "Oars", "Clothing"},
                                        {CardsRule::SameValue, true});
        QVERIFY(p.client.rule.noneOrMax);
        ChoiceBox box;
        box.setPrompt(p.client, m, true);
        box.show();
        QPushButton* done = box.findChild<QPushButton*>("doneButton");
        QVERIFY(done->isEnabled());  // none
        buttonFor(box, "Archery")->click();
        QVERIFY(!done->isEnabled());  // one card is neither none nor three
        QVERIFY(!buttonFor(box, "Construction")->isEnabled());  // a 2 beside a 1
        QVERIFY(!box.confirm());
        buttonFor(box, "Oars")->click();
        QVERIFY(!done->isEnabled());
        QVERIFY(!engineVerdict(p, box.picks()).empty());
        buttonFor(box, "Clothing")->click();
        QVERIFY(done->isEnabled());
        QVERIFY(box.findChild<QLabel*>("pickCount")->text().contains("choose none or 3, cards of one value"));
        QSignalSpy answered(&box, &ChoiceBox::answered);
        done->click();
        QCOMPARE(answered.size(), 1);
        QCOMPARE(engineVerdict(p, answered.front().front().toStringList()), std::string());
    }

    // Tuning Fork asks for a deck and shows its top card to that player alone; Social Networking asks for an icon.
    void deckAndIconQuestionsNameTheirChoices() {
        TableModel m = forecastModel(0, cardIdOf("Perfume"), cardIdOf("Bangle"));
        Prompt deck;
        deck.kind = PromptKind::Deck;
        deck.purpose = Purpose::Target;
        deck.player = 0;
        deck.source = static_cast<CardId>(cardIdOf("Tuning Fork"));
        Choice base{Choice::Deck};
        base.set = kMainSet;
        base.age = 5;
        Choice echoesDeck{Choice::Deck};
        echoesDeck.set = echoes::set();
        echoesDeck.age = 7;
        deck.options = {base, echoesDeck};
        const PromptState decks = promptState(deck, 1, 0, m);
        QCOMPARE(promptQuestion(decks, m), QString("<b>Tuning Fork</b>: choose a deck."));
        QCOMPARE(optionLabel(decks.options[0], decks, m), QString("The 5 deck"));
        QCOMPARE(optionLabel(decks.options[1], decks, m), QString("The 7 deck of Echoes of the Past"));

        Prompt icon;
        icon.kind = PromptKind::Icon;
        icon.player = 0;
        icon.source = static_cast<CardId>(cardIdOf("Social Networking"));
        for (Icon i : kResourceIcons) icon.options.push_back({Choice::IconKind, static_cast<std::uint16_t>(i)});
        const PromptState icons = promptState(icon, 2, 0, m);
        QCOMPARE(promptQuestion(icons, m), QString("<b>Social Networking</b>: choose an icon."));
        QStringList words;
        for (const PromptOption& o : icons.options) words << optionLabel(o, icons, m);
        QCOMPARE(words, (QStringList{"castle", "crown", "leaf", "lightbulb", "factory", "clock"}));

        Event shown;
        shown.kind = EventKind::CardShown;
        shown.player = 0;
        shown.card = cardIdOf("Coal");
        shown.age = 5;
        shown.from.zone = Zone::Deck;
        shown.source = deck.source;
        QVERIFY2(describe(shown, m, m).contains("looks at"), qPrintable(describe(shown, m, m)));
        QVERIFY(describe(shown, m, m).contains("Coal"));
        QVERIFY(describe(shown, m, m).contains("on top of its deck"));
    }
};

QTEST_MAIN(TestEchoesClient)
#include "test_echoes_client.moc"
