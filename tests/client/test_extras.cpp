// The client's extras driven as a player would: the pile browser (what each pile shows to whom), conceding, and
// the story of a game.
#if INNOVATION_WITH_CITIES
#include <QTranslator>

#include "cities/city_rules.h"
#endif
#include "model/game_controller.h"
#include "game/game_screen.h"
#include "screens/main_window.h"
#include "game/overlays.h"
#include "game/prompt_widgets.h"
#include "game/story_view.h"
#include "net/host/local_transport.h"
#include "game/pile_browser.h"
#include "table/pile_contents.h"
#include "settings.h"
#include "net/host/table_host.h"
#include "table/table_scene.h"

#include "net/host/client_transport.h"
#include "text/prompt_text.h"
#include "text/result_text.h"
#include "late_game_position.h"
#include "table_fixture.h"

#include "bots/random_answer.h"
#include "core/card.h"
#include "core/describe.h"
#include "core/queries.h"
#include "core/story.h"
#include "json/json_io.h"

#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QFile>
#include <QTest>

#include <memory>
#include <random>

using namespace inno;
using namespace inno::client;
using inno::net::SeatSpec;

namespace {

// One table against a bot (or the seats a test names), this client in seat 0, with a game screen.
struct Table : testing::Table {
    explicit Table(quint64 seed, const QList<SeatSpec>& seats = testing::TableSetup{}.seats)
        : testing::Table(seed, testing::TableSetup{seats, Options{static_cast<int>(seats.size()), false, false}}) {}
    // Answers at random for seat 0 until `done` holds at one of its prompts.
    template <typename F>
    bool playUntil(F done, std::mt19937_64& rng, int maxAnswers = 400) {
        return testing::Table::playUntil(
            done, [&rng](const PromptState& p) { return testing::picksFrom(p, testing::shuffledAnswers(p, rng)); }, maxAnswers);
    }
};

QList<int> sortedAges(const QList<PileCard>& cards) {
    QList<int> out;
    for (const PileCard& c : cards) out << c.age;
    std::sort(out.begin(), out.end());
    return out;
}
QList<int> sortedAges(const CardList& cards) {
    QList<int> out;
    for (CardId c : cards) out << card(c).age;
    std::sort(out.begin(), out.end());
    return out;
}

}  // namespace

class TestExtras : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    // Without a login name the default seat name is "Player" in the interface's language; keeping it as typed would
    // carry "Joueur" into a German session. A name the player typed is kept in every language.
    void theDefaultSeatNameFollowsTheLanguage() {
        const QByteArray user = qgetenv("USER");
        qputenv("USER", "");
        AppSettings& s = AppSettings::instance();
        QTranslator french;
        QVERIFY(french.load(":/translations/innovation_fr"));
        QVERIFY(QCoreApplication::installTranslator(&french));
        const QString joueur = s.lastPlayerName();
        QCOMPARE(joueur, QString("Joueur"));
        s.setLastPlayerName(joueur);
        QCoreApplication::removeTranslator(&french);
        QCOMPARE(s.lastPlayerName(), QString("Player"));
        s.setLastPlayerName("Ada");
        QVERIFY(QCoreApplication::installTranslator(&french));
        QCOMPARE(s.lastPlayerName(), QString("Ada"));
        QCoreApplication::removeTranslator(&french);
        s.setLastPlayerName(s.defaultPlayerName());
        qputenv("USER", user);
    }

    // An either/or effect's choice names each way as the card's effect goes (Evolution), not "the first
    // possibility"; the question asked outside that effect keeps its words.
    void anEitherOrChoiceSaysWhatEachWayDoes() {
        TableModel m = testing::lateGamePosition(2);
        const int evolution = static_cast<int>(*findCard("Evolution"));
        Event started;
        started.kind = EventKind::EffectStarted;
        started.player = 0;
        started.card = evolution;
        started.value = 0;
        applyEvent(m, started);
        PromptState p;
        p.kind = PromptKind::Option;
        p.purpose = Purpose::Branch;
        p.min = 0;
        p.source = evolution;
        for (int way : {1, 2}) {
            PromptOption o;
            o.type = PromptOption::Branch;
            o.a = static_cast<std::uint16_t>(way);
            p.options << o;
        }
        QCOMPARE(optionLabel(p.options[0], p, m), QString("Draw and score an 8, then return a score card"));
        QCOMPARE(optionLabel(p.options[1], p, m), QString("Draw one above your highest score card"));
        started.card = *findCard("Writing");  // another effect started since
        applyEvent(m, started);
        QCOMPARE(optionLabel(p.options[0], p, m), QString("The first possibility"));
    }

    // ---------------------------------------------------------------- the pile browser

    void pileCardsShowOnlyWhatTheSeatMayKnow() {
        TableModel m;
        m.viewer = 0;
        m.players.resize(2);
        m.players[0].name = "Alex";
        m.players[1].name = "Ada";
        m.players[0].hand = {CardRef{5, 1, false}, CardRef{20, 2, false}};
        m.players[0].score = {CardRef{9, 1, false}};
        m.players[1].hand = {CardRef{-1, 2, false}, CardRef{7, 1, true}, CardRef{-1, 3, false}};
        m.players[1].score = {CardRef{-1, 4, false}};
        m.players[1].piles[index(Color::Blue)].cards = {30, 12, 3};
        m.players[1].piles[index(Color::Blue)].splay = Splay::Right;
        m.players[1].achievements = {"2", "Monument"};
        m.supply[kMainSet][0] = 3;
        m.available = {"1", "3", "Wonder"};

        // Your own hand and score pile face up, in order; nothing marked as tracked.
        QCOMPARE(pileCards(m, {PileRef::Hand, 0}),
                 (QList<PileCard>{{PileCard::Face, 5, 1, {}, false}, {PileCard::Face, 20, 2, {}, false}}));
        QCOMPARE(pileCards(m, {PileRef::Score, 0}), (QList<PileCard>{{PileCard::Face, 9, 1, {}, false}}));
        // An opponent's hand: backs with their ages, the tracked card face up with the eye.
        QCOMPARE(pileCards(m, {PileRef::Hand, 1}),
                 (QList<PileCard>{{PileCard::Back, -1, 2, {}, false}, {PileCard::Face, 7, 1, {}, true}, {PileCard::Back, -1, 3, {}, false}}));
        QCOMPARE(pileCards(m, {PileRef::Score, 1}), (QList<PileCard>{{PileCard::Back, -1, 4, {}, false}}));
        // A board pile top first; achievements; a deck is only backs; the achievements left to claim.
        const QList<PileCard> blue = pileCards(m, {PileRef::Board, 1, Color::Blue});
        QCOMPARE(blue.size(), 3);
        QCOMPARE(blue[0].card, 30);
        QCOMPARE(blue[2].card, 3);
        QCOMPARE(pileCards(m, {PileRef::Achievements, 1}),
                 (QList<PileCard>{{PileCard::AchievementBack, -1, 2, {}, false}, {PileCard::Special, -1, 0, "Monument", false}}));
        QCOMPARE(pileCards(m, {PileRef::Deck, -1, Color::Red, 1}).size(), 3);
        QVERIFY(pileCards(m, {PileRef::Deck, -1, Color::Red, 1}).front().kind == PileCard::Back);
        QCOMPARE(pileCards(m, {PileRef::Available}).size(), 3);
        QVERIFY(pileTitle(m, {PileRef::Board, 1, Color::Blue}).contains("Ada"));
        QVERIFY(pileTitle(m, {PileRef::Board, 1, Color::Blue}).contains("right"));
        // Every pile is listed: 5 board piles, hand, score and achievements per player, 10 decks, the supply.
        QCOMPARE(browsablePiles(m).size(), 2 * 8 + kAges + 1);
        // Bad references give nothing rather than crash.
        QVERIFY(pileCards(m, {PileRef::Hand, 7}).isEmpty());
        QVERIFY(pileCards(m, {PileRef::Deck, -1, Color::Red, 12}).isEmpty());
        QVERIFY(!pileOfSlot(cardKey(3)));
        QCOMPARE(*pileOfSlot(slotKey(1, Color::Blue)), (PileRef{PileRef::Board, 1, Color::Blue}));
    }

    // The list of piles shows each line whole at the table of a 1280x720 window ("Dijkstra's green pile, splayed
    // left (2" was cut), in English, with long names and splayed piles.
    void thePileListShowsEveryLineWhole() {
        TableModel m;
        m.viewer = 0;
        m.players.resize(5);
        const char* names[] = {"Ada Lovelace", "Charles Babbage", "Marie Curie", "Edsger Dijkstra", "Leonhard Euler"};
        for (int p = 0; p < 5; ++p) {
            m.players[p].name = names[p];
            for (int c = 0; c < kColors; ++c) {
                m.players[p].piles[c].cards = {p * 10 + c * 2, p * 10 + c * 2 + 1};
                m.players[p].piles[c].splay = static_cast<Splay>(1 + (p + c) % 3);
            }
        }
        m.supply[kMainSet].fill(5);
        QWidget table;
        table.resize(930, 580);
        table.show();
        PileBrowser browser(&table);
        browser.open(m, {PileRef::Board, 3, Color::Green});
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        QListWidget* list = browser.pileList();
        const QFontMetrics fm(list->font());
        const int lineH = fm.height();
        for (int i = 0; i < list->count(); ++i) {
            const QString text = list->item(i)->text();
            const QRect r = list->visualItemRect(list->item(i));
            // Whole on one line, or wrapped onto more lines (taller than one), never cut.
            QVERIFY2(fm.horizontalAdvance(text) <= r.width() || r.height() >= 2 * lineH,
                     qPrintable(QString("'%1' is %2 px in a %3x%4 row").arg(text).arg(fm.horizontalAdvance(text)).arg(r.width()).arg(r.height())));
            QCOMPARE(list->item(i)->toolTip(), text);
        }
        // The cards keep most of the panel.
        QVERIFY(list->width() <= browser.width() * 2 / 5 + 1);
    }

    // The names the table shows on another seat's hidden cards are the card tracker's (the one the bots and the
    // hints use), fed the same events, and every name shown is true: the card is in that hand or score pile.
    void theTableNamesHiddenCardsAsTheTrackerKnowsThem() {
        Table t(33);
        std::mt19937_64 rng(5);
        int named = 0;
        QVERIFY(t.playUntil([&] {
            const auto known = t.controller->knowledge();
            if (!known) return false;
            CardTracker tracker(0);
            for (const Event& e : known->events) tracker.observe(e);
            for (Zone z : {Zone::Hand, Zone::Score}) {
                const QList<CardRef>& shown = z == Zone::Hand ? t.model().players[1].hand : t.model().players[1].score;
                CardList names;
                for (const CardRef& r : shown)
                    if (r.id >= 0) names.push_back(static_cast<CardId>(r.id));
                std::sort(names.begin(), names.end());
                if (names != tracker.knownCards(z, 1)) return true;  // a difference ends the game early: failed below
                const CardSpan real = z == Zone::Hand ? t.state().player(1).hand() : t.state().player(1).score();
                for (CardId c : names)
                    if (std::find(real.begin(), real.end(), c) == real.end()) return true;
                named += static_cast<int>(names.size());
            }
            return t.model().turnNumber >= 20;
        }, rng, 600));
        QVERIFY(t.model().turnNumber >= 20);
        QVERIFY2(named > 0, "the game never showed a tracked card: the test proves nothing");
    }

    void clickingAPileThatIsNotAChoiceBrowsesItAndEscCloses() {
        Table t(21);
        std::mt19937_64 rng(3);
        // A few turns in, on an action prompt, with cards in the opponent's hand.
        QVERIFY(t.playUntil([&] {
            return t.controller->prompt()->kind == PromptKind::Action && t.model().turnNumber >= 4 && !t.state().player(1).hand().empty();
        }, rng));
        const std::size_t answers = t.host.game()->answers().size();
        TableScene* scene = t.screen->scene();
        PileBrowser* browser = t.screen->pileBrowser();
        QVERIFY(!browser->isVisible());
        // The opponent's hand: a stack on the table, not a choice now. Clicking it opens the browser.
        ItemKey key;
        for (const auto& [k, spec] : scene->layout().items)
            if (spec.owner == 1 && spec.zone == Zone::Hand) key = k;
        QVERIFY(!key.isNull());
        QVERIFY(!scene->targetForKey(key));
        scene->itemClicked(key);
        QVERIFY(browser->isVisible());
        QCOMPARE(browser->pile(), (PileRef{PileRef::Hand, 1}));
        QVERIFY(browser->title().contains("Ada"));
        // As many cards as the engine's hand, with its ages; a face only for a card this seat tracked.
        const QList<PileCard>& shown = browser->shownCards();
        QCOMPARE(sortedAges(shown), sortedAges(t.state().player(1).hand()));
        for (const PileCard& c : shown) {
            QVERIFY(c.kind == PileCard::Back || (c.kind == PileCard::Face && c.tracked));
            if (c.kind == PileCard::Face) QVERIFY(std::count(t.state().player(1).hand().begin(), t.state().player(1).hand().end(), c.card) == 1);
        }
        // Numbers do not answer the prompt while browsing; Esc closes, nothing was sent.
        QTest::keyClick(t.screen.get(), Qt::Key_1);
        QTest::keyClick(t.screen.get(), Qt::Key_Escape);
        QTRY_VERIFY(!browser->isVisible());
        QCOMPARE(t.host.game()->answers().size(), answers);

        // B opens your own hand, every card face up as in the engine, in order; Down goes to the next pile.
        QTest::keyClick(t.screen.get(), Qt::Key_B);
        QVERIFY(browser->isVisible());
        QCOMPARE(browser->pile(), (PileRef{PileRef::Hand, 0}));
        QList<int> ids;
        for (const PileCard& c : browser->shownCards()) {
            QCOMPARE(c.kind, PileCard::Face);
            ids << c.card;
        }
        QList<int> engineHand;
        for (CardId c : t.state().player(0).hand()) engineHand << c;
        std::sort(ids.begin(), ids.end());
        std::sort(engineHand.begin(), engineHand.end());
        QCOMPARE(ids, engineHand);
        QTest::keyClick(browser->pileList(), Qt::Key_Down);
        QCOMPARE(browser->pile(), (PileRef{PileRef::Score, 0}));
        QCOMPARE(sortedAges(browser->shownCards()), sortedAges(t.state().player(0).score()));

        // A deck that is not a choice: its backs, as many as the engine's deck.
        QTest::keyClick(t.screen.get(), Qt::Key_Escape);
        QTRY_VERIFY(!browser->isVisible());
        const int drawAge = std::min(t.model().drawAge(0), kAges);
        const int other = drawAge == kAges ? 1 : kAges;
        QVERIFY(!scene->targetForKey(deckKey(other)));
        // Clicked while you may draw, another age's deck says which age you draw (issue 47: a first-time player
        // clicked the 4s to draw and saw their backs); right-click ▸ Browse this pile opens it.
        QVERIFY(t.controller->prompt()->canDraw());
        scene->itemClicked(deckKey(other));
        QVERIFY(!browser->isVisible());
        const auto* note = t.screen->promptBar()->findChild<QLabel*>("promptError");
        QVERIFY(note && note->isVisible());
        QVERIFY2(note->text().contains(QString("You draw a %1 now").arg(drawAge)), qPrintable(note->text()));
        QCOMPARE(t.host.game()->answers().size(), answers);
        emit scene->browseRequested(deckKey(other));
        QVERIFY(browser->isVisible());
        QCOMPARE(browser->shownCards().size(), static_cast<qsizetype>(t.state().deck(other).size()));
        // A board pile through its caption.
        int color = -1;
        for (int c = 0; c < kColors; ++c)
            if (!t.state().player(1).board()[c].empty()) color = c;
        QVERIFY(color >= 0);
        scene->itemClicked(slotKey(1, static_cast<Color>(color)));
        QCOMPARE(browser->pile(), (PileRef{PileRef::Board, 1, static_cast<Color>(color)}));
        QCOMPARE(browser->shownCards().front().card, static_cast<int>(t.state().player(1).board()[color].top()));
        QCOMPARE(browser->shownCards().size(), static_cast<qsizetype>(t.state().player(1).board()[color].cards.size()));
        QCOMPARE(t.host.game()->answers().size(), answers);
    }
    // Issue 47: a deck clicked by habit while a demand waited opened the pile browser over the question. While a
    // card's question waits, a deck that is no answer leaves the question in view: the bar lights up and says how to
    // look into the deck, which the context menu's Browse still does.
    void aDeckClickedDuringADemandLeavesTheQuestionInView() {
        Table t(36, {SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Easy}});
        std::mt19937_64 rng(4);
        QVERIFY(t.playUntil([&] {
            const PromptState& p = *t.controller->prompt();
            return p.kind == PromptKind::Cards && t.model().demandRunning && t.model().current != 0;
        }, rng));
        TableScene* scene = t.screen->scene();
        PileBrowser* browser = t.screen->pileBrowser();
        PromptBar* bar = t.screen->promptBar();
        const QString question = bar->questionText();
        const std::size_t answers = t.host.game()->answers().size();
        QVERIFY(!scene->targetForKey(deckKey(1)));
        scene->itemClicked(deckKey(1));
        QVERIFY(!browser->isVisible());
        QVERIFY(bar->drawsAttention());
        const auto* note = bar->findChild<QLabel*>("promptError");
        QVERIFY(note && note->isVisible() && note->text().contains("Browse this pile"));
        QCOMPARE(bar->questionText(), question);
        QTRY_VERIFY(!bar->drawsAttention());  // a moment only
        // Asked for by name (right-click ▸ Browse this pile), the deck opens.
        emit scene->browseRequested(deckKey(1));
        QVERIFY(browser->isVisible());
        QCOMPARE(browser->pile().kind, PileRef::Deck);
        QCOMPARE(browser->pile().age, 1);
        QCOMPARE(t.host.game()->answers().size(), answers);
    }

    // A card clicked half a second after an answer, while that answer is on its way and the table still shows
    // what followed, is the next question's pick (issue 25: it was ignored, or opened the pile browser).
    void aQuickSecondPickIsNotLost() {
        Table t(31);
        std::mt19937_64 rng(5);
        QStringList first;
        int second = -1;
        QString secondOption;
        // The question after `picks`, played on a copy of the table's game: a card of the table it offers.
        auto nextPick = [&](const QStringList& picks) {
            Game g = *t.host.game();
            std::vector<std::string> texts;
            for (const QString& s : picks) texts.push_back(s.toStdString());
            if (!g.answer(texts).empty() || !g.prompt() || g.prompt()->player != 0) return false;
            const PromptState next = promptState(*g.prompt(), 0, 0, t.model());
            if (next.kind == PromptKind::Action) return false;
            for (const PromptOption& o : next.options)
                if (o.type == PromptOption::Card && o.card() >= 0 && t.screen->scene()->item(cardKey(o.card()))) {
                    second = o.card();
                    secondOption = o.text;
                    return true;
                }
            return false;
        };
        QVERIFY(t.playUntil([&] {
            const PromptState& p = *t.controller->prompt();
            if (p.kind == PromptKind::Order || p.min > 1) return false;
            for (const PromptOption& o : p.options)
                if (nextPick({o.text})) {
                    first = {o.text};
                    return true;
                }
            return false;
        }, rng, 600));
        const std::size_t before = t.host.game()->answers().size();
        QVERIFY(t.controller->answer(first));
        QVERIFY(t.controller->awaitingReply());
        t.screen->scene()->itemClicked(cardKey(second));
        QVERIFY(!t.screen->pileBrowser()->isVisible());
        // Answered at once (a question of one card; a bot may have answered before it) or marked among the picks
        // (several).
        auto answeredWithIt = [&] {
            const auto& texts = t.host.game()->answerTexts();
            for (std::size_t i = before + 1; i < texts.size(); ++i)
                if (!texts[i].empty() && QString::fromStdString(texts[i].front()) == secondOption) return true;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(answeredWithIt() || (t.ready() && t.screen->currentChoices()->picks().contains(secondOption)), 10000);
        QVERIFY(!t.screen->pileBrowser()->isVisible());
    }

    // At 2560x1440 the question and the options grow with the window as the table's cards do, the log (whose
    // column keeps its width) half as much.
    void theWordsBesideTheTableGrowWithTheWindow() {
        Table t(41);
        auto logPx = [&] {
            QWidget* log = t.screen->findChild<QWidget*>("log");
            log->ensurePolished();
            return QFontInfo(log->font()).pixelSize();
        };
        auto questionPx = [&] {
            QWidget* q = t.screen->findChild<QWidget*>("question");
            q->ensurePolished();
            return QFontInfo(q->font()).pixelSize();
        };
        // The Hint button beside the options grows with them (it stayed at its small size at 2560x1440).
        auto hintPx = [&] {
            QWidget* hint = t.screen->findChild<QWidget*>("hintButton");
            hint->ensurePolished();
            return QFontInfo(hint->font()).pixelSize();
        };
        t.screen->resize(1280, 680);
        QTRY_COMPARE(t.screen->textScale(), 1.0);
        const int smallLog = logPx(), smallQuestion = questionPx(), smallHint = hintPx();
        t.screen->resize(2560, 1400);
        QTRY_VERIFY(t.screen->textScale() >= 1.9);
        QVERIFY2(logPx() >= smallLog * 1.4, qPrintable(QString("%1 -> %2 px").arg(smallLog).arg(logPx())));
        QVERIFY2(questionPx() >= smallQuestion * 1.8, qPrintable(QString("%1 -> %2 px").arg(smallQuestion).arg(questionPx())));
        QVERIFY2(hintPx() >= smallHint * 1.8, qPrintable(QString("%1 -> %2 px").arg(smallHint).arg(hintPx())));
        t.screen->resize(1280, 680);
        QTRY_COMPARE(logPx(), smallLog);
    }

    // ---------------------------------------------------------------- concede

    void theEngineRecordsAConcession() {
        Game g = Game::start(GameSetup{{"Alex", "Ada", "Bea"}, Options{3, false, false}, 9});
        QVERIFY(!g.over());
        std::mt19937_64 rng(1);
        QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
        QCOMPARE(g.concede(5), std::string("there is no such seat"));
        QVERIFY(!g.over());
        QVERIFY(g.concede(1).empty());
        QVERIFY(g.over());
        QVERIFY(!g.prompt());
        QCOMPARE(g.concededBy(), 1);
        QCOMPARE(int(g.state().winners), (1 << 0) | (1 << 2));  // everyone else wins
        QCOMPARE(g.events().back().kind, EventKind::GameEnded);
        QCOMPARE(int(g.events().back().player), 1);
        QVERIFY(describeEvent(g.events().back(), g.names()).find("Ada conceded") != std::string::npos);
        QVERIFY(!g.concede(0).empty());  // over: refused, nothing changes
        QCOMPARE(g.concededBy(), 1);
        QVERIFY(!g.answer(std::vector<std::string>{"draw"}).empty());
        // Saves and replays keep it; a replay to an earlier answer does not.
        const json::Loaded loaded = json::loadGame(json::saveGame(g));
        QVERIFY2(loaded.game, loaded.error.c_str());
        QCOMPARE(loaded.game->concededBy(), 1);
        QCOMPARE(loaded.game->state(), g.state());
        QCOMPARE(g.withAnswers(g.answers().size())->concededBy(), 1);
        QCOMPARE(g.withAnswers(0)->concededBy(), -1);
        QVERIFY(!g.withAnswers(0)->over());
        // A save whose concession names nobody is refused with a reason.
        std::string text = json::saveGame(g);
        text.replace(text.find("\"Ada\"}"), 6, "\"Zed\"}");
        QVERIFY(!json::loadGame(text).game);
        // With teams, the other team wins.
        Game t = Game::start(GameSetup{{"A", "B", "C", "D"}, Options{4, true, false}, 3});
        QVERIFY(t.concede(2).empty());
        QCOMPARE(int(t.state().winners), (1 << 1) | (1 << 3));
    }

    void concedingAsksFirstThenEndsTheGame() {
        Table t(33);
        std::mt19937_64 rng(5);
        QVERIFY(t.playUntil([&] { return t.controller->prompt()->kind == PromptKind::Action && t.model().turnNumber >= 3; }, rng));
        QVERIFY(t.controller->canConcede());
        const std::size_t answers = t.host.game()->answers().size();
        // Keep playing: nothing happens.
        t.screen->askConcede();
        auto* box = t.screen->findChild<QMessageBox*>("concedeConfirm");
        QVERIFY(box);
        QVERIFY(box->isVisible());
        for (QAbstractButton* b : box->buttons())
            if (b->objectName() != "concedeYes") b->click();
        QTRY_VERIFY(!t.screen->findChild<QMessageBox*>("concedeConfirm"));
        QVERIFY(!t.controller->isOver());
        QCOMPARE(t.host.game()->answers().size(), answers);
        // Concede: the game ends, Ada wins, the result and the log say why.
        t.screen->askConcede();
        box = t.screen->findChild<QMessageBox*>("concedeConfirm");
        QVERIFY(box);
        box->findChild<QPushButton*>("concedeYes")->click();
        QTRY_VERIFY(t.controller->isOver());
        QCOMPARE(t.controller->result()->reason, QString("conceded"));
        QCOMPARE(t.controller->result()->conceded, QString("Alex"));
        QCOMPARE(t.controller->result()->winners, QStringList{"Ada"});
        QVERIFY(resultReason(*t.controller->result()).contains("Alex"));
        QTRY_VERIFY(t.controller->logLines().join('\n').remove(QRegularExpression("<[^>]*>")).contains("Alex concedes."));
        QVERIFY(t.host.game()->over());
        QCOMPARE(t.host.game()->concededBy(), 0);
        QVERIFY(!t.host.canUndo(0));
        QVERIFY(!t.controller->canConcede());
        QVERIFY(t.host.saveText().contains("\"concededBy\":\"Alex\""));
        // A save of it opens as the same finished game.
        net::TableHost again;
        QVERIFY(again.loadGame(t.host.saveText()).isEmpty());
        QVERIFY(again.game()->over());
        QCOMPARE(again.game()->concededBy(), 0);
        // Nothing more is accepted.
        QVERIFY(!t.host.concede(0).isEmpty());
    }

    void aBotSeatOrAStrangerCannotConcede() {
        Table t(34);
        QTRY_VERIFY(t.ready());
        QVERIFY(!t.host.concede(1).isEmpty());  // a bot plays seat 1
        QVERIFY(!t.host.concede(7).isEmpty());
        QVERIFY(!t.host.game()->over());
        // Through the connection: seat 1 is not this client's.
        QSignalSpy got(t.transport.get(), &net::ClientTransport::messageReceived);
        t.transport->send(boost::json::object{{"type", "concede"}, {"seat", 1}});
        QTRY_VERIFY(!got.isEmpty());
        QVERIFY(!t.host.game()->over());
    }
    // ---------------------------------------------------------------- the story of a game

    void theStoryOfAGameFollowsItsReplay() {
        Game g = Game::start(GameSetup{{"Alex", "Ada"}, Options{2, false, false}, 17});
        std::mt19937_64 rng(17);
        for (int i = 0; i < 20000 && !g.over(); ++i) QVERIFY(g.answer(randomAnswer(*g.prompt(), rng)).empty());
        QVERIFY(g.over());
        const GameStory s = gameStory(g);
        QVERIFY(s.points.size() >= 2);
        QCOMPARE(s.points.front().turn, 0);
        for (std::size_t i = 1; i < s.points.size(); ++i) QVERIFY(s.points[i].turn > s.points[i - 1].turn);
        // The last point is the final table.
        QCOMPARE(s.points.back().turn, int(g.state().turnNumber));
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(s.points.back().score[p], scoreTotal(g.state().player(p)));
            QCOMPARE(s.points.back().achievements[p], g.state().player(p).achievementCount());
        }
        // A point in the middle is the table as the replay left it when the next turn began.
        const StoryPoint& mid = s.points[s.points.size() / 2];
        std::optional<Game> r = g.withAnswers(0);
        for (const Answer& a : g.answers()) {
            if (r->state().turnNumber == mid.turn + 1) break;
            QVERIFY(r->answer(a).empty());
        }
        QCOMPARE(int(r->state().turnNumber), mid.turn + 1);
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(mid.score[p], scoreTotal(r->state().player(p)));
            QCOMPARE(mid.achievements[p], r->state().player(p).achievementCount());
        }
        QCOMPARE(s.winners, g.state().winners);
        QCOMPARE(s.endReason, g.state().endReason);
        // The swing is a change between two points, and none is larger.
        int largest = 0;
        for (std::size_t i = 1; i < s.points.size(); ++i)
            for (int p = 0; p < 2; ++p) largest = std::max(largest, std::abs(s.points[i].score[p] - s.points[i - 1].score[p]));
        QCOMPARE(std::abs(s.swingPoints), largest);
        // Seen from the table: names and words for every player.
        Game c = Game::start(GameSetup{{"Alex", "Ada"}, Options{2, false, false}, 5});
        QVERIFY(c.concede(0).empty());
        QCOMPARE(gameStory(c).concededBy, 0);
    }

#if INNOVATION_WITH_CITIES
    void theStoryCountsWhatTheRulesCountAsTheSeatSawIt() {
        // A Cities game between two bots, watched from seat 0: the story is built from the events that seat received.
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.setObserverSeat(0);
        const Options o = cities::withCities(Options{2, false, false});
        QVERIFY(w.startGame({SeatSpec{"Alex", false, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}}, o, 14).isEmpty());
        w.host()->setBotDelayMs(0);
        QTRY_VERIFY_WITH_TIMEOUT(w.controller()->isOver(), 120000);
        const GameState& st = w.host()->game()->state();
        const GameStory s = w.controller()->story();
        QCOMPARE(s.points.back().turn, int(st.turnNumber));
        for (int p = 0; p < 2; ++p) {
            // Achievements as the rules count them (flags and fountains too), scores with their bonuses.
            QCOMPARE(s.points.back().achievements[p], achievementTotal(st, p));
            QCOMPARE(s.points.back().score[p], scoreTotal(st.player(p)));
        }
        QCOMPARE(s.winners, st.winners);
        // This game ends with a flag or fountain counting, which a count of achievement cards alone would miss.
        QVERIFY(cities::flagsAndFountains(st, 0) + cities::flagsAndFountains(st, 1) > 0);
        // The chart's line ends where the game did, on an axis that reaches it.
        w.gameScreen()->gameOverPanel()->findChild<QPushButton*>("storyButton")->click();
        StoryDialog* d = w.findChild<StoryDialog*>();
        QVERIFY(d);
        auto* chart = d->findChild<StoryChart*>("achievementsChart");
        QVERIFY(chart);
        for (int p = 0; p < 2; ++p) {
            QCOMPARE(chart->lastValue(p), achievementTotal(st, p));
            QVERIFY(chart->axisMax() >= achievementTotal(st, p));
        }
        QCOMPARE(d->findChild<StoryChart*>("scoreChart")->lastValue(1), scoreTotal(st.player(1)));
    }
#endif

    // A hand of twenty: the action prompt puts its melds in one menu instead of twenty buttons, so the bar stays a
    // few rows tall; a meld chosen there is the action played.
    void aLongActionPromptPutsItsMeldsInAMenu() {
        const TableModel m = testing::lateGamePosition(3);
        PromptState p;
        p.seat = 0;
        p.id = 3;
        p.kind = PromptKind::Action;
        p.options.push_back(PromptOption::make(PromptOption::Draw, "draw"));
        QList<int> hand;
        for (const auto& c : cardsOf(kMainSet))
            if (hand.size() < 20) hand << static_cast<int>(c.id);
        for (int id : hand) p.options.push_back(PromptOption::make(PromptOption::Meld, QString("meld %1").arg(id), id));
        ChoiceBox box;
        box.setPrompt(p, m, true);
        QVERIFY(box.optionCount() <= 3);
        QPushButton* menuButton = nullptr;
        for (QPushButton* b : box.findChildren<QPushButton*>())
            if (b->menu()) menuButton = b;
        QVERIFY(menuButton);
        QVERIFY2(menuButton->text().contains("Meld a card from your hand (20)"), qPrintable(menuButton->text()));
        QCOMPARE(menuButton->menu()->actions().size(), 20);
        QSignalSpy chosen(&box, &ChoiceBox::actionChosen);
        menuButton->menu()->actions().at(4)->trigger();
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.at(0).at(0).value<PromptOption>().type, PromptOption::Meld);
        // A short prompt keeps a button per meld.
        p.options.resize(6);
        p.id = 4;
        box.setPrompt(p, m, true);
        QCOMPARE(box.optionCount(), 6);
    }

    // A short chart keeps a line of text between its value ticks (ten ticks in 100 px read "..." each), and grows
    // more ticks when it is taller.
    void aShortChartHasFewerValueTicks() {
        StoryChart chart("Score");
        chart.setSeries({1, 2, 3}, {{0, 20, 42}, {0, 5, 9}}, {"Ada", "Babbage"});
        chart.resize(300, 190);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QVERIFY(chart.axisMax() >= 42);
        const int shortTicks = chart.valueIntervals();
        QVERIFY2(shortTicks * chart.fontMetrics().height() * 1.5 <= 190 - 110, qPrintable(QString::number(shortTicks)));
        chart.resize(300, 600);
        QTRY_VERIFY(chart.valueIntervals() > shortTicks);
        QVERIFY(chart.axisMax() >= 42);
    }

    // Every window fits the screen and closes with Esc or Ctrl+W, the rules too.
    void theRulesWindowFitsAndClosesWithEscOrCtrlW() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.showRules();
        QWidget* rules = w.rulesWindow();
        QVERIFY(rules && rules->isVisible());
        QVERIFY(rules->height() <= rules->screen()->availableGeometry().height());
        QVERIFY2(rules->minimumSizeHint().height() <= 720 - 60, "the rules window must fit a 1280x720 screen with its frame");
        rules->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(rules));
        QTest::keyClick(rules, Qt::Key_Escape);
        QTRY_VERIFY(!rules->isVisible());
        w.showRules();
        rules->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(rules));
        QTest::keySequence(rules, QKeySequence::Close);
        QTRY_VERIFY(!rules->isVisible());
    }

    // The rules reference covers every set and table the program plays, in every language alike (it had no word of
    // Echoes of the Past, nor of the rules for four and five players).
    void theRulesCoverEverySetInEveryLanguage() {
        auto sections = [](const QString& language) {
            QFile f(QString(":/rules/rules_%1.html").arg(language));
            if (!f.open(QIODevice::ReadOnly)) return QStringList();
            QStringList heads;
            static const QRegularExpression h2(QStringLiteral("<h2>(.*?)</h2>"));
            for (auto it = h2.globalMatch(QString::fromUtf8(f.readAll())); it.hasNext();) heads << it.next().captured(1);
            return heads;
        };
        const QStringList english = sections("en");
        for (const char* set : {"Cities of Destiny", "Echoes of the Past", "Four and five players"})
            QVERIFY2(std::any_of(english.begin(), english.end(), [&](const QString& h) { return h.startsWith(set); }), set);
        for (const char* language : {"de", "fr"}) {
            const QStringList heads = sections(language);
            QVERIFY2(heads.size() == english.size(), qPrintable(QString("%1: %2 sections, English %3").arg(language).arg(heads.size()).arg(english.size())));
            // The expansions keep their English names, in the same place.
            for (const char* set : {"Cities of Destiny", "Echoes of the Past"})
                for (int i = 0; i < english.size(); ++i)
                    if (english[i].startsWith(set)) QVERIFY2(heads[i].startsWith(set), qPrintable(QString("%1: %2").arg(language, heads[i])));
        }
    }

    void theStoryOpensAtTheEndWithRematchAndSave() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        QVERIFY(w.startGame({SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Ada", false, BotLevel::Random}}, Options{2, false, false}, 21).isEmpty());
        QTRY_VERIFY(w.controller()->canConcede());
        QVERIFY(w.controller()->concede());
        QTRY_VERIFY(w.controller()->result().has_value());
        QTRY_VERIFY(!w.gameScreen()->gameOverPanel()->isHidden());
        // A finished game stays finished: nothing to undo into it.
        QVERIFY(!w.controller()->canUndo());
        QVERIFY(!w.controller()->undo());
        // Looking at the table puts the result aside; the prompt bar brings it back.
        GameOverPanel* over = w.gameScreen()->gameOverPanel();
        over->hide();
        QPushButton* result = w.gameScreen()->promptBar()->resultButton();
        QTRY_VERIFY(!result->isHidden());
        result->click();
        QVERIFY(!over->isHidden());
        auto* storyButton = over->findChild<QPushButton*>("storyButton");
        QVERIFY(storyButton && !storyButton->isHidden());
        storyButton->click();
        StoryDialog* d = w.findChild<StoryDialog*>();
        QVERIFY(d);
        QVERIFY(d->headline().contains("Ada"));
        QVERIFY(d->why().contains("Alex"));
        QCOMPARE(d->achievementLines().size(), 2);
        QVERIFY(d->momentLines().join('\n').contains("demand"));
        QCOMPARE(d->findChildren<StoryChart*>().size(), 3);
        // Rematch: the same seats at a new game.
        d->findChild<QPushButton*>("rematchButton")->click();
        QTRY_VERIFY(w.host() && w.host()->game() && !w.host()->game()->over());
        QTRY_VERIFY(!w.controller()->isOver());
        QCOMPARE(w.host()->seats().size(), 2);
        QCOMPARE(w.host()->seats()[1].name, QString("Ada"));
        QVERIFY(!w.host()->seats()[1].human);
    }
};

QTEST_MAIN(TestExtras)
#include "test_extras.moc"
