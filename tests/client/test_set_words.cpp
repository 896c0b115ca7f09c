// A card set's words in the client, whatever set brings them (sets/set_words.h): a card set built only in this
// test ("sample") registers its words; no client code names it. New game and Host LAN offer its option, the
// lobby's and the catalogue's menus name it, the log and the prompts say its hidden cards, zone and action in its
// words, and the catalogue filters by its own feature.
#include "lan/host_lan_dialog.h"
#include "model/table_model.h"
#include "screens/catalogue_window.h"
#include "screens/new_game_dialog.h"
#include "sets/client_set.h"
#include "sets/set_words.h"
#include "settings.h"
#include "text/html.h"
#include "text/log_text.h"
#include "text/prompt_text.h"

#include "base/base_set.h"
#include "catalogue/catalogue.h"
#include "core/card.h"
#include "core/card_set.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QTest>

using namespace inno;
using namespace inno::client;

namespace {

const RegisteredSet& sampleSet() { return registeredSet(*findSet("sample")); }

CardDef sampleCard(const char* title, Color color, Icon icon) {
    return {.title = title, .age = 1, .color = color, .icons = {icon, icon, Icon::Hex, icon}, .dogmaIcon = icon,
            .effects = {{Effect::NonDemand, "Draw a 1.", nullptr}},
            .rulings = {}};
}

// The test's set: two cards of age 1, one zone, one action. Registered after the build's sets, before any game.
void registerSampleSet() {
    CardSetDef set;
    set.key = "sample";
    set.name = "Sample (a test set)";
    set.pileLabel = "sample";
    set.cards = {sampleCard("Sample Lamp", Color::Blue, Icon::Lightbulb), sampleCard("Sample Tower", Color::Red, Icon::Castle)};
    set.zones = {{"attic", ZoneVisibility::Owner}};
    set.actions = {"salute"};
    set.missingEffects = 0;
    registerCardSet(std::move(set));
}

class SampleWords final : public SetWords {
public:
    QString optionLabel() const override { return "Sample (expansion: a test)"; }
    QString lanOptionLabel() const override { return "Sample expansion"; }
    QString name() const override { return "Sample"; }
    QString hiddenCard(int age) const override { return QString("a sample of age %1").arg(age); }
    QString actionOption(ActionKind a, int card) const override {
        return a == sampleSet().action(0) ? "Salute " + cardTitle(card) : QString();
    }
    QString zonePlace(Zone z, const QString& owner, bool theirs) const override {
        if (z != sampleSet().zone(0)) return {};
        return theirs ? "their attic" : owner + "'s attic";
    }
    QList<Feature> features() const override { return {{"Red ones", 1}}; }
    QString anyFeature() const override { return "Any sample"; }
    bool hasFeature(const CardDef& c, int value) const override { return value == 1 && c.color == Color::Red; }
};

const SampleWords& sampleWords() {
    static const SampleWords w;
    return w;
}

TableModel twoSeats() {
    TableModel m;
    m.viewer = 0;
    for (const char* name : {"Ann", "Ben"}) {
        PlayerModel p;
        p.name = name;
        m.players.push_back(p);
    }
    return m;
}

}  // namespace

class TestSetWords : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void newGameOffersTheSetByItsKey() {
        NewGameDialog d;
        auto* box = d.findChild<QCheckBox*>("sampleOption");
        QVERIFY(box);
        QCOMPARE(box->text(), QString("Sample (expansion: a test)"));
        QVERIFY(!d.options().has(sampleSet().id));
        box->setChecked(true);
        QVERIFY(d.options().has(sampleSet().id));
    }

    void hostLanOffersTheSetByItsKey() {
        HostLanDialog d;
        auto* box = d.findChild<QCheckBox*>("sample");
        QVERIFY(box);
        QCOMPARE(box->text(), QString("Sample expansion"));
        QVERIFY(!d.hasSet("sample"));
        box->setChecked(true);
        QVERIFY(d.hasSet("sample"));
        QVERIFY(d.options().has(sampleSet().id));
    }

    void theLogAndThePromptsUseItsWords() {
        TableModel m = twoSeats();
        Event e;
        e.kind = EventKind::CardMoved;
        e.move = Move::Drawn;
        e.player = 1;
        e.age = 1;
        e.set = static_cast<int>(sampleSet().id);
        e.from.zone = Zone::Deck;
        e.to.zone = Zone::Hand;
        e.to.player = 1;
        QVERIFY2(describe(e, m, m).contains("a sample of age 1"), qPrintable(describe(e, m, m)));
        QCOMPARE(html::place(m, sampleSet().zone(0), 1), QString("Ben's attic"));
        QCOMPARE(html::place(m, sampleSet().zone(0), 1, 1), QString("their attic"));
        PromptOption o;
        o.type = PromptOption::SetAction;
        o.kind = static_cast<std::uint8_t>(sampleSet().action(0));
        o.a = *findCard("Sample Lamp");
        o.text = "salute Sample Lamp";
        QCOMPARE(optionLabel(o, PromptState{}, m), QString("Salute Sample Lamp"));
    }

    void theCatalogueNamesAndFiltersIt() {
        CatalogueWindow w;
        auto* sets = w.findChild<QComboBox*>("expansion");
        QVERIFY(sets);
        QVERIFY(sets->findText("Sample") >= 0);
        QVERIFY(w.findChild<QComboBox*>("sampleFeature"));
        CatalogueFilter f;
        f.set = sampleSet().id;
        w.setFilter(f);
        QCOMPARE(w.visibleTitles(), (QStringList{"Sample Lamp", "Sample Tower"}));
        f = {};
        f.feature = CatalogueFilter::Feature{sampleSet().id, 1};
        w.setFilter(f);
        QCOMPARE(w.visibleTitles(), QStringList{"Sample Tower"});
        QVERIFY(w.filter().feature == f.feature);
    }
};

int main(int argc, char** argv) {
    // The base game and the test set alone: the expansions of the build already hold the core's extra zones.
    registerCardSet(base::cardSet());
    registerSampleSet();
    registerClientSet("sample", &sampleWords(), nullptr);
    QApplication app(argc, argv);
    TestSetWords test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_set_words.moc"
