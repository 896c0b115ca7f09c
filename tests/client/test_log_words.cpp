// Issue 47, item 9: the log's sentences read as a native speaker writes them. Every sentence pattern of the log
// (text/log_text.cpp) is written with sample names and cards in English, German and French, and checked for the
// forms a player reported or that the pieces of a sentence could make: in French no "leur prévision" for one
// player, no "son jaune" for a pile, no straight apostrophe, "de" contracted before a vowel; in German no
// "zu der" / "von dem", no "der Auslage von Ada" where "Adas Auslage" reads better; no argument left unfilled.
#include "settings.h"
#include "text/log_text.h"
#include "text/prompt_text.h"
#include "text/words.h"

#include "core/card_set.h"

#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif

#include <QRegularExpression>
#include <QTextDocumentFragment>
#include <QTranslator>
#include <QtTest>

using namespace inno;
using namespace inno::client;

namespace {

// The seats: a name ending in a hissing sound (German genitive "Alex’"), names beginning with a vowel (French
// "d’Ada"), and a plain one.
TableModel sampleTable() {
    TableModel m;
    m.viewer = 0;
    m.players.resize(3);
    const char* names[] = {"Alex", "Ada", "Babbage"};
    for (int p = 0; p < 3; ++p) m.players[p].name = names[p];
    m.turnNumber = 7;
    m.supply[kMainSet].fill(5);
#if INNOVATION_WITH_ECHOES
    m.setInPlay("echoes", true);
#endif
    return m;
}

int cardNamed(const char* title) { return cardIdOf(title); }


struct Sample {
    QString what;  // which pattern, for the failure message
    Event e;
};

// One event of every kind the log writes, with the places and owners each pattern takes.
QList<Sample> samples() {
    QList<Sample> out;
    auto add = [&](const QString& what, Event e) { out.push_back({what, e}); };
    Event e;
    e.kind = EventKind::GameStarted, e.player = 1;
    add("game started", e);
    e = {}, e.kind = EventKind::TurnStarted, e.player = 0, e.value = 2;
    add("turn", e);
    e = {}, e.kind = EventKind::ActionTaken, e.action = ActionKind::Dogma, e.player = 0, e.card = cardNamed("Physics");
    add("dogma", e);
    e.action = ActionKind::Parley;
    add("parley", e);
    // Moves: from the actor's own places and from others', known and hidden cards.
    QList<Zone> zones{Zone::Deck, Zone::Hand, Zone::Board, Zone::Score, Zone::Achievement, Zone::Removed};
#if INNOVATION_WITH_ECHOES
    if (const std::optional<Zone> forecast = echoes::forecastZone()) zones << *forecast;
#endif
    const Move moves[] = {Move::Drawn, Move::Melded, Move::Tucked, Move::Scored, Move::Returned, Move::Transferred, Move::Exchanged, Move::Achieved, Move::Removed};
    for (Move mv : moves)
        for (Zone from : zones)
            for (int fromPlayer : {0, 1})
                for (int card : {cardNamed("Physics"), -1}) {
                    Event c;
                    c.kind = EventKind::CardMoved;
                    c.move = mv;
                    c.player = 0;
                    c.card = card < 0 ? kNoCard : static_cast<CardId>(card);
                    c.age = 3;
                    c.from.zone = from;
                    c.from.player = from == Zone::Deck || from == Zone::Removed ? -1 : fromPlayer;
                    c.to.zone = Zone::Board;
                    c.to.player = 2;
                    const QString what = QString("move %1 from zone %2 of seat %3, card %4").arg(int(mv)).arg(int(from)).arg(fromPlayer).arg(card);
                    add(what, c);
                    // A card given or exchanged: to every place of a player.
                    if (mv == Move::Transferred || mv == Move::Exchanged)
                        for (Zone to : zones)
                            if (to != Zone::Deck && to != Zone::Removed && to != Zone::Board) {
                                c.to.zone = to;
                                add(what + QString(" to zone %1").arg(int(to)), c);
                            }
                    c.revealed = mv == Move::Drawn;
                    if (c.revealed) add("draw and reveal", c);
                }
    for (int card : {cardNamed("Physics"), -1}) {  // a card put on top of its deck, not returned under it
        Event c;
        c.kind = EventKind::CardMoved, c.move = Move::Returned, c.player = 1, c.age = 3, c.onTop = true;
        c.card = card < 0 ? kNoCard : static_cast<CardId>(card);
        c.from.zone = Zone::Hand, c.from.player = 1;
        add(QString("put on top of its deck, card %1").arg(card), c);
    }
    for (Trigger t : {Trigger::ParleyPayment, Trigger::ParleyShare, Trigger::ParleyEscape}) {
        Event c;
        c.kind = EventKind::CardMoved, c.move = Move::Returned, c.player = 1, c.card = cardNamed("Physics"), c.from.zone = Zone::Hand, c.from.player = 1, c.trigger = t;
        add("parley payment", c);
    }
    e = {}, e.kind = EventKind::CardRevealed, e.player = 1, e.card = cardNamed("Physics");
    add("reveal", e);
    e = {}, e.kind = EventKind::HandRevealed, e.player = 1;
    add("hand revealed", e);
    e = {}, e.kind = EventKind::CardShown, e.player = 0, e.card = cardNamed("Physics"), e.from.zone = Zone::Deck;
    add("looks at the deck", e);
    e.from.zone = Zone::Hand, e.from.player = 1;
    add("looks at a hand", e);
    for (int c = 0; c < kColors; ++c)
        for (Splay s : {Splay::None, Splay::Left, Splay::Right, Splay::Up}) {
            Event sp;
            sp.kind = EventKind::Splayed, sp.player = 1, sp.color = static_cast<Color>(c), sp.splay = s;
            add(QString("splay %1 %2").arg(c).arg(int(s)), sp);
        }
    e = {}, e.kind = EventKind::DogmaRoles, e.player = 0, e.icon = Icon::Lightbulb;
    e.counts = {4, 5, 1};
    e.sharers = 1 << 1, e.demanded = 1 << 2;
    add("roles", e);
    e = {}, e.kind = EventKind::FreeDraw, e.player = 0;
    add("free draw", e);
    e = {}, e.kind = EventKind::DogmaEnded, e.card = cardNamed("Physics");
    add("dogma ended", e);
    e = {}, e.kind = EventKind::AchievementClaimed, e.player = 1, e.special = *parseSpecial("Monument"), e.isSpecial = true;
    add("special", e);
    e.claimReason = ClaimReason::CardEffect, e.source = cardNamed("Masonry");
    add("special by an effect", e);
    e = {}, e.kind = EventKind::AchievementClaimed, e.player = 1, e.value = 4;
    add("age achievement", e);
    e = {}, e.kind = EventKind::GameEnded, e.winners = 1 << 1, e.reason = EndReason::Achievements;
    add("game over", e);
    e.reason = EndReason::None, e.player = 0;
    add("concession", e);
    return out;
}

QString plain(const QString& html) { return QTextDocumentFragment::fromHtml(html).toPlainText(); }

// The log's lines for a run of events, told in a language (its translator installed for the plural forms, English too).
QStringList linesTold(const QString& language, const std::vector<Event>& events) {
    QTranslator translator;
    if (!translator.load(":/translations/innovation_" + language)) return {"no translation for " + language};
    QCoreApplication::installTranslator(&translator);
    AppSettings::instance().setLanguage(language);
    const TableModel m = sampleTable();
    QStringList lines;
    for (std::size_t i = 0; i < events.size(); ++i)
        if (const QString line = plain(describeIn(events, i, m, m)); !line.isEmpty()) lines << line;
    AppSettings::instance().setLanguage("en");
    QCoreApplication::removeTranslator(&translator);
    return lines;
}

}  // namespace

class TestLogWords : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void everyLogSentenceReadsWell_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << "en";
        QTest::newRow("German") << "de";
        QTest::newRow("French") << "fr";
    }
    void everyLogSentenceReadsWell() {
        QFETCH(QString, language);
        QTranslator translator;
        if (language != "en") {
            QVERIFY(translator.load(":/translations/innovation_" + language));
            QVERIFY(QCoreApplication::installTranslator(&translator));
        }
        AppSettings::instance().setLanguage(language);
        const TableModel m = sampleTable();
        // The forms that must not appear, in this language.
        QList<std::pair<QRegularExpression, QString>> bad{
            {QRegularExpression("%\\d"), "an argument left unfilled"},
        };
        if (language == "fr") {
            bad.push_back({QRegularExpression("\\bleurs?\\b"), "\"leur\" for one player"});
            bad.push_back({QRegularExpression("'"), "a straight apostrophe (French writes ’)"});
            bad.push_back({QRegularExpression("\\b(son|sa) (rouge|jaune|vert|verte|bleu|bleue|violet|violette)\\b"), "a color as a pile's name"});
            bad.push_back({QRegularExpression("\\b[Dd]e [AEIOUaeiou]"), "\"de\" not contracted before a vowel"});
            bad.push_back({QRegularExpression("\\bdepuis (prévision|main|plateau|pile)\\b"), "a place without its article"});
        }
        if (language == "de") {
            bad.push_back({QRegularExpression("\\b([Zz]u der|[Zz]u dem|[Vv]on dem|[Ii]n dem)\\b"), "a preposition not contracted with its article"});
            bad.push_back({QRegularExpression("\\b(der Hand|der Auslage|dem Punktestapel|den Erfolgen|Vorschau) von\\b"), "a place of a player said with \"von\""});
            bad.push_back({QRegularExpression("\\b(aus|zu|in|von) (Hand|Auslage|Punktestapel|Vorschau)\\b"), "a place without its article or owner"});
            bad.push_back({QRegularExpression("Alexs\\b"), "the genitive of a name in -x"});
            bad.push_back({QRegularExpression("\\b(aus|zu|in) ihre\\b"), "a place in the wrong case"});
            // Where a card goes takes the preposition of its place: auf a pile, in a hand or the Auslage.
            bad.push_back({QRegularExpression("\\bzu (\\S+ )?(Hand|Auslage|Punktestapel|Vorschau|Ausstellung)\\b"), "\"zu\" before a place a card goes to"});
            bad.push_back({QRegularExpression("\\bzu[mr] (\\S+ )?(Hand|Auslage|Punktestapel|Stapel|Vorschau|Ausstellung)\\b", QRegularExpression::UseUnicodePropertiesOption),
                           "\"zu\" before a place a card goes to"});
        }
        QStringList problems;
        int lines = 0;
        QSet<QString> seen;
        for (const Sample& s : samples()) {
            const QString html = describe(s.e, m, m);
            if (html.isEmpty()) continue;
            ++lines;
            const QString text = plain(html);
            // LOG_WORDS_DUMP=1 prints every sentence once, for a translator to read them all.
            if (qEnvironmentVariableIsSet("LOG_WORDS_DUMP") && !seen.contains(text)) qDebug().noquote() << text;
            seen << text;
            for (const auto& [re, why] : bad)
                if (re.match(text).hasMatch()) problems << QString("%1: \"%2\": %3").arg(s.what, text, why);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
        QVERIFY2(lines > 150, qPrintable(QString::number(lines)));
        // The sentences a player reported, as they now read.
        auto line = [&](Event e) { return plain(describe(e, m, m)); };
        Event splay;
        splay.kind = EventKind::Splayed, splay.player = 0, splay.color = Color::Yellow, splay.splay = Splay::Right;
        Event transfer;
        transfer.kind = EventKind::CardMoved, transfer.move = Move::Transferred, transfer.player = 0, transfer.card = kNoCard, transfer.age = 3;
        transfer.from.zone = Zone::Score, transfer.from.player = 0, transfer.to.zone = Zone::Board, transfer.to.player = 1;
        Event fromDeck = transfer;
        fromDeck.from.zone = Zone::Deck, fromDeck.from.player = -1, fromDeck.to.zone = Zone::Score, fromDeck.to.player = 1;
        if (language == "en") {
            QCOMPARE(line(splay), QString("Alex splays their yellow cards right."));
            QCOMPARE(line(transfer), QString("A 3 goes from Alex's score pile to Ada's board."));
            QCOMPARE(line(fromDeck), QString("A 3 goes from the deck to Ada's score pile."));
        } else if (language == "de") {
            QCOMPARE(line(splay), QString("Alex fächert die gelben Karten nach rechts auf."));
            QCOMPARE(line(transfer), QString("Eine 3 wandert von Alex’ Punktestapel in Adas Auslage."));
            QCOMPARE(line(fromDeck), QString("Eine 3 wandert vom Stapel auf Adas Punktestapel."));
        } else {
            QCOMPARE(line(splay), QString("Alex décale ses cartes jaunes à droite."));
            QCOMPARE(line(transfer), QString("Un 3 quitte la pile de score d’Alex pour aller sur le plateau d’Ada."));
            QCOMPARE(line(fromDeck), QString("Un 3 quitte la pioche pour aller dans la pile de score d’Ada."));
        }
#if INNOVATION_WITH_ECHOES
        if (const std::optional<Zone> forecast = echoes::forecastZone()) {
            Event meld;
            meld.kind = EventKind::CardMoved, meld.move = Move::Melded, meld.player = 0, meld.card = cardNamed("Physics");
            meld.from.zone = *forecast, meld.from.player = 0, meld.to.zone = Zone::Board, meld.to.player = 0;
            const QString expected = language == "en" ? "Alex melds Physics from their forecast."
                                   : language == "de" ? "Alex spielt Physics aus der eigenen Vorschau aus."
                                                      : "Alex pose Physics depuis sa prévision.";
            QCOMPARE(line(meld), expected);
        }
#endif
        AppSettings::instance().setLanguage("en");
        if (language != "en") QCoreApplication::removeTranslator(&translator);
    }

    // Issue 47: "wandert von Adas Auslage zu Spielers Punktestapel", "…um sie zu Adas Punktestapel zu übertragen".
    // Where a card goes takes the preposition of its place, in the log, the demand's question and the summary
    // of the others' moves: auf a pile, in a hand; French sur a board, dans a hand.
    void everyPlaceACardGoesToTakesItsPreposition_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");  // a transfer to the hand, board, score pile, achievements
        QTest::addColumn<QString>("question");      // the demand's question, to the demander's score pile
        QTest::newRow("English") << "en"
                                 << QStringList{"A 3 goes from Alex's score pile into Babbage's hand.",
                                                "A 3 goes from Alex's score pile to Babbage's board.",
                                                "A 3 goes from Alex's score pile to Babbage's score pile.",
                                                "A 3 goes from Alex's score pile to Babbage's achievements."}
                                 << "Ada's demand (Oars): choose 1 card to transfer to Ada's score pile.";
        QTest::newRow("German") << "de"
                                << QStringList{"Eine 3 wandert von Alex’ Punktestapel in Babbages Hand.",
                                               "Eine 3 wandert von Alex’ Punktestapel in Babbages Auslage.",
                                               "Eine 3 wandert von Alex’ Punktestapel auf Babbages Punktestapel.",
                                               "Eine 3 wandert von Alex’ Punktestapel zu Babbages Erfolgen."}
                                << "Forderung von Ada (Oars): wähle 1 Karte, um sie auf Adas Punktestapel zu übertragen.";
        QTest::newRow("French") << "fr"
                                << QStringList{"Un 3 quitte la pile de score d’Alex pour aller dans la main de Babbage.",
                                               "Un 3 quitte la pile de score d’Alex pour aller sur le plateau de Babbage.",
                                               "Un 3 quitte la pile de score d’Alex pour aller dans la pile de score de Babbage.",
                                               "Un 3 quitte la pile de score d’Alex pour aller parmi les accomplissements de Babbage."}
                                << "Exigence d’Ada (Oars) : choisissez 1 carte à transférer dans la pile de score d’Ada.";
    }
    void everyPlaceACardGoesToTakesItsPreposition() {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        QFETCH(QString, question);
        QTranslator translator;  // English too, for its plural forms
        QVERIFY(translator.load(":/translations/innovation_" + language));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        AppSettings::instance().setLanguage(language);
        TableModel m = sampleTable();
        QStringList lines;
        for (Zone to : {Zone::Hand, Zone::Board, Zone::Score, Zone::Achievement}) {
            Event e;
            e.kind = EventKind::CardMoved, e.move = Move::Transferred, e.player = 0, e.card = kNoCard, e.age = 3;
            e.from.zone = Zone::Score, e.from.player = 0, e.to.zone = to, e.to.player = 2;
            lines << plain(describe(e, m, m));
        }
        // Ada's Oars asks Alex for a card of his hand, for her score pile.
        m.current = 1;
        m.demandRunning = true;
        PromptState p;
        p.seat = 0;
        p.kind = PromptKind::Cards;
        p.purpose = Purpose::Transfer;
        p.min = p.max = 1;
        p.source = cardNamed("Oars");
        const QString asked = plain(promptQuestion(p, m));
        AppSettings::instance().setLanguage("en");
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(lines, expected);
        QCOMPARE(asked, question);
    }

    // Issue 47: an exchange of hands wrote a line per card (six for one Machinery). It is one line per direction,
    // naming the cards the reader saw and the others by their age only.
    void anExchangeIsOneLinePerDirection_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("English") << "en"
                                 << QStringList{"In the exchange, Physics, Oars and Masonry go from Alex's hand into Ada's hand.",
                                                "In the exchange, a 2 and a 4 go from Ada's hand into Alex's hand.",
                                                "In the exchange, a 5 goes from Babbage's hand into Ada's hand."};
        QTest::newRow("German") << "de"
                                << QStringList{"Beim Tausch wandern Physics, Oars und Masonry aus Alex’ Hand in Adas Hand.",
                                               "Beim Tausch wandern eine 2 und eine 4 aus Adas Hand in Alex’ Hand.",
                                               "Beim Tausch wandert eine 5 aus Babbages Hand in Adas Hand."};
        QTest::newRow("French") << "fr"
                                << QStringList{"Dans l’échange, Physics, Oars et Masonry quittent la main d’Alex pour aller dans la main d’Ada.",
                                               "Dans l’échange, un 2 et un 4 quittent la main d’Ada pour aller dans la main d’Alex.",
                                               "Dans l’échange, un 5 quitte la main de Babbage pour aller dans la main d’Ada."};
    }
    void anExchangeIsOneLinePerDirection() {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        QTranslator translator;  // English too, for its plural forms
        QVERIFY(translator.load(":/translations/innovation_" + language));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        AppSettings::instance().setLanguage(language);
        const TableModel m = sampleTable();
        auto exchanged = [](int card, int age, int from, int to) {
            Event e;
            e.kind = EventKind::CardMoved, e.move = Move::Exchanged, e.player = 1;
            e.card = card < 0 ? kNoCard : static_cast<CardId>(card), e.age = age;
            e.from.zone = e.to.zone = Zone::Hand, e.from.player = from, e.to.player = to;
            return e;
        };
        // Ada's exchange with Alex, the reader: his three cards named, hers hidden from him as they go (as a
        // seat's events may say); then another exchange, Babbage's one card.
        Event drawn;
        drawn.kind = EventKind::CardMoved, drawn.move = Move::Drawn, drawn.player = 1, drawn.age = 5, drawn.card = kNoCard;
        drawn.from.zone = Zone::Deck, drawn.to.zone = Zone::Hand, drawn.to.player = 1;
        const std::vector<Event> events{exchanged(cardNamed("Physics"), 5, 0, 1), exchanged(cardNamed("Oars"), 1, 0, 1),
                                        exchanged(-1, 2, 1, 0), exchanged(cardNamed("Masonry"), 1, 0, 1),
                                        exchanged(-1, 4, 1, 0), drawn, exchanged(-1, 5, 2, 1)};
        QStringList lines;
        for (std::size_t i = 0; i < events.size(); ++i)
            if (events[i].move == Move::Exchanged)
                if (const QString line = plain(describeIn(events, i, m, m)); !line.isEmpty()) lines << line;
        AppSettings::instance().setLanguage("en");
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(lines, expected);
    }

    // A playtest saw "Dans l’échange, un 2, un 2, un 2, un 2, un 2, un 2 et un 2 quittent la main de Curie…": the
    // hidden cards of one age are counted, where the first of them comes.
    void anExchangeCountsTheHiddenCardsOfAnAge_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("English") << "en"
                                 << QStringList{"In the exchange, seven 2s and a 3 go from Ada's hand into Alex's hand.",
                                                "In the exchange, two 4s go from Babbage's hand into Ada's hand."};
        QTest::newRow("German") << "de"
                                << QStringList{"Beim Tausch wandern sieben 2er und eine 3 aus Adas Hand in Alex’ Hand.",
                                               "Beim Tausch wandern zwei 4er aus Babbages Hand in Adas Hand."};
        QTest::newRow("French") << "fr"
                                << QStringList{"Dans l’échange, sept 2 et un 3 quittent la main d’Ada pour aller dans la main d’Alex.",
                                               "Dans l’échange, deux 4 quittent la main de Babbage pour aller dans la main d’Ada."};
    }
    void anExchangeCountsTheHiddenCardsOfAnAge() {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        auto exchanged = [](int age, int from, int to) {
            Event e;
            e.kind = EventKind::CardMoved, e.move = Move::Exchanged, e.player = 1, e.card = kNoCard, e.age = age;
            e.from.zone = e.to.zone = Zone::Hand, e.from.player = from, e.to.player = to;
            return e;
        };
        std::vector<Event> events{exchanged(2, 1, 0), exchanged(2, 1, 0), exchanged(3, 1, 0)};
        for (int k = 0; k < 5; ++k) events.push_back(exchanged(2, 1, 0));
        events.push_back(exchanged(4, 2, 1));
        events.push_back(exchanged(4, 2, 1));
        QCOMPARE(linesTold(language, events), expected);
    }

    // Several cards returned in a row from one hand are one line, the hidden ones counted by age where the first of
    // them comes (Currency's return wrote "Ada returns a 1 from her hand." four times, then three 2s and a 3).
    void severalReturnsInARowAreOneLine_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("English") << "en"
                                 << QStringList{"Ada returns four 1s, three 2s and a 3 from their hand.",
                                                "Ada returns a 5 from their score pile."};
        QTest::newRow("German") << "de"
                                << QStringList{"Ada legt vier 1er, drei 2er und eine 3 aus der eigenen Hand zurück.",
                                               "Ada legt eine 5 aus dem eigenen Punktestapel zurück."};
        QTest::newRow("French") << "fr"
                                << QStringList{"Ada remet quatre 1, trois 2 et un 3 depuis sa main.",
                                               "Ada remet un 5 depuis sa pile de score."};
    }
    void severalReturnsInARowAreOneLine() {
        QFETCH(QString, language);
        QFETCH(QStringList, expected);
        auto returned = [](int age, Zone from) {
            Event e;
            e.kind = EventKind::CardMoved, e.move = Move::Returned, e.player = 1, e.card = kNoCard, e.age = age;
            e.from.zone = from, e.from.player = 1, e.to.zone = Zone::Deck, e.to.player = -1;
            return e;
        };
        std::vector<Event> events;
        for (int age : {1, 1, 2, 1, 2, 1, 2, 3}) events.push_back(returned(age, Zone::Hand));
        events.push_back(returned(5, Zone::Score));
        QCOMPARE(linesTold(language, events), expected);
    }

    // A question names the card that asks before a colon ("Soap: choose a color…"); French puts a no-break space
    // before it, as everywhere ("Soap : choisissez…"; a player saw "Soap: choisissez" in the bar and the panel).
    void aCardsQuestionSpacesItsColonInFrench() {
        QTranslator translator;
        QVERIFY(translator.load(":/translations/innovation_fr"));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        AppSettings::instance().setLanguage("fr");
        TableModel m = sampleTable();
        m.current = 0;
        PromptState p;
        p.seat = 0;
        p.kind = PromptKind::Cards;
        p.purpose = Purpose::Return;
        p.min = 1, p.max = 1;
        p.source = cardNamed("Pottery");
        const QString french = promptQuestion(p, m);  // the markup: its plain text makes every space a plain one
        QCoreApplication::removeTranslator(&translator);
        AppSettings::instance().setLanguage("en");
        QVERIFY2(french.startsWith(QString("<b>Pottery</b>") + QChar(0x00a0) + ": "), qPrintable(french));
        const QString english = plain(promptQuestion(p, m));
        QVERIFY2(english.startsWith("Pottery: "), qPrintable(english));
    }

    // The German genitive of a name, for the places of a player ("Adas Hand"); other languages keep the name.
    void germanNamesTakeTheGenitive() {
        AppSettings::instance().setLanguage("de");
        QCOMPARE(Texts::possessor("Ada"), QString("Adas"));
        QCOMPARE(Texts::possessor("Alex"), QString("Alex’"));
        QCOMPARE(Texts::possessor("Hans"), QString("Hans’"));
        QCOMPARE(Texts::possessor("Fritz"), QString("Fritz’"));
        QCOMPARE(Texts::possessor("Babbage"), QString("Babbages"));
        AppSettings::instance().setLanguage("fr");
        QCOMPARE(Texts::possessor("Ada"), QString("Ada"));
        AppSettings::instance().setLanguage("en");
        QCOMPARE(Texts::possessor("Ada"), QString("Ada"));
    }

    // German contracts a preposition with the article of a place, and only there.
    void germanContractsOnlyBeforeAPlace() {
        AppSettings::instance().setLanguage("de");
        QCOMPARE(contracted("von dem Stapel zu der Schachtel"), QString("vom Stapel zur Schachtel"));
        QCOMPARE(contracted("zu dem eigenen Punktestapel"), QString("zum eigenen Punktestapel"));
        QCOMPARE(contracted("bis zu dem der Stadt"), QString("bis zu dem der Stadt"));
        QCOMPARE(contracted("bis zu dem von Ada"), QString("bis zu dem von Ada"));
        AppSettings::instance().setLanguage("en");
        QCOMPARE(contracted("von dem Stapel"), QString("von dem Stapel"));
    }
};

QTEST_MAIN(TestLogWords)
#include "test_log_words.moc"
