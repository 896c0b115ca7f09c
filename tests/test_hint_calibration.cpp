// The win chances the hints show (bots/hint_calibration.h): at every table the map keeps the order of the chances
// and stays within [0, 1], and on held-out games (a fixed sample of them, tests/hint_calibration/) the chances it
// shows are nearer who went on to win than the Expert's estimates as they stand, at every table size but four,
// where the estimate is shown as it is.
#if INNOVATION_WITH_CITIES
#include "cities/city_rules.h"
#endif
#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif
#include "bots/hint_calibration.h"

#include <QFile>
#include <QTest>
#include <QTextStream>

#include <map>
#include <vector>

using namespace inno;

namespace {

Options table(int seats, LargeGame rule, bool teams = false) {
    Options o;
    o.playerCount = seats;
    o.largeGame = rule;
    o.teams = teams;
    return o;
}

// Every kind of table the hints may be asked at, in the sets the build has.
std::vector<Options> everyTable() {
    std::vector<Options> out{table(2, LargeGame::None), table(3, LargeGame::None), table(4, LargeGame::None),
                             table(4, LargeGame::Parley), table(4, LargeGame::Distant), table(4, LargeGame::None, true),
                             table(5, LargeGame::Parley), table(5, LargeGame::Distant)};
    const std::size_t base = out.size();
    for (std::size_t i = 0; i < base; ++i) {
#if INNOVATION_WITH_CITIES
        out.push_back(cities::withCities(out[i]));
#endif
#if INNOVATION_WITH_ECHOES
        out.push_back(echoes::withEchoes(out[i]));
#endif
    }
    return out;
}

struct Seen {
    double chance = 0;
    double share = 0;  // of the victory: 1 won alone, 1/k shared by k, 0 lost
};

// The sample's seat-positions by table size, with the five-seat rule of each (every table of a size has one map);
// `unread` counts the lines that are neither a comment, a table's heading nor a chance and a share.
std::map<int, std::vector<Seen>> heldOutBySeats(int* unread) {
    std::map<int, std::vector<Seen>> out;
    *unread = 0;
    QFile f(QStringLiteral(HELD_OUT_POSITIONS));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return out;
    QTextStream in(&f);
    int seats = 0;
    while (!in.atEnd()) {
        const QStringList words = in.readLine().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty() || words[0].startsWith(QLatin1Char('#'))) continue;
        if (words[0] == QLatin1String("table")) {
            seats = words.value(1).toInt();
            continue;
        }
        bool chanceRead = false, shareRead = false;
        const Seen seen{words[0].toDouble(&chanceRead), words.value(1).toDouble(&shareRead)};
        if (words.size() == 2 && seats > 0 && chanceRead && shareRead) out[seats].push_back(seen);
        else ++*unread;
    }
    return out;
}

double brier(const std::vector<Seen>& seen, const auto& shown) {
    double total = 0;
    for (const Seen& s : seen) total += (shown(s.chance) - s.share) * (shown(s.chance) - s.share);
    return total / static_cast<double>(seen.size());
}

}  // namespace

class TestHintCalibration : public QObject {
    Q_OBJECT
private slots:
    void everyMapKeepsTheOrderAndStaysWithinZeroAndOne() {
        for (const Options& o : everyTable()) {
            const ChanceCalibration c = hintCalibration(o);
            QVERIFY2(c.slope > 0, "a map must keep the order of the chances");
            QCOMPARE(calibratedChance(c, 0.0), 0.0);
            QCOMPARE(calibratedChance(c, 1.0), 1.0);
            double last = 0;
            for (int k = 0; k <= 10000; ++k) {
                const double shown = calibratedChance(c, k / 10000.0);
                QVERIFY2(shown >= 0 && shown <= 1, qPrintable(QStringLiteral("%1 seats: %2 shown as %3")
                                                                  .arg(o.playerCount).arg(k / 10000.0).arg(shown)));
                QVERIFY2(shown >= last, qPrintable(QStringLiteral("%1 seats: the map goes down at %2")
                                                       .arg(o.playerCount).arg(k / 10000.0)));
                last = shown;
            }
        }
    }

    // A chance the Expert has no reason to doubt at one table stays what it is there; with no estimate, no map.
    void tablesWithoutAFitShowTheEstimateAsItIs() {
        const ChanceCalibration teams = hintCalibration(table(4, LargeGame::None, true));
        QCOMPARE(calibratedChance(teams, 0.37), 0.37);
#if INNOVATION_WITH_ECHOES
        const ChanceCalibration echoes = hintCalibration(echoes::withEchoes(table(3, LargeGame::None)));
        QCOMPARE(calibratedChance(echoes, 0.37), 0.37);  // its own weights, to which nothing was fitted
#endif
    }

    void heldOutGamesAreNearerTheShownChances() {
        int unread = 0;
        const auto sample = heldOutBySeats(&unread);
        QCOMPARE(unread, 0);
        QCOMPARE(sample.size(), std::size_t{4});  // two to five seats
        for (const auto& [seats, seen] : sample) {
            QVERIFY(seen.size() >= 500);
            const ChanceCalibration c = hintCalibration(table(seats, seats == 5 ? LargeGame::Parley : LargeGame::None));
            const double raw = brier(seen, [](double p) { return p; });
            const double shown = brier(seen, [&](double p) { return calibratedChance(c, p); });
            const double par = brier(seen, [&](double) { return 1.0 / seats; });
            const QByteArray what = QStringLiteral("%1 seats: Brier score as it stands %2, shown %3, par %4")
                                        .arg(seats).arg(raw, 0, 'f', 4).arg(shown, 0, 'f', 4).arg(par, 0, 'f', 4)
                                        .toUtf8();
            qInfo("%s", what.constData());
            QVERIFY2(shown < par, what.constData());
            // Four seats keep the estimate as it stands (no map beat it on the training deals). At three and five
            // the estimate was too timid, and the chances shown must do better on these games; at two the map
            // (a little less sure) helped on the training deals and changes next to nothing on these.
            if (seats == 4) QCOMPARE(shown, raw);
            else if (seats == 2) QVERIFY2(shown < raw + 0.001, what.constData());
            else QVERIFY2(shown < raw, what.constData());
        }
    }
};

QTEST_APPLESS_MAIN(TestHintCalibration)
#include "test_hint_calibration.moc"
