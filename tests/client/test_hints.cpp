// "What would the Expert do?" in the window: key H and the Hint button ask about the player's own prompt, the
// panel lists up to three legal choices with a win chance and a reason, and Stop thinking cancels the search.
#include "text/prompt_text.h"
#include "game/hint_panel.h"
#include "screens/main_window.h"
#include "game/prompt_widgets.h"
#include "game/game_screen.h"
#include "settings.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QFile>
#include <QLayout>
#include <QLabel>
#include <QRegularExpression>
#include <QTest>
#include <QApplication>
#include <QAction>
#include <QTranslator>

#include "core/card.h"
#include "core/game.h"
#include "core/setup.h"
#include "json/json_io.h"

#include <algorithm>

using namespace inno;
using namespace inno::client;
using inno::net::SeatSpec;

namespace {
// A window with a game against a bot, played until the person's first action prompt.
bool startAtMyAction(MainWindow& w) {
    w.setAutosaveEnabled(false);
    const QList<SeatSpec> seats{SeatSpec{"Alex", true, BotLevel::Random}, SeatSpec{"Robo", false, BotLevel::Random}};
    if (!w.startGame(seats, Options{2, false, false}, 41).isEmpty()) return false;
    w.host()->setBotDelayMs(0);
    for (int guard = 0; guard < 20; ++guard) {
        if (!QTest::qWaitFor([&] {
                const auto& p = w.controller()->prompt();
                return p && w.host()->game()->prompt() && w.host()->game()->prompt()->player == 0 &&
                       !w.controller()->awaitingReply();
            }))
            return false;
        if (w.controller()->prompt()->kind == PromptKind::Action) return true;
        w.controller()->answer({w.controller()->prompt()->options.front().text});
    }
    return false;
}

// A saved game from a position of the base game: Alex and Robo, `current` to act with two actions, every card not
// named in its deck; Robo a person too when `hotSeat` (the test then answers for both).
QString positionSave(const std::vector<std::pair<const char*, ListId>>& cards, int current, bool hotSeat) {
    namespace bj = boost::json;
    const Names names{"Alex", "Robo"};
    GameState s = Game::start(GameSetup{names, Options{}, 7}).state();
    for (int p = 0; p < 2; ++p) {
        const CardSpan hand = s.player(p).hand();
        for (CardId c : std::vector<CardId>(hand.begin(), hand.end())) s.move(c, lists::supply(kMainSet, card(c).age), false);
    }
    for (const auto& [title, list] : cards) s.move(*findCard(title), list, true);
    s.phase = Phase::Playing;
    s.current = static_cast<std::uint8_t>(current);
    s.actionsLeft = 2;
    s.turnNumber = 3;
    recountBoards(s);
    bj::object o;
    o["format"] = "innovation-save";
    o["version"] = 1;
    o["players"] = bj::array{"Alex", "Robo"};
    o["options"] = json::optionsJson(s.options);
    o["position"] = json::stateToJson(s, names);
    o["answers"] = bj::array{};
    o["seats"] = bj::array{bj::object{{"human", true}}, bj::object{{"human", hotSeat}, {"level", "random"}}};
    return QString::fromStdString(bj::serialize(o));
}

// Waits until `seat` is asked something of `kind` and shows that seat (hot-seat play hands the screen over).
bool waitForQuestion(MainWindow& w, int seat, PromptKind kind) {
    if (!QTest::qWaitFor([&] {
            const auto& p = w.host()->game()->prompt();
            return p && p->player == seat && p->kind == kind;
        }))
        return false;
    // The table reaches the window's controller a moment after the game: it knows the seat only then.
    return QTest::qWaitFor([&] {
        w.controller()->setViewSeat(seat);
        return w.controller()->viewSeat() == seat && w.controller()->prompt() && !w.controller()->awaitingReply();
    });
}

bool answerOption(MainWindow& w, const QString& text) {
    for (const PromptOption& o : w.controller()->prompt()->options)
        if (o.text == text) return w.controller()->answer({o.text});
    return false;
}

struct HintLine {
    QString choice, chance, does;
};

HintSettings quick();

// Asks for a hint with the Hint button, as a player does inside an action, and splits its lines.
QList<HintLine> hintByButton(MainWindow& w) {
    w.askHint();  // creates the panel; give it a small budget, then ask with the button
    if (!w.hintPanel()) return {};
    w.hintPanel()->search()->cancel();
    if (!QTest::qWaitFor([&] { return !w.hintPanel()->searching(); })) return {};
    w.hintPanel()->setSettings(quick());
    w.hintPanel()->hide();
    QTest::mouseClick(w.gameScreen()->promptBar()->hintButton(), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return w.hintPanel()->isVisible() && !w.hintPanel()->searching() &&
                                      !w.hintPanel()->choiceLines().isEmpty(); }, 60000))
        return {};
    QList<HintLine> out;
    for (const QString& line : w.hintPanel()->choiceLines()) {
        const QStringList parts = line.split(QString::fromUtf8(" — "));
        if (parts.size() == 3) out.push_back({parts[0], parts[1], parts[2]});
    }
    return out;
}

// No two lines say the same: each answer that leads elsewhere is its own line, and answers with one result share one.
QString sameOutcomeTwice(const QList<HintLine>& lines) {
    for (int i = 0; i < lines.size(); ++i)
        for (int j = i + 1; j < lines.size(); ++j)
            if (lines[i].does == lines[j].does) return lines[i].choice + " | " + lines[j].choice + ": " + lines[i].does;
    return {};
}

QString allLines(const QList<HintLine>& lines) {
    QStringList out;
    for (const HintLine& l : lines) out << l.choice + " — " + l.does;
    return out.join("\n");
}

HintSettings quick() {
    HintSettings s;
    s.iterations = 400;
    s.innerSamples = 16;
    s.reasonSamples = 4;
    s.rounds = 4;
    return s;
}
}  // namespace

class TestHints : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        AppSettings::useTemporaryStore();
        // The client's own look, as main() sets it: its fonts are larger than the platform's default, and the
        // panel's lines once measured themselves in the default font and were drawn cut off in the client's.
        QFile style(":/style/innovation.qss");
        QVERIFY(style.open(QIODevice::ReadOnly));
        qApp->setStyleSheet(QString::fromUtf8(style.readAll()));
    }

    void keyHListsUpToThreeLegalChoices_data() {
        QTest::addColumn<QSize>("window");
        // At 2560x1440 the panel's words are twice as large, so its choices wrap onto second lines.
        QTest::addRow("1280x720") << QSize(1280, 720);
        QTest::addRow("2560x1440") << QSize(2560, 1440);
    }
    void keyHListsUpToThreeLegalChoices() {
        QFETCH(QSize, window);
        MainWindow w;
        w.resize(window);
        w.show();
        QVERIFY(startAtMyAction(w));
        QTRY_VERIFY(w.gameScreen()->promptBar()->hintButton()->isVisible());
        w.askHint();  // creates the panel; give it a small budget, then ask by key
        QVERIFY(w.hintPanel());
        w.hintPanel()->search()->cancel();
        QTRY_VERIFY(!w.hintPanel()->searching());
        w.hintPanel()->setSettings(quick());
        w.hintPanel()->hide();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QApplication::setActiveWindow(&w);
        w.gameScreen()->setFocus();
        QTRY_VERIFY(QApplication::activeWindow() == &w);
        // The moment the choices arrive the panel is as tall as they need: under a window manager it was not
        // resized again afterwards, and at 2560x1440 their second lines ran into the next choice.
        QString shownShort;
        connect(w.hintPanel()->search(), &HintSearch::finished, &w, [&] {
            HintPanel* panel = w.hintPanel();
            for (QLabel* row : panel->findChildren<QLabel*>("hintChoice"))
                if (!row->isVisibleTo(panel)) shownShort = "a choice not yet shown";
            if (panel->height() < panel->layout()->totalMinimumSize().height())
                shownShort = QString("the panel %1 px tall for %2").arg(panel->height()).arg(panel->layout()->totalMinimumSize().height());
        });
        QTest::keyClick(&w, Qt::Key_H);
        QTRY_VERIFY(w.hintPanel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!w.hintPanel()->searching() && !w.hintPanel()->choiceLines().isEmpty(), 60000);
        const Prompt& asked = *w.host()->game()->prompt();
        QVERIFY(w.hintPanel()->search()->prompt() == asked);
        const auto& choices = w.hintPanel()->search()->choices();
        QVERIFY(choices.size() >= 1 && choices.size() <= 3);
        QCOMPARE(w.hintPanel()->choiceLines().size(), static_cast<qsizetype>(choices.size()));
        for (const HintChoice& c : choices) {
            QVERIFY(validate(asked, c.answer).empty());
            QVERIFY(c.winChance >= 0 && c.winChance <= 1);
        }
        // Each line names a choice as the prompt bar does, and says how likely a win is.
        const PromptState state = *w.controller()->prompt();
        for (const QString& line : w.hintPanel()->choiceLines()) {
            bool named = false;
            for (const PromptOption& o : state.options) named = named || line.startsWith(optionLabel(o, state, w.controller()->model()));
            QVERIFY2(named, qPrintable(line));
            QVERIFY(line.contains('%'));
        }
        // The note on the order is there exactly when the chances as shown do not fall down the list.
        QCOMPARE(w.hintPanel()->orderNoteText(), HintPanel::orderNote(choices));
        // Every line of every choice is shown whole (descenders were cut): each label has the height its text needs.
        QVERIFY2(shownShort.isEmpty(), qPrintable(shownShort));
        const QList<QLabel*> rows = w.hintPanel()->findChildren<QLabel*>("hintChoice");
        QCOMPARE(rows.size(), choices.size());
        for (QLabel* row : rows) {
            QTRY_VERIFY(row->isVisible());
            QTRY_VERIFY2(row->height() >= row->heightForWidth(row->width()), qPrintable(QString("%1 < %2 at %3 wide, panel %4x%5").arg(row->height()).arg(row->heightForWidth(row->width())).arg(row->width()).arg(w.hintPanel()->width()).arg(w.hintPanel()->height())));
            QVERIFY(row->rect().intersected(w.hintPanel()->rect().translated(-row->pos())) == row->rect());
        }
        // The Hint button asks again.
        w.hintPanel()->hide();
        QTest::mouseClick(w.gameScreen()->promptBar()->hintButton(), Qt::LeftButton);
        QTRY_VERIFY(w.hintPanel()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!w.hintPanel()->searching(), 60000);
        // Once the prompt is answered, its advice is withdrawn.
        QVERIFY(w.controller()->answer({w.controller()->prompt()->options.front().text}));
        QTRY_VERIFY(!w.hintPanel()->isVisible());
        QVERIFY(w.hintPanel()->choiceLines().isEmpty());
    }

    // The panel lists the Expert's choice first (the one its search tried most), and says so when a choice lower
    // down shows a higher chance (44.8% was once listed above 45.0%), as a reader takes the list for a ranking by chance.
    void aHigherChanceLowerDownIsExplained() {
        auto choices = [](std::initializer_list<double> chances) {
            std::vector<HintChoice> out;
            for (double c : chances) {
                HintChoice choice;
                choice.winChance = c;
                out.push_back(choice);
            }
            return out;
        };
        QVERIFY(HintPanel::orderNote(choices({0.52, 0.47, 0.31})).isEmpty());
        QVERIFY(HintPanel::orderNote(choices({0.45, 0.45})).isEmpty());
        QVERIFY(HintPanel::orderNote(choices({0.451, 0.4504})).isEmpty());  // 45.1% and 45.0%
        QVERIFY(HintPanel::orderNote(choices({0.448, 0.45, 0.2})).contains("tried most"));  // 44.8% above 45.0%
        QVERIFY(HintPanel::orderNote(choices({0.30, 0.20, 0.40})).contains("tried most"));
        QVERIFY(HintPanel::orderNote(choices({-1, 0.5})).isEmpty());  // a choice not estimated is not compared
        QVERIFY(HintPanel::orderNote({}).isEmpty());
    }

    void stopThinkingCancelsTheSearch() {
        MainWindow w;
        w.show();
        QVERIFY(startAtMyAction(w));
        w.askHint();
        w.hintPanel()->search()->cancel();
        QTRY_VERIFY(!w.hintPanel()->searching());
        HintSettings slow = quick();
        slow.iterations = 50'000'000;
        slow.rounds = 100'000;
        w.hintPanel()->setSettings(slow);
        QSignalSpy cancelled(w.hintPanel()->search(), &HintSearch::cancelled);
        QSignalSpy progressed(w.hintPanel()->search(), &HintSearch::progressed);
        w.askHint();
        QVERIFY(w.hintPanel()->searching());
        QTRY_VERIFY(progressed.count() > 0);  // it is thinking, off the GUI thread
        QVERIFY(w.hintPanel()->cancelButton()->isEnabled());
        QTest::mouseClick(w.hintPanel()->cancelButton(), Qt::LeftButton);
        QTRY_COMPARE(cancelled.count(), 1);
        QVERIFY(!w.hintPanel()->searching());
        QVERIFY(w.hintPanel()->choiceLines().isEmpty());
        QVERIFY(!w.hintPanel()->cancelButton()->isEnabled());
    }

    // Issue 47: inside an action each hinted answer says what it does, played out on the seat's own position, not
    // the answer again ("Writing (1) Zurücklegen"). Pottery asks which cards Alex returns: returning Writing draws
    // and scores a 1 (which one Alex cannot know, so it is "a 1").
    void aReturnSaysWhatFollows() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.resize(1280, 720);
        w.show();
        QCOMPARE(w.loadGameText(positionSave({{"Pottery", lists::pile(0, Color::Blue)}, {"Writing", lists::hand(0)},
                                              {"Oars", lists::hand(0)}, {"Archery", lists::pile(1, Color::Red)}},
                                             0, false)),
                 QString());
        w.host()->setBotDelayMs(0);
        QVERIFY(waitForQuestion(w, 0, PromptKind::Action));
        QVERIFY(answerOption(w, "dogma Pottery"));
        QVERIFY(waitForQuestion(w, 0, PromptKind::Cards));
        const QList<HintLine> lines = hintByButton(w);
        QVERIFY(!lines.isEmpty());
        QVERIFY2(sameOutcomeTwice(lines).isEmpty(), qPrintable(sameOutcomeTwice(lines)));
        bool returns = false;
        for (const HintLine& l : lines) {
            QVERIFY2(l.does.contains("Alex draws a 1"), qPrintable(allLines(lines)));  // Pottery's second effect
            for (const char* title : {"Writing", "Oars"})
                if (l.choice.contains(title))  // one sentence for the cards returned together ("Oars and Writing")
                    QVERIFY2(l.does.contains(QRegularExpression(QString("Alex returns [^.]*\\b%1\\b").arg(title))), qPrintable(allLines(lines)));
            if (l.does.contains("Alex returns")) {
                returns = true;
                QVERIFY2(l.does.contains("Alex scores a "), qPrintable(allLines(lines)));
            }
        }
        QVERIFY2(returns, qPrintable(allLines(lines)));
        // Returning both cards in either order puts them under the 1 pile in that order: the later line says so.
        auto picks = [](const HintLine& l) {
            QStringList cards = l.choice.split(", ");
            cards.sort();
            return cards;
        };
        for (int i = 0; i < lines.size(); ++i)
            for (int j = i + 1; j < lines.size(); ++j)
                if (picks(lines[i]) == picks(lines[j]))
                    QVERIFY2(lines[j].does.contains("The order decides which card lies deeper in the 1 pile"), qPrintable(allLines(lines)));
    }

    // A demand: Robo's Archery makes Alex draw a 1 and hand over the highest card, and Alex holds three 1s. Each line
    // says which card goes to Robo.
    void aDemandSaysWhatGoesToTheOpponent() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.resize(1280, 720);
        w.show();
        QCOMPARE(w.loadGameText(positionSave({{"Pottery", lists::pile(0, Color::Blue)}, {"Writing", lists::hand(0)},
                                              {"Oars", lists::hand(0)}, {"Archery", lists::pile(1, Color::Red)}},
                                             1, true)),
                 QString());
        QVERIFY(waitForQuestion(w, 1, PromptKind::Action));
        QVERIFY(answerOption(w, "dogma Archery"));
        QVERIFY(waitForQuestion(w, 0, PromptKind::Cards));
        const QList<HintLine> lines = hintByButton(w);
        QVERIFY(!lines.isEmpty());
        QVERIFY2(sameOutcomeTwice(lines).isEmpty(), qPrintable(sameOutcomeTwice(lines)));
        for (const HintLine& l : lines) {
            const QString title = l.choice.section(" (", 0, 0);  // "Writing (1)"
            QVERIFY2(l.does.contains(QString("%1 goes from Alex's hand into Robo's hand").arg(title)), qPrintable(allLines(lines)));
        }
    }

    // Reformation tucks three cards of three colors: the order does not matter, so the three picks are one line
    // "in any order", never the same cards again in another order.
    void tucksInAnyOrderAreOneLine() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.resize(1280, 720);
        w.show();
        QCOMPARE(w.loadGameText(positionSave({{"Reformation", lists::pile(0, Color::Purple)},
                                              {"Agriculture", lists::pile(0, Color::Yellow)}, {"Writing", lists::hand(0)},
                                              {"Oars", lists::hand(0)}, {"The Wheel", lists::hand(0)},
                                              {"Archery", lists::pile(1, Color::Red)}},
                                             0, false)),
                 QString());
        w.host()->setBotDelayMs(0);
        QVERIFY(waitForQuestion(w, 0, PromptKind::Action));
        QVERIFY(answerOption(w, "dogma Reformation"));
        QVERIFY(waitForQuestion(w, 0, PromptKind::Cards));
        const QList<HintLine> lines = hintByButton(w);
        QVERIFY(!lines.isEmpty());
        QVERIFY2(sameOutcomeTwice(lines).isEmpty(), qPrintable(sameOutcomeTwice(lines)));
        QSet<QString> picks;
        bool anyOrder = false;
        for (const HintLine& l : lines) {
            QStringList cards;
            for (const char* title : {"Writing", "Oars", "The Wheel"})
                if (l.choice.contains(title)) cards << title;
            QVERIFY2(!picks.contains(cards.join(',')) || cards.isEmpty(), qPrintable(allLines(lines)));
            picks.insert(cards.join(','));
            if (cards.size() == 3) {
                anyOrder = l.choice.contains("(in any order)");
                for (const QString& c : cards) QVERIFY2(l.does.contains("Alex tucks " + c), qPrintable(allLines(lines)));
            }
        }
        QVERIFY2(anyOrder, qPrintable(allLines(lines)));
    }

    void reasonsReadNaturally() {
        QTranslator english;
        QVERIFY(english.load(":/translations/innovation_en"));
        QCoreApplication::installTranslator(&english);
        QCOMPARE(HintPanel::reasonText(HintReason::Score, 1), QString("it scores 1 point"));
        QCOMPARE(HintPanel::reasonText(HintReason::Score, 4), QString("it scores 4 points"));
        QCOMPARE(HintPanel::reasonText(HintReason::Achievement, 1), QString("it claims 1 achievement"));
        QCOMPARE(HintPanel::reasonText(HintReason::DemandAvoided, 2), QString("2 fewer demands can reach you"));
        QCoreApplication::removeTranslator(&english);
    }
};

QTEST_MAIN(TestHints)
#include "test_hints.moc"
