// The Echoes card table in the engine holds exactly what the data file records of the printed cards: titles,
// ages, colors, the four positions, featured icons, music notes and every text, word for word.
#include "core/card.h"
#include "core/card_set.h"
#include "echoes/echoes.h"

#include <QFile>
#include <QTest>
#include <QTextStream>

#include <array>
#include <string>

using namespace inno;
using namespace inno::echoes;

namespace {

std::string slotText(const Slot& s) {
    switch (s.kind) {
    case Slot::Hex: return "hex";
    case Slot::Echo: return "echo";
    case Slot::Bonus: return "bonus:" + std::to_string(s.bonus);
    case Slot::Icon: break;
    }
    switch (s.icon) {
    case Icon::Castle: return "castle";
    case Icon::Crown: return "crown";
    case Icon::Leaf: return "leaf";
    case Icon::Lightbulb: return "lightbulb";
    case Icon::Factory: return "factory";
    case Icon::Clock: return "clock";
    default: return "?";
    }
}

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QList<QStringList> rows() {
    QFile f(ECHOES_TSV);
    if (!f.open(QIODevice::ReadOnly)) return {};
    QTextStream in(&f);
    in.setEncoding(QStringConverter::Utf8);
    QList<QStringList> out;
    in.readLine();  // the header
    while (!in.atEnd()) {
        const QString line = in.readLine();
        if (!line.isEmpty()) out.push_back(line.split('\t'));
    }
    return out;
}

}  // namespace

class TestEchoesData : public QObject {
    Q_OBJECT
private slots:
    void everyCardAsRecorded() {
        const auto data = rows();
        const auto cards = allEchoesCards();
        QCOMPARE(data.size(), qsizetype(105));
        QCOMPARE(cards.size(), std::size_t(105));
        static const char* colors[] = {"red", "yellow", "green", "blue", "purple"};
        for (int i = 0; i < 105; ++i) {
            const QStringList& r = data[i];
            const EchoesCardDef& c = cards[i];
            const QByteArray who = r[0].toUtf8();
            QCOMPARE(q(c.title), r[0]);
            QVERIFY2(c.age == r[1].toInt(), who);
            QVERIFY2(colors[static_cast<int>(c.color)] == r[2], who);
            for (int s = 0; s < 4; ++s) QVERIFY2(q(slotText(c.positions[s])) == r[3 + s], who);
            QVERIFY2(q(slotText(icon(c.featured))) == r[7], who);
            QVERIFY2(c.musicNote == (r[8] == "yes"), who);
            QVERIFY2(q(c.echo.text) == r[9], who);
            QVERIFY2(c.echo.printed() == (c.slotOf(Slot::Echo) >= 0), who);
            QStringList dogma;
            for (int k = 10; k < 13 && k < r.size(); ++k)
                if (!r[k].isEmpty()) dogma << r[k];
            QVERIFY2(static_cast<qsizetype>(c.effects.size()) == dogma.size(), who);
            for (std::size_t k = 0; k < c.effects.size(); ++k) {
                QVERIFY2(q(c.effects[k].text) == dogma[static_cast<qsizetype>(k)], who);
                QVERIFY2(c.effects[k].isDemand() == dogma[static_cast<qsizetype>(k)].startsWith("I demand"), who);
            }
        }
    }

    void registeredAfterTheBaseGameWithItsOwnIds() {
        const RegisteredSet& reg = registration();
        QCOMPARE(reg.cardCount, 105);
        for (const EchoesCardDef& d : allEchoesCards()) {
            const auto id = findCard(d.title);
            QVERIFY2(id && isEchoesCard(*id) && &echoesOf(*id) == &d, d.title.data());
            QCOMPARE(card(*id).dogmaIcon, d.featured);
        }
        QStringList names;
        for (const SpecialDef& s : specialsOf(set())) names << q(s.name);
        QCOMPARE(names, (QStringList{"Wealth", "Destiny", "Heritage", "History", "Supremacy"}));
    }

    void bonusesAndEchoEffectsShowWhereTheSplayShowsThem() {
        // Perfume: echo top-left, bonus bottom-middle. Right shows top-left and bottom-left; up the bottom row.
        const CardFacts& f = facts(*findCard("Perfume"));
        QCOMPARE(int(f.constants[0].bonuses), 1);
        QCOMPARE(int(f.constants[0].marks[echoMark()]), 1);
        QCOMPARE(int(f.constants[int(Splay::Right)].marks[echoMark()]), 1);
        QCOMPARE(int(f.constants[int(Splay::Right)].bonuses), 0);
        QCOMPARE(int(f.constants[int(Splay::Up)].bonuses), 1);
        QCOMPARE(int(f.constants[int(Splay::Up)].marks[echoMark()]), 0);
        QCOMPARE(int(f.constants[int(Splay::Left)].bonuses), 0);
    }

    // The visible echo effects are read off the facts (the echo marks): every card's printed echo slot shows on top
    // and under exactly the splays that reveal that slot, and a card without an echo effect never shows one.
    void visibleEchoEffectsFollowThePrintedSlot() {
        const CardId top = *findCard("Perfume");  // shows an echo effect on top
        for (const EchoesCardDef& d : allEchoesCards()) {
            const CardId c = *findCard(d.title);
            const std::array<CardId, 1> alone{c};
            QVERIFY2(visibleEchoCards(PileView(alone, Splay::None)).size() == (d.echo.printed() ? 1u : 0u), d.title.data());
            if (c == top) continue;
            const std::array<CardId, 2> pile{top, c};
            for (Splay splay : {Splay::None, Splay::Left, Splay::Right, Splay::Up}) {
                const CardList shown = visibleEchoCards(PileView(pile, splay));
                const bool covered = d.echo.printed() && slotVisible(d.slotOf(Slot::Echo), 1, splay);
                QVERIFY2(shown.size() == (covered ? 2u : 1u), d.title.data());
                QVERIFY2(shown.back() == top, d.title.data());  // from the bottom card to the top card
                if (covered) QVERIFY2(shown.front() == c, d.title.data());
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestEchoesData)
#include "test_echoes_data.moc"
