// Five seats in the client: the rule selector of the New game and Host LAN game dialogs, and the dogma preview
// of a distant player under the parley and the distant-player rule (from the engine's rules).
#include "model/dogma_preview.h"
#include "text/log_text.h"
#include "text/dogma_text.h"
#include "text/prompt_text.h"
#include "lan/host_lan_dialog.h"
#include "widgets/large_game_selector.h"
#include "screens/new_game_dialog.h"
#include "game/prompt_widgets.h"
#include "settings.h"
#include "model/table_model.h"

#include "core/card.h"
#include "core/rules.h"

#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QtTest>

using namespace inno;
using namespace inno::client;

namespace {
// Five seats, you in seat 0 with `mine` castles; the others' castle counts and hand sizes as given.
TableModel fiveSeats(LargeGame rule, int mine, std::array<int, 4> theirs, std::array<int, 4> hands) {
    TableModel m;
    m.viewer = 0;
    m.rules.largeGame = rule;
    const char* names[] = {"You", "Bea", "Cy", "Dee", "Eli"};
    for (int p = 0; p < 5; ++p) {
        PlayerModel pl;
        pl.name = names[p];
        pl.icons[index(Icon::Castle)] = p == 0 ? mine : theirs[p - 1];
        for (int i = 0; p > 0 && i < hands[p - 1]; ++i) pl.hand.push_back(CardRef{-1, 1, false});
        m.players.push_back(pl);
    }
    return m;
}
int archery() { return cardIdOf("Archery"); }  // castle, with a demand
int bit(int p) { return 1 << p; }
// The preview's line about one player (lines are joined with <br>).
QString lineAbout(const DogmaPreview& d, const QString& name) {
    for (const QString& l : dogmaPreviewText(d).split("<br>"))
        if (l.contains("<b>" + name + "</b>")) return l;
    return {};
}
}  // namespace

class TestFiveSeats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void theSelectorFollowsTheSeats() {
        LargeGameSelector s;
        s.setSeats(3, false);
        QVERIFY(!s.isEnabled());
        QCOMPARE(s.rule(), LargeGame::None);
        s.setSeats(4, false);
        QVERIFY(s.isEnabled());
        QVERIFY(s.noneAllowed());
        QCOMPARE(s.rule(), LargeGame::None);  // optional with four
        s.setSeats(5, false);
        QVERIFY(s.isEnabled());
        QVERIFY(!s.noneAllowed());            // required with five: "none" greyed out
        QCOMPARE(s.rule(), LargeGame::Parley);
        s.setRule(LargeGame::None);           // cannot be chosen back
        QCOMPARE(s.rule(), LargeGame::Parley);
        s.setRule(LargeGame::Distant);
        QCOMPARE(s.rule(), LargeGame::Distant);
        s.setSeats(4, true);                  // teams ignore the rule
        QVERIFY(!s.isEnabled());
        QVERIFY(s.toolTip().contains("Team"));
        QCOMPARE(s.rule(), LargeGame::None);
    }

    void theNewGameDialogOffersFiveSeatsAndTheRule() {
        NewGameDialog d;
        QList<net::SeatSpec> seats;
        for (const char* n : {"You", "Bea", "Cy", "Dee", "Eli"}) seats << net::SeatSpec{n, false, BotLevel::Easy};
        d.setSeats(seats);
        QCOMPARE(d.seats().size(), 5);
        Options o = d.options();
        QCOMPARE(o.playerCount, 5);
        QCOMPARE(o.largeGame, LargeGame::Parley);
        QVERIFY(setupError(o).empty());
        auto* needed = d.findChild<QLabel*>("achievementsNeeded");
        QVERIFY(needed);
        QVERIFY2(needed->text().endsWith(QString::number(achievementsToWin(o))), qPrintable(needed->text()));
        QCOMPARE(achievementsToWin(o), 3);
        seats.removeLast();
        d.setSeats(seats);
        QCOMPARE(d.options().largeGame, LargeGame::Parley);  // kept, and still optional with four
        seats.removeLast();
        d.setSeats(seats);
        QCOMPARE(d.options().largeGame, LargeGame::None);  // three seats: no rule
    }

    void theHostDialogOffersFiveSeats() {
        HostLanDialog d;
        d.setPlayers(5);
        QCOMPARE(d.players(), 5);
        QCOMPARE(d.largeGame(), LargeGame::Parley);
        d.setPlayers(3);
        QCOMPARE(d.largeGame(), LargeGame::None);
    }

    // Parley: a distant player with more icons may pay to share; a distant player with fewer may pay to escape,
    // or must obey with an empty hand; neighbours as in the base game.
    void thePreviewUnderTheParleyRule() {
        // You 3 castles; Bea (neighbour) 1, Cy (distant) 5, Dee (distant) 1 with no hand, Eli (neighbour) 4.
        const TableModel m = fiveSeats(LargeGame::Parley, 3, {1, 5, 1, 4}, {2, 2, 0, 1});
        const DogmaPreview d = dogmaPreview(m, archery(), 0);
        QCOMPARE(d.distant, bit(2) | bit(3));
        QVERIFY(d.sharers & bit(2));
        QVERIFY(d.parley & bit(2));
        QVERIFY(d.demanded & bit(3));
        QVERIFY(lineAbout(d, "Bea").contains("(neighbour)"));
        QVERIFY(lineAbout(d, "Bea").contains(QRegularExpression("must obey the demand: 1 castle.* &lt; your 3\\.")));
        QVERIFY(lineAbout(d, "Cy").contains("(distant)"));
        QVERIFY(lineAbout(d, "Cy").contains("may pay a card to share"));
        QVERIFY(lineAbout(d, "Dee").contains("no card in hand to escape"));
        // Archery has only a demand: a neighbour with as many castles is safe from it (there is nothing to share).
        QVERIFY(lineAbout(d, "Eli").contains(QRegularExpression("is safe from the demand: 4 castle.* ≥ your 3\\.")));
        QVERIFY(dogmaPreviewText(d).contains("paying for the share is not a change"));
        // With a card in hand, Dee may pay to escape; Cy with an empty hand cannot share.
        const DogmaPreview e = dogmaPreview(fiveSeats(LargeGame::Parley, 3, {1, 5, 1, 4}, {2, 0, 1, 1}), archery(), 0);
        QVERIFY(lineAbout(e, "Dee").contains("may pay a card to escape"));
        QVERIFY(lineAbout(e, "Cy").contains("cannot share: no card in hand"));
    }

    // Distant: the same seats compare against twice the counts.
    void thePreviewUnderTheDistantRule() {
        // Cy (distant) 5 castles against your 3: needs 6, does not share; Dee (distant) 1: 3 > 2, must obey.
        const DogmaPreview d = dogmaPreview(fiveSeats(LargeGame::Distant, 3, {1, 5, 1, 4}, {2, 2, 0, 1}), archery(), 0);
        QCOMPARE(d.parley, 0);
        QVERIFY(!(d.sharers & bit(2)));
        QVERIFY(lineAbout(d, "Cy").contains("does not share: needs 6, has 5 castle"));
        QVERIFY(lineAbout(d, "Cy").contains("Immune to the demand: you need more than twice their 5 castle"));
        QVERIFY(d.demanded & bit(3));
        QVERIFY(lineAbout(d, "Dee").contains("must obey the demand: you have more than twice their 1 castle"));
        // Dee with 2 castles is immune (3 is not more than 4); Cy with 6 shares.
        const DogmaPreview e = dogmaPreview(fiveSeats(LargeGame::Distant, 3, {1, 6, 2, 4}, {2, 2, 0, 1}), archery(), 0);
        QVERIFY(!(e.demanded & bit(3)));
        QVERIFY(lineAbout(e, "Dee").contains("Immune to the demand"));
        QVERIFY(e.sharers & bit(2));
        QVERIFY(lineAbout(e, "Cy").contains("will share: needs 6, has 6 castle"));
        // The engine decides the same way.
        SeatCounts counts{3, 1, 6, 2, 4};
        Options o;
        o.playerCount = 5;
        o.largeGame = LargeGame::Distant;
        const DogmaRoles roles = dogmaRoles(o, 0, static_cast<CardId>(archery()), counts);
        QCOMPARE(int(roles.sharers), e.sharers);
        QCOMPARE(int(roles.demanded), e.demanded);
    }

    // A parley action: the card lies on a distant player's board; it costs a card and your icons count.
    void thePreviewOfAParleyAction() {
        TableModel m = fiveSeats(LargeGame::Parley, 3, {1, 5, 1, 4}, {2, 2, 0, 1});
        m.players[0].hand.push_back(CardRef{-1, 1, false});
        m.players[2].piles[index(card(static_cast<CardId>(archery())).color)].cards = {archery()};
        const DogmaPreview d = dogmaPreview(m, archery(), 0);
        QVERIFY(d.isParley());
        QCOMPARE(d.owner, 2);
        QVERIFY(dogmaPreviewText(d).contains("costs one card from your hand"));
        QVERIFY(dogmaPreviewText(d).contains("you have 3 castle"));
        QVERIFY(dogmaPreviewText(d).contains("<b>Cy</b> is treated as a distant player"));
    }

    // The parley questions say what the card buys, and refusing is a visible "No".
    void theParleyQuestionsSayWhatTheyCost() {
        TableModel m = fiveSeats(LargeGame::Parley, 3, {1, 5, 1, 4}, {2, 2, 0, 1});
        m.players[0].hand = {CardRef{cardIdOf("Writing"), 1, false}, CardRef{cardIdOf("Oars"), 1, false}};
        m.players[2].piles[index(card(static_cast<CardId>(archery())).color)].cards = {archery()};
        m.current = 2;  // Cy activates
        PromptState p;
        p.seat = 0;
        p.kind = PromptKind::Cards;
        p.min = 0;
        p.max = 1;
        p.source = archery();
        for (const CardRef& r : m.players[0].hand) p.options << PromptOption::make(PromptOption::Card, cardTitle(r.id), r.id, 1);
        p.purpose = Purpose::ParleyShare;
        QVERIFY2(promptQuestion(p, m).startsWith("Pay a card to share <b>Cy</b>'s <b>Archery</b>?"), qPrintable(promptQuestion(p, m)));
        p.purpose = Purpose::ParleyEscape;
        QVERIFY2(promptQuestion(p, m).startsWith("Pay a card to escape <b>Cy</b>'s demand (<b>Archery</b>)?"), qPrintable(promptQuestion(p, m)));
        ChoiceBox box;
        box.setPrompt(p, m, true);
        QVERIFY(box.canPass());
        bool no = false;
        for (auto* b : box.findChildren<QPushButton*>()) no = no || (b->text() == "No, keep my cards" && !b->isHidden());
        QVERIFY(no);
        // The payment of your own parley action.
        m.current = 0;
        p.purpose = Purpose::Parley;
        p.min = p.max = 1;
        QCOMPARE(promptQuestion(p, m), QString("Return a card to parley <b>Cy</b>'s <b>Archery</b>."));
        // The action option, and the payments in the log.
        const PromptOption parley = PromptOption::make(PromptOption::Parley, "parley Archery", archery());
        QCOMPARE(optionLabel(parley, p, m), QString("Parley Cy's Archery"));
        Event e;
        e.kind = EventKind::CardMoved;
        e.move = Move::Returned;
        e.player = 3;
        e.age = 2;
        e.from.zone = Zone::Hand;
        e.from.player = 3;
        e.trigger = Trigger::ParleyShare;
        QCOMPARE(describe(e, m, m), QString("<b>Dee</b> pays a 2 to share."));
        e.trigger = Trigger::ParleyEscape;
        QCOMPARE(describe(e, m, m), QString("<b>Dee</b> pays a 2 to escape the demand."));
    }
};

QTEST_MAIN(TestFiveSeats)
#include "test_five_seats.moc"
