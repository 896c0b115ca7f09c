// The list of keyboard shortcuts: it opens from the Help menu and with ?, and names only keys the client binds.
#include "replay/replay_window.h"
#include "screens/main_window.h"
#include "screens/shortcuts_window.h"
#include "settings.h"

#include <QAction>
#include <QShortcut>
#include <QTest>
#include <QTranslator>

using namespace inno::client;

namespace {
QList<QKeySequence> boundIn(const QWidget& w) {
    QList<QKeySequence> out;
    for (const QAction* a : w.findChildren<QAction*>()) out << a->shortcuts();
    for (const QShortcut* s : w.findChildren<QShortcut*>()) out << s->keys();
    return out;
}
}  // namespace

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { AppSettings::useTemporaryStore(); }

    void everyListedKeyIsBound() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        ReplayWindow replay;
        const QList<QKeySequence> window = boundIn(w), replayKeys = boundIn(replay);
        const QList<KeyHelp> all = keyHelp();
        QVERIFY(all.size() >= 15);
        for (const KeyHelp& h : all)
            for (const QKeySequence& k : h.keys) {
                const auto& bound = h.where == KeyHelp::Replay ? replayKeys : window;
                QVERIFY2(bound.contains(k), qPrintable(k.toString() + ": " + h.what));
            }
    }

    void theListIsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << "de";
        QTest::newRow("French") << "fr";
    }
    void theListIsTranslated() {
        QFETCH(QString, language);
        QStringList english;
        for (const KeyHelp& h : keyHelp()) english << h.what;
        QTranslator translator;
        QVERIFY(translator.load(":/translations/innovation_" + language));
        QCoreApplication::installTranslator(&translator);
        const QList<KeyHelp> there = keyHelp();
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(there.size(), english.size());
        for (int i = 0; i < there.size(); ++i) QVERIFY2(there[i].what != english[i], qPrintable(english[i]));
    }

    void theHelpMenuAndTheQuestionMarkOpenIt() {
        MainWindow w;
        w.setAutosaveEnabled(false);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* entry = w.findChild<QAction*>("keyboardShortcuts");
        QVERIFY(entry);
        entry->trigger();
        QTRY_VERIFY(w.shortcutsWindow() && w.shortcutsWindow()->isVisible());
        auto* list = qobject_cast<ShortcutsWindow*>(w.shortcutsWindow());
        QVERIFY(list->listText().contains(QKeySequence(Qt::Key_D).toString(QKeySequence::NativeText)));
        list->close();
        QTRY_VERIFY(!w.shortcutsWindow()->isVisible());
        w.activateWindow();
        QTRY_VERIFY(w.isActiveWindow());
        QTest::keyClick(&w, Qt::Key_Question);
        QTRY_VERIFY(w.shortcutsWindow()->isVisible());
    }
};

QTEST_MAIN(TestShortcuts)
#include "test_shortcuts.moc"
