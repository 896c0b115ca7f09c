// "Since your last move" (issue 47): when a decision of yours arrives after the others have moved, the column over
// the log sums up their turns and the table outlines the piles they changed, until you answer. Checked as a player
// would: the words name the moves, the outlines sit on exactly the piles moved to or from, answering clears both,
// nothing shows when nobody else moved, the setting and the × turn it off.
#include "game/game_screen.h"
#include "game/overlays.h"
#include "game/since_panel.h"
#include "widgets/log_panel.h"
#include "model/game_controller.h"
#include "model/since_last_turn.h"
#include "net/host/local_transport.h"
#include "net/host/table_host.h"
#include "settings.h"
#include "table/table_scene.h"
#include "text/since_text.h"
#include "late_game_position.h"
#include "table_fixture.h"

#include "core/card.h"

#include <QTest>
#include <QTranslator>
#include <QTextDocument>
#include <QAbstractButton>
#include <QToolButton>
#include <QScrollArea>
#include <QScrollBar>

#include <memory>
#include <optional>
#include <random>

using namespace inno;
using namespace inno::client;
using inno::net::SeatSpec;

namespace {

QString plain(const QString& html) {
    QTextDocument d;
    d.setHtml(html);
    return d.toPlainText();
}

// A card of the main set of `age` that is nowhere in the model.
int freeCard(const TableModel& m, int age) {
    QSet<int> used;
    for (const PlayerModel& p : m.players) {
        for (const PileModel& pile : p.piles) used.unite(QSet<int>(pile.cards.begin(), pile.cards.end()));
        for (const CardRef& r : p.hand) used.insert(r.id);
        for (const CardRef& r : p.score) used.insert(r.id);
    }
    for (const CardDef& c : cardsOf(kMainSet))
        if (c.age == age && !used.contains(static_cast<int>(c.id))) return static_cast<int>(c.id);
    return -1;
}

// One table, this client in seat 0 against two bots, with a game screen the size of a small laptop's.
testing::TableSetup threeSeats(bool hotSeat) {
    // Hot-seat: Bea is a second person at this screen.
    return testing::TableSetup{{SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random},
                                SeatSpec{"Bea", hotSeat, BotLevel::Random}},
                               Options{3, false, false},
                               hotSeat ? QList<int>{0, 2} : QList<int>{0},
                               QSize(1280, 690)};
}
struct Table : testing::Table {
    std::mt19937_64 rng;
    std::size_t eventsAtAnswer = 0;  // the events the seat had when it last answered
    TableModel modelAtAnswer;

    explicit Table(quint64 seed, bool hotSeat = false) : testing::Table(seed, threeSeats(hotSeat)), rng(seed) {}
    std::vector<Event> events() const { return controller->knowledge() ? controller->knowledge()->events : std::vector<Event>{}; }
    // A random legal answer for seat 0, remembering what the seat had when it answered.
    QStringList randomAnswer(const PromptState& p) {
        const QStringList picks = testing::picksFrom(p, testing::shuffledAnswers(p, rng));
        eventsAtAnswer = events().size();
        modelAtAnswer = controller->model();
        return picks;
    }
    void answerAtRandom() { QVERIFY(controller->answer(randomAnswer(*controller->prompt()))); }
    template <typename F>
    bool playUntil(F done, int maxAnswers = 300) {
        return testing::Table::playUntil(done, [this](const PromptState& p) { return randomAnswer(p); }, maxAnswers);
    }
    bool othersMovedSinceAnswer() const {
        const std::vector<Event> all = events();
        for (std::size_t i = eventsAtAnswer; i < all.size(); ++i)
            if (all[i].kind == EventKind::TurnStarted && all[i].player != 0) return true;
        return false;
    }
    std::set<TablePlace> outlined() const {
        std::set<TablePlace> out;
        for (const auto& [place, rect] : screen->scene()->changedOutlines()) out.insert(place);
        return out;
    }
};

// The piles whose cards a player can see changed between two tables: a board pile's cards or splay, a hand's,
// score pile's or achievements' cards (their ages where hidden), a deck's count.
std::set<TablePlace> visiblyChanged(const TableModel& a, const TableModel& b) {
    std::set<TablePlace> out;
    auto ages = [](const QList<CardRef>& cards) {
        QList<int> v;
        for (const CardRef& r : cards) v << r.age * 100 + r.set;
        std::sort(v.begin(), v.end());
        return v;
    };
    for (int p = 0; p < a.playerCount(); ++p) {
        for (int c = 0; c < kColors; ++c)
            if (a.players[p].piles[c] != b.players[p].piles[c]) out.insert(TablePlace::board(p, static_cast<Color>(c)));
        if (ages(a.players[p].hand) != ages(b.players[p].hand)) out.insert(TablePlace::ofPlayer(Zone::Hand, p));
        if (ages(a.players[p].score) != ages(b.players[p].score)) out.insert(TablePlace::ofPlayer(Zone::Score, p));
        if (a.players[p].achievements != b.players[p].achievements) out.insert(TablePlace::ofPlayer(Zone::Achievement, p));
    }
    for (int age = 1; age <= kAges; ++age)
        if (a.decks()[age - 1] != b.decks()[age - 1]) out.insert(TablePlace::deck(age));
    return out;
}

}  // namespace

class TestSinceLastTurn : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        AppSettings::useTemporaryStore();
        // English plural forms come from Qt's numerus handling.
        QVERIFY(english_.load(":/translations/innovation_en"));
        QCoreApplication::installTranslator(&english_);
    }

    // Babbage's turn as this seat (Ada, seat 0) received it: a meld, a draw, a dogma whose demand takes a card from
    // Ada's hand; then Ada's own turn begins and she draws. The summary says Babbage's turn in short, Ada's part as
    // "you", and nothing of Ada's own turn; the table outlines exactly the four piles moved to or from.
    void theSummaryAndTheOutlinesFollowTheOthersTurn() {
        TableModel start = testing::lateGamePosition(3);
        start.turnNumber = 12;
        start.current = 0;
        const int melded = freeCard(start, 4);
        QVERIFY(melded >= 0);
        const Color meldColor = card(static_cast<CardId>(melded)).color;
        const int activated = start.players[1].piles[index(Color::Red)].cards.front();
        const int given = start.players[0].hand.front().id;
        std::vector<Event> events;
        Event e;
        e.kind = EventKind::TurnStarted, e.player = 1, e.value = 2;
        events.push_back(e);
        e = {}, e.kind = EventKind::ActionTaken, e.action = ActionKind::Meld, e.player = 1;
        events.push_back(e);
        e = {}, e.kind = EventKind::CardMoved, e.move = Move::Melded, e.player = 1, e.card = static_cast<CardId>(melded), e.age = 4;
        e.from = {Zone::Hand, 1}, e.to = {Zone::Board, 1};
        events.push_back(e);
        e = {}, e.kind = EventKind::ActionTaken, e.action = ActionKind::Draw, e.player = 1;
        events.push_back(e);
        e = {}, e.kind = EventKind::CardMoved, e.move = Move::Drawn, e.player = 1, e.card = kNoCard, e.age = 2;
        e.from = {Zone::Deck, -1}, e.to = {Zone::Hand, 1};
        events.push_back(e);
        e = {}, e.kind = EventKind::ActionTaken, e.action = ActionKind::Dogma, e.player = 1, e.card = static_cast<CardId>(activated);
        events.push_back(e);
        e = {}, e.kind = EventKind::CardMoved, e.move = Move::Transferred, e.player = 0, e.card = static_cast<CardId>(given);
        e.age = static_cast<std::uint8_t>(card(static_cast<CardId>(given)).age), e.from = {Zone::Hand, 0}, e.to = {Zone::Hand, 1};
        events.push_back(e);
        e = {}, e.kind = EventKind::TurnStarted, e.player = 0, e.value = 2;
        events.push_back(e);
        e = {}, e.kind = EventKind::CardMoved, e.move = Move::Drawn, e.player = 0, e.card = kNoCard, e.age = 7;
        e.from = {Zone::Deck, -1}, e.to = {Zone::Hand, 0};
        events.push_back(e);

        const SinceLastTurn since = sinceLastTurn(start, events, 0);
        const QStringList lines = sinceLines(since, 0);
        QCOMPARE(lines.size(), 1);
        QCOMPARE(plain(lines[0]), QString("Babbage: melded %1, drew a 2, activated %2; you: transferred %3 into Babbage's hand")
                                      .arg(cardTitle(melded), cardTitle(activated), cardTitle(given)));
        const std::set<TablePlace> expected{TablePlace::board(1, meldColor), TablePlace::ofPlayer(Zone::Hand, 1),
                                            TablePlace::deck(2), TablePlace::ofPlayer(Zone::Hand, 0)};
        QCOMPARE(since.places, expected);

        // A turn whose first move is this seat's (a demand of a card on a display, with no action taken) begins its
        // line with "You", capitalised ("du: …" began a German line).
        {
            std::vector<Event> demanded{events[0], events[6], events[7]};
            const QStringList first = sinceLines(sinceLastTurn(start, demanded, 0), 0);
            QCOMPARE(first.size(), 1);
            QCOMPARE(plain(first[0]), QString("You: transferred %1 into Babbage's hand").arg(cardTitle(given)));
        }

        // On the table: one outline per place, around that place's cards.
        TableModel after = start;
        for (const Event& ev : events) applyEvent(after, ev);
        TableScene scene;
        scene.setTableSize(QSizeF(930, 610));
        scene.showModel(after, false);
        scene.setChangedPlaces(since.places);
        const auto outlines = scene.changedOutlines();
        QCOMPARE(outlines.size(), expected.size());
        for (const TablePlace& p : expected) QVERIFY(outlines.count(p));
        QVERIFY(outlines.at(TablePlace::board(1, meldColor)).contains(scene.item(cardKey(melded))->geometry()));
        QVERIFY(outlines.at(TablePlace::deck(2)).contains(scene.item(deckKey(2))->geometry()));
        for (const CardRef& r : after.players[0].hand)
            if (r.id >= 0)  // the card Ada drew in her own turn is not named by the events made here
                QVERIFY(outlines.at(TablePlace::ofPlayer(Zone::Hand, 0)).contains(scene.item(cardKey(r.id))->geometry()));
        // Ada's own pile that nobody else touched has none.
        QVERIFY(!outlines.count(TablePlace::ofPlayer(Zone::Score, 0)));
        scene.setChangedPlaces({});
        QVERIFY(scene.changedOutlines().empty());
    }

    // A move repeated at once is written once with its count; a long wait keeps the latest turns and counts the rest.
    void repeatsAreCountedAndOldTurnsLeftToTheLog() {
        TableModel start = testing::lateGamePosition(3);
        start.turnNumber = 12;
        start.current = 0;
        std::vector<Event> events;
        for (int turn = 0; turn < 6; ++turn) {
            Event t;
            t.kind = EventKind::TurnStarted, t.player = static_cast<std::int8_t>(1 + turn % 2), t.value = 2;
            events.push_back(t);
            for (int i = 0; i < 2; ++i) {
                Event d;
                d.kind = EventKind::CardMoved, d.move = Move::Drawn, d.player = t.player, d.card = kNoCard, d.age = 1;
                d.from = {Zone::Deck, -1}, d.to = {Zone::Hand, t.player};
                events.push_back(d);
            }
        }
        const QStringList lines = sinceLines(sinceLastTurn(start, events, 0), 0, 4);
        QCOMPARE(lines.size(), 5);
        QCOMPARE(plain(lines[0]), QString("2 earlier turns: see the log."));
        QCOMPARE(plain(lines[1]), QString("Babbage: drew a 1 ×2"));
        QCOMPARE(plain(lines[4]), QString("Curie: drew a 1 ×2"));

        // Moves alike one after the other are one clause naming every card.
        std::vector<Event> returns;
        Event t;
        t.kind = EventKind::TurnStarted, t.player = 2, t.value = 2;
        returns.push_back(t);
        for (int age : {5, 6, 6}) {
            Event r;
            r.kind = EventKind::CardMoved, r.move = Move::Returned, r.player = 2, r.card = kNoCard, r.age = static_cast<std::uint8_t>(age);
            r.from = {Zone::Hand, 2}, r.to = {Zone::Deck, -1};
            returns.push_back(r);
        }
        const QStringList one = sinceLines(sinceLastTurn(start, returns, 0), 0);
        QCOMPARE(one.size(), 1);
        QCOMPARE(plain(one[0]), QString("Curie: returned a 5 and a 6 ×2"));
    }

    // Against two bots: at the first decision after they moved, the panel names what they melded and activated, every
    // pile whose cards visibly changed is outlined and no pile that no card left or entered; answering clears both
    // at once.
    void afterTheBotsMoveTheSummaryNamesTheirMovesUntilYouAnswer() {
        Table t(11);
        QVERIFY(t.waitReady());
        // The opening: nobody has moved yet.
        QVERIFY(!t.screen->sincePanel()->isVisible());
        QVERIFY(t.outlined().empty());
        int checked = 0, named = 0;  // rounds checked; melds and dogmas found named
        for (int round = 0; round < 3; ++round) {
            QVERIFY(t.playUntil([&] { return t.othersMovedSinceAnswer(); }));
            QTRY_VERIFY(t.screen->sincePanel()->isVisible());
            const QString text = t.screen->sincePanel()->text();
            const bool shortened = text.contains("…");  // a long chain keeps its first clauses only
            const std::vector<Event> all = t.events();
            std::set<TablePlace> touched;  // every place a card left or entered in their turns, or a pile splayed
            TableModel m = t.modelAtAnswer;
            std::optional<TableModel> before, after;  // the table around the others' turns
            for (std::size_t i = t.eventsAtAnswer; i < all.size(); ++i) {
                const Event& e = all[i];
                const bool othersTurn = m.turnNumber > 0 && m.current != 0 && e.kind != EventKind::TurnStarted;
                if (othersTurn && !before) before = m;
                applyEvent(m, e);
                if (e.kind == EventKind::TurnStarted && e.player != 0)
                    QVERIFY2(text.contains(m.players[e.player].name + ":"), qPrintable(text));
                if (!othersTurn) continue;
                after = m;
                if (e.kind == EventKind::ActionTaken && e.action == ActionKind::Dogma && !shortened) {
                    QVERIFY2(text.contains("activated " + cardTitle(e.card)), qPrintable(text));
                    ++named;
                }
                if (e.kind == EventKind::CardMoved && e.move == Move::Melded && e.from.zone == Zone::Hand && !shortened) {
                    QVERIFY2(text.contains("melded " + cardTitle(e.card)), qPrintable(text));
                    ++named;
                }
                for (const TablePlace& p : placesChangedBy(e)) touched.insert(p);
            }
            QVERIFY(before && after);
            const std::set<TablePlace> outlined = t.outlined();
            for (const TablePlace& p : visiblyChanged(*before, *after)) QVERIFY2(outlined.count(p), qPrintable(text));
            for (const TablePlace& p : outlined) QVERIFY(touched.count(p));
            QVERIFY(!outlined.empty());
            ++checked;
            // Your answer clears them, before the table replies.
            t.answerAtRandom();
            QVERIFY(!t.screen->sincePanel()->isVisible());
            QVERIFY(t.outlined().empty());
        }
        QCOMPARE(checked, 3);
        QVERIFY(named > 0);
    }

    // A decision in your own turn after your own move (nobody else moved): nothing to sum up.
    void nothingShowsWhenNobodyElseMoved() {
        Table t(5);
        QVERIFY(t.playUntil([&] {
            const TableModel& m = t.controller->model();
            return m.turnNumber > 0 && m.current == 0 && t.eventsAtAnswer > 0 && !t.othersMovedSinceAnswer() &&
                   t.controller->prompt()->kind == PromptKind::Action;
        }));
        QVERIFY(t.controller->sinceLastDecision().empty());
        QVERIFY(!t.screen->sincePanel()->isVisible());
        QVERIFY(t.outlined().empty());
    }

    // Settings can turn it off (and on again); the × hides the words until your next answer, the outlines stay.
    void theSettingAndTheCloseButton() {
        Table t(11);
        QVERIFY(t.playUntil([&] { return t.othersMovedSinceAnswer(); }));
        QTRY_VERIFY(t.screen->sincePanel()->isVisible());
        const std::set<TablePlace> outlined = t.outlined();
        QVERIFY(!outlined.empty());
        t.screen->setSinceSummary(false);
        QVERIFY(!t.screen->sincePanel()->isVisible());
        QVERIFY(t.outlined().empty());
        t.screen->setSinceSummary(true);
        QVERIFY(t.screen->sincePanel()->isVisible());
        QCOMPARE(t.outlined(), outlined);
        QTest::mouseClick(t.screen->sincePanel()->closeButton(), Qt::LeftButton);
        QVERIFY(!t.screen->sincePanel()->isVisible());
        QCOMPARE(t.outlined(), outlined);
        // The next summary is a new one.
        t.answerAtRandom();
        QVERIFY(t.playUntil([&] { return t.othersMovedSinceAnswer(); }));
        QTRY_VERIFY(t.screen->sincePanel()->isVisible());
    }

    // Five seats at 2560x1440: four others' turns in the summary left the log six lines. The summary takes at most
    // a share of the column and scrolls inside; the log keeps at least a third of it. A short summary shows whole.
    void aLongSummaryLeavesTheLogItsRoom_data() {
        QTest::addColumn<QSize>("window");
        QTest::newRow("1280x701") << QSize(1280, 701);
        QTest::newRow("2560x1440") << QSize(2560, 1440);
    }
    void aLongSummaryLeavesTheLogItsRoom() {
        QFETCH(QSize, window);
        GameScreen screen;
        screen.setAnimationMs(0);
        screen.resize(window);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        const QString turn = "<b>Babbage</b>: parleyed <b>Experimentation</b> (<b>Euler</b>), paid a 3, drew a 5, melded "
                             "<b>Banking</b>, drew a 6, melded <b>Industrialization</b>, scored a 6, returned a 2, tucked "
                             "<b>Machine Tools</b>, splayed blue right";
        SincePanel* since = screen.sincePanel();
        QWidget* column = screen.log()->parentWidget();
        auto words = [&] { return since->findChild<QScrollArea*>(); };
        since->setLines({turn, turn, turn, turn, turn, turn});
        QTRY_VERIFY(since->isVisible());
        QVERIFY(words());
        QTRY_VERIFY2(screen.log()->height() >= column->height() / 3,
                     qPrintable(QString("the log %1 px of a column of %2, the summary %3").arg(screen.log()->height()).arg(column->height()).arg(since->height())));
        // What does not fit scrolls: every line is still there to read.
        QTRY_VERIFY(words()->verticalScrollBar()->maximum() > 0);
        // Two lines show whole, without a scroll bar.
        since->setLines({"<b>Babbage</b>: melded <b>Writing</b>", "<b>Curie</b>: drew a 5"});
        QTRY_VERIFY2(since->height() < column->height() * SincePanel::kMostOfColumn / 2, qPrintable(QString::number(since->height())));
        QTRY_COMPARE(words()->verticalScrollBar()->maximum(), 0);
    }

    // Hot-seat: when Bea takes the screen, her summary is hers: what Alex and the bot did since she last answered,
    // Alex's moves named by his name; the cover hides it until she takes the screen.
    void hotSeatEachPersonHasTheirOwnSummary() {
        Table t(3, true);
        auto* cover = t.screen->cover();
        for (int i = 0; i < 300; ++i) {
            QVERIFY(QTest::qWaitFor([&] { return cover->isVisible() || t.ready(); }, 20000));
            if (cover->isVisible()) {
                QVERIFY(!t.screen->sincePanel()->isVisible());
                QVERIFY(t.outlined().empty());
                cover->take();
                continue;
            }
            const QString text = t.screen->sincePanel()->text();
            if (t.controller->viewSeat() == 2 && t.screen->sincePanel()->isVisible() && text.contains("Alex:")) {
                QVERIFY(!text.contains("Bea:"));  // her own moves are "you"
                QVERIFY(!t.outlined().empty());
                return;
            }
            t.answerAtRandom();
        }
        QFAIL("Bea never saw Alex's moves summed up");
    }

    // With the moves travelling and "Skip ahead" clicked while a bot's move travels, the summary still names the
    // skipped moves: it comes from the events, not from what was shown travelling.
    void skipAheadKeepsTheSummary() {
        Table t(11);
        t.screen->setAnimationMs(150);
        QVERIFY(t.waitReady());
        bool skipped = false;
        // A bot's move travelling in a bot's turn: Skip ahead is on the table.
        auto botMoveTravels = [&] {
            const TableModel& shown = t.screen->scene()->shownModel();
            return t.screen->skipButton()->isVisible() && shown.turnNumber > 0 && shown.current != 0;
        };
        for (int i = 0; i < 60 && !skipped; ++i) {
            t.answerAtRandom();
            QVERIFY(QTest::qWaitFor([&] { return botMoveTravels() || t.ready(); }, 20000));
            if (botMoveTravels()) {
                QTest::mouseClick(t.screen->skipButton(), Qt::LeftButton);
                skipped = true;
            }
            QVERIFY(t.waitReady());
        }
        QVERIFY(skipped);
        QVERIFY(t.screen->sincePanel()->isVisible());
        QVERIFY(!t.outlined().empty());
    }

private:
    QTranslator english_;
};

QTEST_MAIN(TestSinceLastTurn)
#include "test_since_last_turn.moc"
