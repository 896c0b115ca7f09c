// The win chances the hints show (bots/hint_calibration.h): at every table the map keeps the order of the chances
// and stays within [0, 1], and on held-out games (a fixed sample of them, tests/hint_calibration/) the chances it
// shows are nearer who went on to win than the Expert's estimates as they stand, at every table but those where
// the estimate is shown as it is (four seats, and three seats of a base game).
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
#include <tuple>
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

// The sample's seat-positions by table (its size, five seats' rule and the sets in play, as the sample's headings
// name them); `unread` counts the lines that are neither a comment, a table's heading nor a chance and a share.
std::map<QString, std::vector<Seen>> heldOutByTable(int* unread) {
    std::map<QString, std::vector<Seen>> out;
    *unread = 0;
    QFile f(QStringLiteral(HELD_OUT_POSITIONS));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return out;
    QTextStream in(&f);
    QString heading;
    while (!in.atEnd()) {
        const QString line = in.readLine();
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (words.isEmpty() || words[0].startsWith(QLatin1Char('#'))) continue;
        if (words[0] == QLatin1String("table") && words.size() == 4) {
            heading = line.mid(6).trimmed();
            continue;
        }
        bool chanceRead = false, shareRead = false;
        const Seen seen{words[0].toDouble(&chanceRead), words.value(1).toDouble(&shareRead)};
        if (words.size() == 2 && !heading.isEmpty() && chanceRead && shareRead) out[heading].push_back(seen);
        else ++*unread;
    }
    return out;
}

// The table a heading of the sample names ("3 none base", "5 parley Cities"); false when this build lacks its set.
bool tableOf(const QString& heading, Options* out) {
    const QStringList words = heading.split(QLatin1Char(' '));
    const int seats = words.value(0).toInt();
    const QString rule = words.value(1), sets = words.value(2);
    *out = table(seats, rule == QLatin1String("parley")    ? LargeGame::Parley
                        : rule == QLatin1String("distant") ? LargeGame::Distant
                                                           : LargeGame::None);
    if (sets == QLatin1String("base")) return seats >= 2;
#if INNOVATION_WITH_CITIES
    if (sets == QLatin1String("Cities")) {
        *out = cities::withCities(*out);
        return seats >= 2;
    }
#endif
    return false;
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
        const ChanceCalibration threeSeats = hintCalibration(table(3, LargeGame::None));
        QCOMPARE(calibratedChance(threeSeats, 0.37), 0.37);  // weights and a temperature fitted to its games
#if INNOVATION_WITH_ECHOES
        const ChanceCalibration echoes = hintCalibration(echoes::withEchoes(table(3, LargeGame::None)));
        QCOMPARE(calibratedChance(echoes, 0.37), 0.37);  // its own weights, to which nothing was fitted
#endif
    }

    // Each map is judged on the held-out games of the tables it serves together (the five-seat map on both rules,
    // with and without Cities), as it was fitted.
    void heldOutGamesAreNearerTheShownChances() {
        int unread = 0;
        const auto sample = heldOutByTable(&unread);
        QCOMPARE(unread, 0);
        QCOMPARE(sample.size(), std::size_t{10});  // two to five seats, base and Cities; five seats under both rules
        struct Served {
            QStringList tables;
            std::vector<Seen> seen;
        };
        std::map<std::tuple<int, double, double>, Served> byMap;  // seats, slope, shift
        for (const auto& [heading, seen] : sample) {
            Options o;
            if (!tableOf(heading, &o)) {
                QVERIFY2(heading.endsWith(QLatin1String("Cities")), qPrintable(heading));
                continue;  // a build without Cities
            }
            QVERIFY(seen.size() >= 500);
            const ChanceCalibration c = hintCalibration(o);
            Served& served = byMap[{o.playerCount, c.slope, c.shift}];
            served.tables << heading;
            served.seen.insert(served.seen.end(), seen.begin(), seen.end());
        }
        for (const auto& [key, served] : byMap) {
            const auto& [seats, slope, shift] = key;
            const ChanceCalibration c{slope, shift};
            const double raw = brier(served.seen, [](double p) { return p; });
            const double shown = brier(served.seen, [&](double p) { return calibratedChance(c, p); });
            const double par = brier(served.seen, [&](double) { return 1.0 / seats; });
            const QByteArray what = QStringLiteral("%1: Brier score as it stands %2, shown %3, par %4")
                                        .arg(served.tables.join(QLatin1String(", ")))
                                        .arg(raw, 0, 'f', 4).arg(shown, 0, 'f', 4).arg(par, 0, 'f', 4)
                                        .toUtf8();
            qInfo("%s", what.constData());
            QVERIFY2(shown < par, what.constData());
            // Four seats, and three seats of a base game (weights fitted to such games), keep the estimate as it
            // stands: no map beat it on the training deals. Elsewhere at three and five the estimate was too timid,
            // and the chances shown must do better on these games; at two the map (a little less sure) helped on
            // the training deals and changes next to nothing on these.
            if (slope == 1.0 && shift == 0.0) QCOMPARE(shown, raw);
            else if (seats == 2) QVERIFY2(shown < raw + 0.001, what.constData());
            else QVERIFY2(shown < raw, what.constData());
        }
        QVERIFY(byMap.count({3, 1.0, 0.0}) == 1 && byMap.count({4, 1.0, 0.0}) == 1);
    }
};

QTEST_APPLESS_MAIN(TestHintCalibration)
#include "test_hint_calibration.moc"
