// Artifacts of History in the client, as a player would check it: the option in New game and Host LAN, the display
// on its owner's area (its card, "icons not counted"), the start-of-turn question with its three answers by mouse
// and by keyboard in a real game, a compel worded as a compel in the preview, the log and the question, Battleship
// Yamato's 11, an eliminated seat marked with its reason, the catalogue's filter.
#include "game/game_screen.h"
#include "game/overlays.h"
#include "game/prompt_widgets.h"
#include "lan/host_lan_dialog.h"
#include "model/dogma_preview.h"
#include "model/game_controller.h"
#include "model/table_model.h"
#include "net/host/local_transport.h"
#include "net/host/protocol.h"
#include "net/host/table_host.h"
#include "paint/card_painter.h"
#include "screens/catalogue_window.h"
#include "screens/new_game_dialog.h"
#include "sets/client_set.h"
#include "sets/set_table.h"
#include "sets/set_words.h"
#include "settings.h"
#include "style/palette.h"
#include "table/table_layout.h"
#include "table/table_scene.h"
#include "table/title_lines.h"
#include "text/dogma_text.h"
#include "text/log_text.h"
#include "text/prompt_text.h"
#include "text/since_text.h"
#include "text/card_texts.h"
#include "widgets/flow_layout.h"
#include "widgets/scrolling_rows.h"
#if INNOVATION_WITH_CITIES
#include "sets/cities/city_painter.h"
#endif
#include "table_fixture.h"

#include "artifacts/artifacts.h"
#include "core/card.h"
#include "core/notation.h"
#include "core/rules.h"
#include "core/view.h"
#include "json/codec.h"
#include "json/json_io.h"

#include <QCheckBox>
#include <QGraphicsPathItem>
#include <QImage>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>
#include <QScrollBar>
#include <QVBoxLayout>

#include <memory>
#include <random>

using namespace inno;
using namespace inno::client;
using inno::net::SeatSpec;

namespace {

QString plain(QString html) { return html.remove(QRegularExpression("<[^>]*>")).replace("&lt;", "<").replace("&gt;", ">"); }

// Two seats, Ann (0) and Ben (1), Artifacts in play, as seat `viewer` sees them; Ann's display holds `shown`.
TableModel displayModel(int viewer, int shown) {
    TableModel m;
    m.viewer = viewer;
    m.players.resize(2);
    m.players[0].name = "Ann";
    m.players[1].name = "Ben";
    View v;
    v.viewer = viewer;
    v.options = artifacts::withArtifacts(Options{});
    v.options.playerCount = 2;
    v.players.resize(2);
    v.supplySizes[artifacts::set()].fill(9);
    const auto d = static_cast<std::size_t>(artifacts::displayZone()) - static_cast<std::size_t>(Zone::Extra1);
    HiddenZone& z = v.players[0].zones[d];
    z.ages.push_back(static_cast<std::uint8_t>(age(static_cast<CardId>(shown))));
    z.sets.push_back(artifacts::set());
    z.cards = CardList{static_cast<CardId>(shown)};
    applyView(m, v);
    return m;
}

// Puts `title` on top of `seat`'s board in the model.
void topCard(TableModel& m, int seat, const char* title) {
    const int id = cardIdOf(title);
    m.players[seat].piles[index(card(static_cast<CardId>(id)).color)].cards.prepend(id);
}

// The display question as the table sends it (through the wire's JSON).
PromptState displayPrompt(const TableModel& m, int shown, bool withDogma) {
    Prompt p;
    p.player = 0;
    p.kind = PromptKind::Display;
    p.purpose = Purpose::Other;
    p.source = static_cast<CardId>(shown);
    for (const char* w : {"dogma", "return", "keep"}) {
        if (!withDogma && std::string_view(w) == "dogma") continue;
        p.options.push_back({Choice::Word, static_cast<std::uint16_t>(*parseChoiceWord(w))});
    }
    return parsePrompt(json::promptJson(p, m.names()), 7, 0, m);
}

QPushButton* buttonWith(QWidget& w, const QString& text) {
    for (QPushButton* b : w.findChildren<QPushButton*>("optionButton"))
        if (b->isVisible() && plain(b->text()).contains(text)) return b;
    return nullptr;
}

// A card of the set whose effects satisfy `fits`.
template <typename F>
int findArtifact(F fits) {
    for (const CardDef& c : cardsOf(artifacts::set()))
        if (fits(c)) return c.id;
    return -1;
}
bool hasCompel(const CardDef& c) {
    return std::any_of(c.effects.begin(), c.effects.end(), [](const Effect& e) { return e.kind == artifacts::registration().demandKind(0); });
}

// One Artifacts table against a bot, this client in seat 0 with a game screen (the preview before a dogma on).
struct Table : testing::Table {
    explicit Table(quint64 seed, bool relics = false)
        : testing::Table(seed, testing::TableSetup{.options = artifacts::withRelics(artifacts::withArtifacts(Options{2, false, false}), relics),
                                                   .confirmDogma = true}) {}
    // Answers at random for seat 0 (melds first, so that cards are dug up) until `done` holds at one of its prompts.
    template <typename F>
    bool playUntil(F done, std::mt19937_64& rng, int maxAnswers = 600) {
        return testing::Table::playUntil(done, [this, &rng](const PromptState& p) { return randomAnswer(p, rng); }, maxAnswers);
    }
    QStringList randomAnswer(const PromptState& p, std::mt19937_64& rng) const {
        QStringList pool = testing::shuffledAnswers(p, rng);
        if (p.kind == PromptKind::Action)
            std::stable_partition(pool.begin(), pool.end(), [](const QString& t) { return t.startsWith("meld "); });
        if (p.kind == PromptKind::Display) pool = QStringList{"return"};
        // Never the action that melds the displayed card: the test follows the card on display.
        if (p.kind == PromptKind::Action && displayed() >= 0) pool.removeAll("meld " + cardTitle(displayed()));
        return testing::picksFrom(p, pool);
    }
    bool displayAsked() const { return controller->prompt() && controller->prompt()->kind == PromptKind::Display; }
    bool seizeAsked() const {
        return controller->prompt() && controller->prompt()->kind == PromptKind::Option && artifacts::isRelic(static_cast<CardId>(controller->prompt()->source));
    }
    int displayed() const {
        const auto d = extraZoneIndex(artifacts::displayZone());
        const auto& z = controller->model().players[0].zones[d];
        return z.isEmpty() ? -1 : z.front().id;
    }
    ChoiceBox& bar() const { return *screen->promptBar()->choices(); }
};

// Two seats, Ann (0) and Ben (1), Artifacts with relics, the five relics in the relic area, as seat 0 sees them.
TableModel relicsModel() {
    TableModel m;
    m.viewer = 0;
    m.players.resize(2);
    m.players[0].name = "Ann";
    m.players[1].name = "Ben";
    View v;
    v.viewer = 0;
    v.options = artifacts::withRelics(artifacts::withArtifacts(Options{}));
    v.options.playerCount = 2;
    v.players.resize(2);
    v.supplySizes[artifacts::set()].fill(9);
    for (const CardDef& c : cardsOf(artifacts::set()))
        if (artifacts::isRelic(c.id)) v.common.push_back(c.id);
    applyView(m, v);
    m.rules = v.options;
    return m;
}

// The seize of `relic` as the engine moves it: to `seizer`'s achievements or hand, from where it lies (the event
// names the player who held it, else the seizer).
Event seizeEvent(int relic, int seizer, Place from, Zone to) {
    Event e;
    e.kind = EventKind::CardMoved;
    e.player = static_cast<std::int8_t>(from.player >= 0 ? from.player : seizer);
    e.card = static_cast<CardId>(relic);
    e.age = static_cast<std::uint8_t>(age(static_cast<CardId>(relic)));
    e.set = artifacts::set();
    e.move = Move::Transferred;
    e.from = from;
    e.to = {to, static_cast<std::int8_t>(seizer)};
    e.trigger = artifacts::trigger(artifacts::Cause::Seize);
    return e;
}

}  // namespace

class TestArtifactsClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void theNewGameAndHostDialogsOfferArtifacts() {
        NewGameDialog d;
        auto* box = d.findChild<QCheckBox*>("artifactsOption");
        QVERIFY(box);
        QVERIFY(box->text().contains("Artifacts of History"));
        QVERIFY(!artifacts::inPlay(d.options()));
        box->setChecked(true);
        QVERIFY(artifacts::inPlay(d.options()));
        HostLanDialog h;
        auto* lan = h.findChild<QCheckBox*>("artifacts");
        QVERIFY(lan);
        QVERIFY(lan->text().contains("Artifacts"));
    }

    void theDisplayShowsItsCardWithItsIconsNotCounted() {
        const int shown = cardIdOf("Sibidu Needle");
        for (int viewer : {0, 1}) {
            const TableModel m = displayModel(viewer, shown);
            const Layout l = computeLayout(m, QSizeF(1280, 640), LayoutOptions{});
            QVERIFY2(l.items.count(cardKey(shown)), "the displayed card is on the table");
            QVERIFY2(l.items.at(cardKey(shown)).owner == 0, "on its owner's area");
            const LabelSpec& label = l.labels.at(LabelKey::extraZone(0, artifacts::displayZone()));
            QVERIFY2(label.text.contains("icons not counted") || label.tip.contains("icons are not counted"), qPrintable(label.text));
            // Its icons are not in the plate's counts: Sibidu Needle shows three castles.
            QCOMPARE(m.players[0].icons[index(Icon::Castle)], 0);
        }
        // On your own area the label says it in words at 1280x720.
        const Layout own = computeLayout(displayModel(0, shown), QSizeF(1280, 640), LayoutOptions{});
        QVERIFY(own.labels.at(LabelKey::extraZone(0, artifacts::displayZone())).text.contains("icons not counted"));
    }

    void battleshipYamatoShowsItsElevenFaceUp() {
        const int yamato = cardIdOf("Battleship Yamato");
        QVERIFY(yamato >= 0);
        QCOMPARE(static_cast<int>(facts(static_cast<CardId>(yamato)).faceUpAge), 11);
        QVERIFY(artifactsWordsOk());
        QImage face(600, 400, QImage::Format_ARGB32);
        face.fill(Qt::white);
        QPainter p(&face);
        CardPainter::paintFace(&p, QRectF(0, 0, 600, 400), yamato);
        p.end();
        // The large card says both values.
        const QString notes = tableOfCard(yamato).cardNotes(yamato);
        QVERIFY2(notes.contains("value is 11") && notes.contains("it is 8"), qPrintable(notes));
        // Its face differs from the same card drawn with its age (the badge says 11).
        // An Artifacts back is not the base back.
        QImage a(150, 100, QImage::Format_ARGB32), b(150, 100, QImage::Format_ARGB32);
        a.fill(Qt::white), b.fill(Qt::white);
        QPainter pa(&a), pb(&b);
        CardPainter::paintSetBack(&pa, QRectF(0, 0, 150, 100), 3, artifacts::set());
        CardPainter::paintBack(&pb, QRectF(0, 0, 150, 100), 3);
        pa.end(), pb.end();
        QVERIFY(a != b);
    }

    void theDisplayQuestionOffersItsThreeChoices() {
        const int shown = cardIdOf("Sibidu Needle");
        TableModel m = displayModel(0, shown);
        const PromptState p = displayPrompt(m, shown, true);
        QCOMPARE(p.options.size(), 3);
        QCOMPARE(p.options[0].type, PromptOption::Dogma);
        QCOMPARE(p.options[0].card(), shown);
        QVERIFY(p.canDogma(shown));
        QCOMPARE(optionLabel(p.options[0], p, m), QString("Dogma Sibidu Needle (free)"));
        QCOMPARE(optionLabel(p.options[1], p, m), QString("Return Sibidu Needle"));
        QCOMPARE(optionLabel(p.options[2], p, m), QString("Keep Sibidu Needle"));
        QVERIFY(plain(promptQuestion(p, m)).contains("Sibidu Needle is on your display"));
        QVERIFY(!answeredInPanel(p));  // in the bar, as an action
        // Its preview counts the displayed card's castles for you, as the engine does.
        const DogmaPreview d = dogmaPreview(m, shown, 0);
        QCOMPARE(d.fromZone, artifacts::displayZone());
        QCOMPARE(d.extraIcons, 3);
        QCOMPARE(d.counts[0], 3);
        const QString text = plain(dogmaPreviewText(d));
        QVERIFY2(text.contains("From your display"), qPrintable(text));
        QVERIFY2(text.contains("You have 3"), qPrintable(text));
        // The table lets the card be clicked for its Dogma.
        TableScene scene;
        scene.setAnimationMs(0);
        scene.setTableSize(QSizeF(1200, 700));
        scene.showModel(m, false);
        scene.setPrompt(p, true);
        QVERIFY(scene.highlightedKeys().contains(cardKey(shown)));
        // Battleship Yamato has no featured icon: no Dogma offered, two choices.
        const PromptState two = displayPrompt(m, shown, false);
        QCOMPARE(two.options.size(), 2);
        QVERIFY(!two.canDogma(shown));
    }

    // In a real game: the question comes at the start of a turn with a card on display; Keep by a click in the
    // bar, Return by its number key, and Dogma by a click and the preview's Enter.
    void theDisplayChoicesWorkByMouseAndKeyboard() {
        Table t(11);
        std::mt19937_64 rng(3);
        QVERIFY2(t.playUntil([&] { return t.displayAsked(); }, rng), "a card is dug up and the question asked");
        const int shown = t.displayed();
        QVERIFY(shown >= 0);
        QCOMPARE(t.controller->prompt()->source, shown);
        // The log says who dug it up and why.
        const QString log = plain(t.controller->logLines().join('\n'));
        QVERIFY2(log.contains("Alex draws " + cardTitle(shown) + ". (dug up onto their display after the Meld action)"), qPrintable(log));
        // Keep, by mouse.
        QPushButton* keep = buttonWith(t.bar(), "Keep " + cardTitle(shown));
        QVERIFY(keep);
        QTest::mouseClick(keep, Qt::LeftButton);
        QTRY_VERIFY(!t.controller->awaitingReply());
        QCOMPARE(t.displayed(), shown);  // still on display
        // Next turn: Return, by its number.
        QVERIFY(t.playUntil([&] { return t.displayAsked(); }, rng));
        QCOMPARE(t.displayed(), shown);
        const PromptState p = *t.controller->prompt();
        int returnAt = -1;
        for (int i = 0; i < p.options.size(); ++i)
            if (p.options[i].text == "return") returnAt = i;
        QVERIFY(returnAt >= 0);
        // The bar numbers its buttons in the order shown.
        QPushButton* ret = buttonWith(t.bar(), "Return " + cardTitle(shown));
        QVERIFY(ret);
        const QRegularExpressionMatch n = QRegularExpression("^(\\d+)").match(plain(ret->text()));
        QVERIFY2(n.hasMatch(), qPrintable(ret->text()));
        QTest::keyClick(t.screen.get(), static_cast<Qt::Key>(Qt::Key_0 + n.captured(1).toInt()));
        QTRY_VERIFY(!t.controller->awaitingReply());
        QTRY_VERIFY(t.displayed() != shown);
        // Dogma: dig again, then click the Dogma button; the preview opens and Enter takes the free action.
        QVERIFY(t.playUntil([&] { return t.displayAsked() && t.controller->prompt()->canDogma(t.displayed()); }, rng, 2000));
        const int next = t.displayed();
        QPushButton* dogma = buttonWith(t.bar(), "Dogma " + cardTitle(next));
        QVERIFY(dogma);
        QTest::mouseClick(dogma, Qt::LeftButton);
        DogmaConfirm* confirm = t.screen->dogmaConfirm();
        QTRY_VERIFY(confirm->isVisible());
        QCOMPARE(confirm->card(), next);
        QTest::keyClick(t.screen.get(), Qt::Key_Return);
        QTRY_VERIFY(!confirm->isVisible());
        QTRY_VERIFY(t.displayed() != next || t.controller->isOver());  // returned after the Dogma
        QTRY_VERIFY(t.controller->logLines().join('\n').contains(cardTitle(next)));
    }

    // Rosetta Stone's "choose a card type" names the sets; Mona Lisa's "choose a number" offers numbers.
    // The start-of-turn question's three answers in the bar (German, beside a question of two lines at 1280x720):
    // the third went to a second row that was given one row's height, behind a scroll bar. Rows of answers that
    // wrap are as tall as they need (up to the rows the bar shows before scrolling).
    void theAnswersThatWrapAreAllShown() {
        QWidget bar;
        auto* v = new QVBoxLayout(&bar);
        auto* rows = new ScrollingRows(6, 3, &bar);
        v->addWidget(rows);
        QList<QPushButton*> buttons;
        for (const char* label : {"1  Dogma The Daily Courant (kostenlos)", "2  The Daily Courant zurücklegen", "3  The Daily Courant behalten"}) {
            auto* b = new QPushButton(QString::fromUtf8(label));
            rows->flow()->addWidget(b);
            b->show();
            buttons << b;
        }
        const int oneRow = buttons[0]->sizeHint().width() + buttons[1]->sizeHint().width() + buttons[2]->sizeHint().width() + 12;
        // Laid out first where they fit one row, then narrower (the bar's source card and Hint button came).
        bar.resize(oneRow + 40, v->totalHeightForWidth(oneRow + 40));
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QTRY_COMPARE(rows->width(), oneRow + 40 - v->contentsMargins().left() - v->contentsMargins().right());
        rows->updateGeometry();  // a new question's answers (ChoiceBox::rebuild) measured at that width
        v->activate();
        const int width = oneRow * 3 / 4;  // two rows
        bar.resize(width, v->totalHeightForWidth(width));
        QTRY_VERIFY(rows->height() > buttons[0]->height() * 2);
        QCOMPARE(rows->verticalScrollBar()->maximum(), 0);
        for (QPushButton* b : buttons) QVERIFY2(rows->viewport()->rect().contains(b->geometry()), qPrintable(b->text()));
    }

    void theSetAndNumberQuestionsNameTheirChoices() {
        TableModel m = displayModel(0, cardIdOf("Sibidu Needle"));
        Prompt set;
        set.player = 0;
        set.kind = PromptKind::Set;
        set.purpose = Purpose::Draw;
        set.source = static_cast<CardId>(cardIdOf("Rosetta Stone"));
        Choice base{Choice::CardSet}, arts{Choice::CardSet};
        arts.set = artifacts::set();
        set.options = {base, arts};
        const PromptState ps = parsePrompt(json::promptJson(set, m.names()), 4, 0, m);
        QCOMPARE(optionLabel(ps.options[0], ps, m), QString("Base cards"));
        QCOMPARE(optionLabel(ps.options[1], ps, m), QString("Artifacts of History"));
        QVERIFY(plain(promptQuestion(ps, m)).contains("Rosetta Stone: choose a card type."));
        Prompt number = set;
        number.kind = PromptKind::Number;
        number.purpose = Purpose::Value;
        number.source = static_cast<CardId>(cardIdOf("Mona Lisa"));
        number.options.clear();
        for (int v = 0; v <= 30; ++v) number.options.push_back({Choice::Value, static_cast<std::uint16_t>(v)});
        const PromptState pn = parsePrompt(json::promptJson(number, m.names()), 5, 0, m);
        QCOMPARE(pn.options.size(), 31);
        QCOMPARE(optionLabel(pn.options[25], pn, m), QString("25"));
        QVERIFY(plain(promptQuestion(pn, m)).contains("Mona Lisa: choose a number."));
        // A compel is labelled as one on the card.
        QVERIFY(demandLabelOf(artifacts::registration().demandKind(0), "Demand:") == "Compel:");
    }

    void aCompelIsWordedAsACompel() {
        // A card of compels alone: Bill of Rights ("I compel you ...").
        const int compelCard = findArtifact([](const CardDef& c) {
            return hasCompel(c) && std::all_of(c.effects.begin(), c.effects.end(), [](const Effect& e) { return e.isDemand(); });
        });
        QVERIFY(compelCard >= 0);
        const CardDef& def = card(static_cast<CardId>(compelCard));
        TableModel m = displayModel(0, cardIdOf("Sibidu Needle"));
        // Ann activates it with fewer of its featured icon than Ben: Ben could share, so he is compelled.
        m.players[0].piles[index(def.color)].cards.prepend(compelCard);
        m.recount();
        const Icon icon = def.dogmaIcon;
        m.players[1].icons[index(icon)] = m.players[0].icons[index(icon)] + 2;
        const DogmaPreview d = dogmaPreview(m, compelCard, 0);
        QVERIFY(d.ruled[static_cast<std::size_t>(artifacts::registration().firstDemandRule)] & 2);
        const QString preview = plain(dogmaPreviewText(d));
        QVERIFY2(preview.contains("Ben is compelled"), qPrintable(preview));
        QVERIFY2(preview.contains("Compels: Ben"), qPrintable(preview));
        QVERIFY2(!preview.contains("safe from the demand"), qPrintable(preview));
        // The log's roles.
        Event roles;
        roles.kind = EventKind::DogmaRoles;
        roles.player = 0;
        roles.card = static_cast<CardId>(compelCard);
        roles.icon = icon;
        roles.counts[0] = 1, roles.counts[1] = 3;
        roles.sharers = 2;
        roles.ruled[static_cast<std::size_t>(artifacts::registration().firstDemandRule)] = 2;
        const QString line = plain(describe(roles, m, m));
        QVERIFY2(line.contains("Ben is compelled"), qPrintable(line));
        QVERIFY2(!line.contains("Ben shares"), qPrintable(line));
        // The question it asks Ben.
        TableModel ben = m;
        ben.viewer = 1;
        ben.current = 0;
        ben.demandRunning = true;
        ben.runningEffect = {compelCard, 0, 0};
        Prompt q;
        q.player = 1;
        q.kind = PromptKind::YesNo;
        q.purpose = Purpose::Other;
        q.source = static_cast<CardId>(compelCard);
        q.options = {{Choice::Yes}, {Choice::No}};
        const PromptState asked = parsePrompt(json::promptJson(q, ben.names()), 3, 1, ben);
        const QString question = plain(promptQuestion(asked, ben));
        QVERIFY2(question.startsWith("Ann compels you (" + cardTitle(compelCard) + ")"), qPrintable(question));
    }

    void anEliminatedSeatIsMarkedWithItsReason() {
        TableModel m = displayModel(0, cardIdOf("Sibidu Needle"));
        Event out;
        out.kind = EventKind::SeatEliminated;
        out.player = 1;
        out.card = static_cast<CardId>(cardIdOf("Exxon Valdez"));
        const TableModel before = m;
        applyEvent(m, out);
        QVERIFY(m.players[1].eliminated);
        QCOMPARE(plain(describe(out, before, m)), QString("Ben leaves the game (Exxon Valdez)."));
        TableScene scene;
        scene.setAnimationMs(0);
        scene.setTableSize(QSizeF(1200, 700));
        scene.showModel(m, false);
        bool marked = false;
        for (QGraphicsItem* it : scene.items())
            if (it->toolTip().contains("Ben") && it->toolTip().contains("left the game (Exxon Valdez)")) marked = true;
        QVERIFY2(marked, "Ben's plate says he left the game and why");
        int greyed = 0;
        for (QGraphicsItem* it : scene.items())
            if (auto* panel = dynamic_cast<QGraphicsPathItem*>(it); panel && panel->brush().color() == palette::kLeftGameArea) ++greyed;
        QCOMPARE(greyed, 1);  // Ben's area, not Ann's
        // The preview leaves him out.
        topCard(m, 0, "Archery");
        m.recount();
        QVERIFY(!plain(dogmaPreviewText(dogmaPreview(m, cardIdOf("Archery"), 0))).contains("Ben"));
    }

    // The Daily Courant draws a card and puts it on top of its deck: the log said the player returned it ("Alex legt
    // Medicine aus der eigenen Hand zurück"), as if it had gone under the deck. The log says it goes on top, in the
    // three languages, to the player who drew it and to the other, who sees only its age.
    void theDailyCourantsCardGoesOnTopOfItsDeckInTheLog() {
        const Names names{"Ann", "Ben"};
        Game g = Game::start({names, artifacts::withArtifacts(Options{2, false, false}), 3});
        for (int i = 0; i < 4 && g.prompt() && g.prompt()->kind != PromptKind::Action; ++i) QVERIFY(g.answer(Answer{0}).empty());
        QVERIFY(g.prompt() && g.prompt()->kind == PromptKind::Action);
        GameState s = g.state();
        const int me = s.current;
        const CardId courant = static_cast<CardId>(cardIdOf("The Daily Courant"));
        s.move(courant, lists::pile(me, Color::Yellow), true);
        Game h = Game::fromPosition(names, s);
        const std::size_t first = h.events().size();
        QVERIFY(h.answer(std::vector<std::string>{"dogma The Daily Courant"}).empty());
        QVERIFY(h.prompt() && h.prompt()->kind == PromptKind::Value);
        QVERIFY(h.answer(std::vector<std::string>{"2"}).empty());
        const Event* put = nullptr;
        for (std::size_t i = first; i < h.events().size(); ++i) {
            const Event& e = h.events()[i];
            if (e.kind == EventKind::CardMoved && e.move == Move::Returned && e.source == courant) put = &e;
        }
        QVERIFY2(put, "the drawn card went back to its deck");
        QCOMPARE(put->from.zone, Zone::Hand);
        QCOMPARE(put->to.zone, Zone::Deck);
        const QString title = cardTitle(static_cast<int>(put->card));
        // Every line the two seats read, in each language: what it must say, and the return's words it must not.
        struct Expected {
            QString language, onTop, notReturned;
        };
        for (const Expected& x : {Expected{"en", "on top of its deck", "returns"}, Expected{"de", "oben auf ihren Stapel", "zurück"},
                                  Expected{"fr", "sur le dessus de sa pioche", "remet"}}) {
            QTranslator translator;
            QVERIFY(translator.load(":/translations/innovation_" + x.language) && QCoreApplication::installTranslator(&translator));
            AppSettings::instance().setLanguage(x.language);
            for (int viewer : {me, 1 - me}) {
                TableModel m;
                m.viewer = viewer;
                for (const std::string& name : names) {
                    PlayerModel p;
                    p.name = QString::fromStdString(name);
                    m.players.push_back(p);
                }
                applyView(m, makeView(h, viewer));
                const QString line = plain(describeIn({redactFor(*put, viewer)}, 0, m, m));
                const QString where = QString("%1, seat %2: %3").arg(x.language).arg(viewer).arg(line);
                QVERIFY2(line.contains(x.onTop) && !line.contains(x.notReturned), qPrintable(where));
                QVERIFY2(line.contains(title) == (viewer == me), qPrintable(where));  // the other seat sees its age
            }
            AppSettings::instance().setLanguage("en");
            QCoreApplication::removeTranslator(&translator);
        }
    }

    void theCatalogueFiltersArtifactsByTheirEffects() {
        const SetWords* w = setWords(artifacts::set());
        QVERIFY(w);
        QCOMPARE(w->name(), QString("Artifacts of History"));
        QVERIFY(w->features().size() >= 3);
        int compels = 0;
        QStringList none;
        for (const CardDef& c : cardsOf(artifacts::set())) {
            compels += w->hasFeature(c, 0);
            if (w->hasFeature(c, 3)) none << cardTitle(static_cast<int>(c.id));
        }
        QVERIFY(compels >= 10);
        none.sort();
        QCOMPARE(none, (QStringList{"Battleship Yamato", "Ching Shih"}));  // and the relic Ching Shih, a Figure whose karma never acts
    }

    // The Relics check box under Artifacts, enabled with it, and the option in the game's options, over the wire too.
    void theRelicsOptionReachesTheGame() {
        NewGameDialog d;
        auto* arts = d.findChild<QCheckBox*>("artifactsOption");
        auto* relics = d.findChild<QCheckBox*>("relicsOption");
        QVERIFY(arts && relics);
        arts->setChecked(false);
        QVERIFY2(!relics->isEnabled(), "only with Artifacts");
        arts->setChecked(true);
        QVERIFY(relics->isEnabled());
        relics->setChecked(true);
        QVERIFY(artifacts::relicsOn(d.options()));
        HostLanDialog h;
        auto* lanArts = h.findChild<QCheckBox*>("artifacts");
        auto* lanRelics = h.findChild<QCheckBox*>("relics");
        QVERIFY(lanArts && lanRelics);
        lanArts->setChecked(false);
        QVERIFY(!lanRelics->isEnabled());
        lanArts->setChecked(true);
        lanRelics->setChecked(true);
        QVERIFY(artifacts::relicsOn(h.options()));
        // The options as the wire carries them keep the relics, and a table opened with them deals them.
        const boost::json::value wire = net::optionsJson(h.options());
        const auto back = net::optionsOf(&wire, h.players());
        QVERIFY(back && artifacts::relicsOn(*back));
        Table t(5, true);
        QTRY_VERIFY(t.controller->model().players.size() == 2);
        QVERIFY(artifacts::relicsOn(t.controller->model().rules));
        QTRY_COMPARE(t.controller->model().common.size(), 5);
    }

    // A relic is drawn with the face of the set printed on it, in a game where that set is off too: Timbuktu as a
    // City (its frame, six positions, its title in the band), Safety Pin with its echo box, in the table, the large
    // preview and the catalogue alike (they all paint with CardPainter::paintFace).
    void aRelicShowsTheFaceOfItsPrintedSet() {
        const TableModel m = relicsModel();
        const int timbuktu = cardIdOf("Timbuktu"), pin = cardIdOf("Safety Pin");
        QVERIFY(m.common.contains(timbuktu) && m.common.contains(pin));
        for (SetId s = 0; s < setCount(); ++s)
            if (s != kMainSet && s != artifacts::set()) QVERIFY2(!m.inPlay(s), cardSet(s).key.data());  // Cities and Echoes off
        const QSize size(420, 280);
        auto painted = [&](auto paint) {
            QImage img(size, QImage::Format_ARGB32_Premultiplied);
            img.fill(Qt::transparent);
            QPainter p(&img);
            paint(&p, QRectF(QPointF(0, 0), QSizeF(size)));
            return img;
        };
#if INNOVATION_WITH_CITIES
        QCOMPARE(printedSet(timbuktu), *findSet("cities"));
        const QImage timbuktuFace = painted([&](QPainter* p, const QRectF& r) { CardPainter::paintFace(p, r, timbuktu); });
        const QImage city = painted([&](QPainter* p, const QRectF& r) { CityPainter::paintCityFace(p, r, timbuktu, false); });
        QVERIFY2(timbuktuFace == city, "Timbuktu is drawn as a City");
        QVERIFY(CardPainter::shownTitle(timbuktu, size.width(), false).isEmpty());  // written in the City's band
        // Its large preview explains its special icon (the plus), as a City's does.
        QVERIFY2(tableOfCard(timbuktu).cardNotes(timbuktu).contains("draw"), qPrintable(tableOfCard(timbuktu).cardNotes(timbuktu)));
        // The catalogue gives the City's page (its six positions) and the relic's rulings.
        {
            CatalogueWindow w;
            w.showCard(timbuktu);
            auto* page = w.findChild<QTextBrowser*>();
            QVERIFY(page);
            const QString text = page->toPlainText();
            QVERIFY2(text.contains("A City (Cities of Destiny)") && text.contains("top middle", Qt::CaseInsensitive) &&
                         text.contains("A relic"), qPrintable(text));
        }
#endif
        // Each large face (the preview is 420 px wide) writes its title whole: "Newton-Wickins Telescope" and
        // "Complex Numbers" were shortened.
        for (const int relic : m.common)
            if (const QString shown = CardPainter::shownTitle(relic, 420, false); !shown.isEmpty() || relic != timbuktu)
                QCOMPARE(shown, cardTitle(relic));
#if INNOVATION_WITH_ECHOES
        QCOMPARE(printedSet(pin), *findSet("echoes"));
        QCOMPARE(printedEffectText(card(static_cast<CardId>(pin))), QString("Draw and score a 7."));
        // The bottom-left position holds the echo box: violet-edged paper with its words.
        const QImage pinFace = painted([&](QPainter* p, const QRectF& r) { CardPainter::paintFace(p, r, pin); });
        const QRect box = CardPainter::iconSlot(QRectF(QPointF(0, 0), QSizeF(size)), 1).toRect();
        const QColor paper(0xf1, 0xec, 0xfb);
        int paperPixels = 0;
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x) {
                const QColor c = pinFace.pixelColor(x, y);
                paperPixels += std::abs(c.red() - paper.red()) + std::abs(c.green() - paper.green()) + std::abs(c.blue() - paper.blue()) < 12;
            }
        QVERIFY2(paperPixels > box.width() * box.height() / 3, qPrintable(QString("%1 of %2").arg(paperPixels).arg(box.width() * box.height())));
#endif
    }

    void theRelicAreaListsTheRelicsInTheSupply() {
        const TableModel m = relicsModel();
        QCOMPARE(m.common.size(), 5);
        const Layout l = computeLayout(m, QSizeF(1280, 640), LayoutOptions{});
        QVERIFY(l.labels.count(LabelKey{LabelKey::SupplyCommon}));
        QCOMPARE(l.labels.at(LabelKey{LabelKey::SupplyCommon}).text, QString("Relics"));
        for (const int relic : m.common) {
            QVERIFY2(l.items.count(cardKey(relic)), qPrintable(cardTitle(relic)));
            const ItemSpec& s = l.items.at(cardKey(relic));
            QCOMPARE(s.kind, ItemSpec::Face);  // face up: its hover shows it large
            QCOMPARE(s.zone, Zone::Common);
            QVERIFY(l.supply.adjusted(-2, -2, 2, 2).contains(s.rect));
            // Its title written beside it, readably; its age and set in the hover text.
            const LabelSpec& title = l.labels.at(LabelKey::cardTitle(relic));
            QCOMPARE(titleFromLines(title.text), cardTitle(relic));
            QVERIFY(title.px >= 12);
            QVERIFY2(title.tip.contains(QString("age %1").arg(age(static_cast<CardId>(relic)))), qPrintable(title.tip));
        }
        QVERIFY(l.labels.at(LabelKey::cardTitle(cardIdOf("Timbuktu"))).tip.contains("Cities of Destiny"));
        // Without the option: no relic area.
        TableModel plainGame = displayModel(0, cardIdOf("Sibidu Needle"));
        QVERIFY(!computeLayout(plainGame, QSizeF(1280, 640), LayoutOptions{}).labels.count(LabelKey{LabelKey::SupplyCommon}));
    }

    // Every relic's whole title shows in the supply's relic list at 1280x720 (its table about 930x580) in English,
    // German and French, with or without Cities and Echoes beside the Artifacts: narrowed or on two lines at the
    // least readable size, never shortened, and no line over the next relic's (the long ones were cut, "Newton-Wick…").
    void everyRelicsTitleShowsWholeInTheSupply() {
        const QList<QSizeF> tables{QSizeF(930, 580), QSizeF(990, 610), QSizeF(1480, 920)};
        int checked = 0;
        for (const QString& language : {QString("en"), QString("de"), QString("fr")}) {
            QTranslator translator;
            if (language != "en") QVERIFY(translator.load(":/translations/innovation_" + language) && QCoreApplication::installTranslator(&translator));
            for (int sets = 0; sets < 4; ++sets) {
                TableModel m = relicsModel();
                if ((sets & 1) && !m.setInPlay("cities")) continue;  // a set the build leaves out
                if ((sets & 2) && !m.setInPlay("echoes")) continue;
                for (const int players : {2, 3, 4}) {
                    m.players.resize(players);
                    for (const QSizeF& table : tables) {
                        const Layout l = computeLayout(m, table, LayoutOptions{});
                        const QString where = QString("%1, sets %2, %3 seats, %4x%5").arg(language).arg(sets).arg(players).arg(table.width()).arg(table.height());
                        qreal bottom = -1;
                        for (const int relic : m.common) {
                            const LabelSpec& title = l.labels.at(LabelKey::cardTitle(relic));
                            const ItemSpec& swatch = l.items.at(cardKey(relic));
                            QCOMPARE(titleFromLines(title.text), cardTitle(relic));
                            QVERIFY(title.px >= kMinTextPx);
                            const QFontMetricsF metrics(titleFont(title.px, title.stretch));
                            const QStringList lines = title.text.split('\n');
                            for (const QString& line : lines)
                                QVERIFY2(metrics.horizontalAdvance(line) <= title.rect.width() + 0.5 && title.rect.right() <= table.width(),
                                         qPrintable(where + ": '" + line + "' is cut"));
                            // Below the one before it, its lines within its own height, beside its swatch.
                            QVERIFY2(title.rect.top() >= bottom - 0.5 && lines.size() * metrics.lineSpacing() <= title.rect.height() + 0.5,
                                     qPrintable(where + ": " + cardTitle(relic) + " overlaps"));
                            QVERIFY(title.rect.left() >= swatch.rect.right());
                            QVERIFY(l.supply.adjusted(-2, -2, 2, 2).contains(swatch.rect));
                            bottom = title.rect.bottom();
                            ++checked;
                        }
                    }
                }
            }
            QCoreApplication::removeTranslator(&translator);
        }
        QVERIFY(checked >= 3 * 3 * 3 * 5);
    }

    void aSeizedRelicShowsFaceUpAmongTheAchievementsAndCounts() {
        TableModel m = relicsModel();
        const int timbuktu = cardIdOf("Timbuktu");
        const Event seize = seizeEvent(timbuktu, 1, {Zone::Common, -1}, Zone::Achievement);
        const TableModel before = m;
        applyEvent(m, seize);
        QVERIFY(!m.common.contains(timbuktu));
        QCOMPARE(m.players[1].countedAchievements, QList<int>{timbuktu});
        QCOMPARE(m.players[1].achievementTotal, 1);
        QCOMPARE(plain(describe(seize, before, m)), QString("Ben seizes Timbuktu from the relic area and puts it among their achievements."));
        const Layout l = computeLayout(m, QSizeF(1280, 640), LayoutOptions{});
        QVERIFY(l.items.count(cardKey(timbuktu)));
        QCOMPARE(l.items.at(cardKey(timbuktu)).kind, ItemSpec::Face);
        QCOMPARE(l.items.at(cardKey(timbuktu)).owner, 1);
        QCOMPARE(l.items.at(cardKey(timbuktu)).zone, Zone::Achievement);
        QVERIFY(l.labels.at(LabelKey::achievements(1)).text.contains("1/"));
        QVERIFY(!l.labels.at(LabelKey::achievements(1)).text.contains("⚑"));  // a relic is no flag or fountain
        // Ann seizes it from Ben's achievements into her hand: the log names both.
        const Event again = seizeEvent(timbuktu, 0, {Zone::Achievement, 1}, Zone::Hand);
        const TableModel mid = m;
        applyEvent(m, again);
        QVERIFY(m.players[1].countedAchievements.isEmpty());
        QCOMPARE(m.players[1].achievementTotal, 0);
        QCOMPARE(plain(describe(again, mid, m)), QString("Ann seizes Timbuktu from Ben's achievements and takes it into their hand."));
        // Ben's summary of Ann's turn names her as the one who moved it (the event names its previous holder, Ben).
        Event annsTurn;
        annsTurn.kind = EventKind::TurnStarted, annsTurn.player = 0, annsTurn.value = 2;
        const std::vector<Event> annMoved{annsTurn, again};
        const QStringList since = sinceLines(sinceLastTurn(mid, annMoved, 1), 1);
        QCOMPARE(since.size(), 1);
        QCOMPARE(plain(since[0]), QString("Ann: took Timbuktu into Ann's hand"));
        // The view says the same as the events.
        View v;
        v.viewer = 0;
        v.options = m.rules;
        v.players.resize(2);
        v.players[1].countedAchievements = CardList{static_cast<CardId>(timbuktu)};
        applyView(m, v);
        QCOMPARE(m.players[1].countedAchievements, QList<int>{timbuktu});
        QCOMPARE(m.players[1].achievementTotal, 1);
    }

    // A relic is known to every seat wherever it lies (its back is marked RELIC): Ann sees Ben's Complex Numbers in
    // his hand and Newton-Wickins Telescope in his score pile by name, through the wire's view, drawn face up on his
    // area; his other hidden cards stay backs; the log and the summary of his turn name a relic he scores, and not a
    // card of his hand he scores.
    void anOpponentsRelicIsNamedInHandAndScorePile() {
        const Names names{"Ann", "Ben"};
        Game g = Game::start({names, artifacts::withRelics(artifacts::withArtifacts(Options{2, false, false}), true), 3});
        for (int i = 0; i < 4 && g.prompt() && g.prompt()->kind != PromptKind::Action; ++i) QVERIFY(g.answer(Answer{0}).empty());
        GameState s = g.state();
        const int numbers = cardIdOf("Complex Numbers"), telescope = cardIdOf("Newton-Wickins Telescope");
        s.move(static_cast<CardId>(numbers), lists::hand(1), true);
        s.move(static_cast<CardId>(telescope), lists::score(1), true);
        const Game h = Game::fromPosition(names, s);
        const CardList bensHand(h.state().player(1).hand());
        QVERIFY(bensHand.size() >= 2);
        TableModel m;
        m.viewer = 0;
        m.players.resize(2);
        m.players[0].name = "Ann";
        m.players[1].name = "Ben";
        applyView(m, parseView(json::viewJson(h, 0), m));
        QList<int> named;
        for (const CardRef& r : m.players[1].hand) named << r.id;
        for (const CardRef& r : m.players[1].score) named << r.id;
        named.removeAll(-1);
        QCOMPARE(named, (QList<int>{numbers, telescope}));
        const Layout l = computeLayout(m, QSizeF(1280, 640), LayoutOptions{});
        for (int relic : {numbers, telescope}) {
            QVERIFY2(l.items.count(cardKey(relic)), qPrintable(cardTitle(relic)));
            QCOMPARE(l.items.at(cardKey(relic)).kind, ItemSpec::Face);
            QCOMPARE(l.items.at(cardKey(relic)).owner, 1);
        }
        for (CardId c : bensHand)
            if (static_cast<int>(c) != numbers) QVERIFY(!l.items.count(cardKey(static_cast<int>(c))));
        // Ben scores the relic, then another card of his hand: Ann's log and summary name the relic only.
        const CardId other = bensHand.front() == static_cast<CardId>(numbers) ? bensHand.back() : bensHand.front();
        auto scored = [](CardId c) {
            Event e;
            e.kind = EventKind::CardMoved;
            e.player = 1;
            e.card = c;
            e.age = static_cast<std::uint8_t>(age(c));
            e.set = facts(c).set;
            e.move = Move::Scored;
            e.from = {Zone::Hand, 1};
            e.to = {Zone::Score, 1};
            return e;
        };
        Event bensTurn;
        bensTurn.kind = EventKind::TurnStarted, bensTurn.player = 1, bensTurn.value = 2;
        const std::vector<Event> seen{bensTurn, redactFor(scored(static_cast<CardId>(numbers)), 0), redactFor(scored(other), 0)};
        const TableModel before = m;
        TableModel after = m;
        applyEvent(after, seen[1]);
        QVERIFY2(plain(describe(seen[1], before, after)).contains("Complex Numbers"), qPrintable(describe(seen[1], before, after)));
        QVERIFY(std::any_of(after.players[1].score.begin(), after.players[1].score.end(), [&](const CardRef& r) { return r.id == numbers; }));
        const TableModel mid = after;
        applyEvent(after, seen[2]);
        QVERIFY2(!plain(describe(seen[2], mid, after)).contains(cardTitle(static_cast<int>(other))), qPrintable(describe(seen[2], mid, after)));
        const QString since = plain(sinceLines(sinceLastTurn(before, seen, 0), 0).join('\n'));
        QVERIFY2(since.contains("Complex Numbers") && !since.contains(cardTitle(static_cast<int>(other))), qPrintable(since));
    }

    // In a real game with relics: a dig whose value has a relic asks the seize in the bar; its options say where the
    // relic goes, a click on "to your achievements" puts it there face up, counted.
    void theSeizeQuestionIsAnsweredInTheBar() {
        Table t(7, true);
        std::mt19937_64 rng(5);
        QVERIFY2(t.playUntil([&] { return t.seizeAsked(); }, rng, 4000), "a dig of value 3 to 7 asks the seize");
        const PromptState p = *t.controller->prompt();
        const int relic = p.source;
        const TableModel& m = t.controller->model();
        QVERIFY(!answeredInPanel(p));
        QVERIFY2(plain(promptQuestion(p, m)).startsWith("Seize the relic " + cardTitle(relic) + " from "), qPrintable(promptQuestion(p, m)));
        QPushButton* toAchievements = buttonWith(t.bar(), "Seize " + cardTitle(relic) + ": to your achievements");
        QVERIFY(toAchievements);
        QTRY_VERIFY2(toAchievements->parentWidget()->parentWidget()->height() > 10, "the bar leaves its row room");
        QCOMPARE(toAchievements->property("card").toInt(), relic);  // hovering it shows the relic
        QPushButton* pass = t.bar().findChild<QPushButton*>("passButton");
        QVERIFY(pass && pass->isVisible());
        QCOMPARE(pass->text(), QString("Leave it"));
        const int before = m.players[0].achievementTotal;
        QTest::mouseClick(toAchievements, Qt::LeftButton);
        QTRY_VERIFY(t.controller->model().players[0].countedAchievements.contains(relic));
        QTRY_COMPARE(t.controller->model().players[0].achievementTotal, before + 1);
        QVERIFY(!t.controller->model().common.contains(relic));
        QTRY_VERIFY(plain(t.controller->logLines().join('\n')).contains("Alex seizes " + cardTitle(relic) + " from "));
    }

private:
    static bool artifactsWordsOk() { return setWords(artifacts::set()) != nullptr; }
};

QTEST_MAIN(TestArtifactsClient)
#include "test_artifacts_client.moc"
