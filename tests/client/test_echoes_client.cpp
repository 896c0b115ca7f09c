// Echoes of the Past in the client: the option, the forecast beside the hand, the Echoes piles, the cards' faces,
// the promotion questions and the log of echo effects.
#include "lan/host_lan_dialog.h"
#include "screens/new_game_dialog.h"
#include "settings.h"

#include "cities/city_rules.h"
#include "core/rules.h"
#include "echoes/echoes.h"
#include "json/codec.h"
#include "json/json_io.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QTest>

using namespace inno;
using namespace inno::client;

class TestEchoesClient : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void theNewGameDialogOffersEchoesBesideCities() {
        {
            NewGameDialog d;
            auto* echoesBox = d.findChild<QCheckBox*>("echoesOption");
            auto* citiesBox = d.findChild<QCheckBox*>("citiesOption");
            QVERIFY(echoesBox && citiesBox);
            QVERIFY(!echoesBox->isChecked());
            QVERIFY(!echoes::inPlay(d.options()));
            echoesBox->setChecked(true);
            QVERIFY(echoes::inPlay(d.options()));
            QVERIFY(!cities::inPlay(d.options()));
            QCOMPARE(achievementsToWin(d.options()), 7);  // two players with one expansion
            citiesBox->setChecked(true);
            QVERIFY(echoes::inPlay(d.options()) && cities::inPlay(d.options()));
            QCOMPARE(achievementsToWin(d.options()), 8);  // both expansions
            auto* hint = d.findChild<QLabel*>("hint");
            QVERIFY(hint && hint->text().contains("8"));
            // The options travel as the codec writes them (a LAN table, a save): both sets come back.
            const Names names;
            const Options back = json::decode<Options>(json::optionsJson(d.options()), json::Seats{names});
            QVERIFY(echoes::inPlay(back) && cities::inPlay(back));
            QVERIFY(json::optionsJson(d.options()).at("echoes").as_bool());
        }
    }

    void theHostDialogOffersEchoes() {
        // (Remembering the choice goes through the same QSettings store as the other options, off in tests.)
        HostLanDialog d;
        auto* box = d.findChild<QCheckBox*>("echoes");
        QVERIFY(box);
        QVERIFY(!d.echoes());
        box->setChecked(true);
        QVERIFY(d.echoes());
        QVERIFY(!d.cities());
    }
};

QTEST_MAIN(TestEchoesClient)
#include "test_echoes_client.moc"
