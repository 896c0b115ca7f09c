// The scenario suite covers every card: each is activated ("dogma <title>") in at least two scenarios,
// every scenario file is valid JSON with a title, and every City is named in a Cities scenario.
#include "core/card_set.h"
#include "core/card.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_cards.h"
#include "cities/city_rules.h"
#endif
#include "json/json_io.h"

#include <QDirIterator>
#include <QFile>
#include <QTest>

#include <boost/json.hpp>

#include <functional>

#include <map>
#include <set>
#include <string>

using namespace inno;

class TestScenarioCoverage : public QObject {
    Q_OBJECT
private slots:
    void everyCardIsActivatedInTwoScenarios() {
        std::map<std::string, int> activations;
        int files = 0;
        QDirIterator it(SCENARIO_DIR, {"*.json"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            std::string error;
            auto v = json::parse(f.readAll().toStdString(), error);
            QVERIFY2(v && v->is_object(), qPrintable(f.fileName()));
            QVERIFY2(v->as_object().contains("title"), qPrintable(f.fileName()));
            ++files;
            const auto* steps = v->as_object().if_contains("steps");
            if (!steps || !steps->is_array()) continue;
            std::map<std::string, bool> seenHere;
            for (auto step : steps->as_array()) {
                if (step.is_object() && step.as_object().size() == 1) step = step.as_object().begin()->value();
                if (!step.is_string()) continue;
                std::string s(step.as_string());
                if (s.rfind("dogma ", 0) == 0 && !seenHere[s.substr(6)]) {
                    seenHere[s.substr(6)] = true;
                    ++activations[s.substr(6)];
                }
            }
        }
        QVERIFY2(files >= 250, qPrintable(QString("only %1 scenarios").arg(files)));
        for (const auto& c : cardsOf(kMainSet))
            QVERIFY2(activations[std::string(c.title)] >= 2, c.title.data());
    }

#if INNOVATION_WITH_CITIES
    // A City counts as named when a string of a file under cities/ is its exact title, or an action on it
    // ("meld <title>", "endorse <title>").
    void everyCityIsNamedInACitiesScenario() {
        std::set<std::string> named;
        std::function<void(const boost::json::value&)> collect = [&](const boost::json::value& v) {
            if (v.is_string()) {
                std::string s(v.as_string());
                for (const char* verb : {"meld ", "endorse ", "dogma "})
                    if (s.rfind(verb, 0) == 0) named.insert(s.substr(std::string(verb).size()));
                named.insert(s);
            } else if (v.is_array()) {
                for (const auto& x : v.as_array()) collect(x);
            } else if (v.is_object()) {
                for (const auto& kv : v.as_object()) collect(kv.value());
            }
        };
        int files = 0;
        QDirIterator it(QString(SCENARIO_DIR) + "/cities", {"*.json"}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            std::string error;
            auto v = json::parse(f.readAll().toStdString(), error);
            QVERIFY2(v, qPrintable(f.fileName()));
            collect(*v);
            ++files;
        }
        QVERIFY2(files >= 150, qPrintable(QString("only %1 Cities scenarios").arg(files)));
        for (const auto& c : cities::allCityCards())
            QVERIFY2(named.count(std::string(c.title)), qPrintable(QString::fromUtf8(c.title.data(), int(c.title.size())) +
                                                                   " is named in no scenario under cities/"));
    }
#endif

    void everyEffectIsImplemented() {
        for (const auto& c : cardsOf(kMainSet))
            for (const auto& e : c.effects) QVERIFY2(e.run != nullptr, c.title.data());
    }
};

QTEST_APPLESS_MAIN(TestScenarioCoverage)
#include "test_scenario_coverage.moc"
