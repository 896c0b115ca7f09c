#include "screens/shortcuts_window.h"

#include "widgets/window_keys.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace inno::client {

QList<KeyHelp> keyHelp() {
    auto keys = [](std::initializer_list<QKeySequence> k) { return QList<QKeySequence>(k); };
    QList<KeyHelp> all = {
        {KeyHelp::Game, keys({Qt::Key_D}), ShortcutsWindow::tr("Draw (when drawing is an action you may take)")},
        {KeyHelp::Game,
         keys({Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5, Qt::Key_6, Qt::Key_7, Qt::Key_8, Qt::Key_9, Qt::Key_0}),
         ShortcutsWindow::tr("Pick the choice with that number in the question bar (0 is the tenth)")},
        {KeyHelp::Game, keys({Qt::Key_Return, Qt::Key_Enter}),
         ShortcutsWindow::tr("Confirm: Done, Activate in the dogma preview, or the focused button")},
        {KeyHelp::Game, keys({Qt::Key_Escape}),
         ShortcutsWindow::tr("Close the pile browser or the preview; else clear your picks, or pass when you may")},
        {KeyHelp::Game, keys({Qt::Key_Left, Qt::Key_Right}), ShortcutsWindow::tr("Move between the buttons")},
        {KeyHelp::Game, keys({Qt::Key_B}), ShortcutsWindow::tr("Browse the pile under the mouse (else your hand)")},
        {KeyHelp::Game, keys({Qt::Key_H}), ShortcutsWindow::tr("What would the Expert do?")},
        {KeyHelp::Window, keys({Qt::Key_Question}), ShortcutsWindow::tr("This list of keyboard shortcuts")},
        {KeyHelp::Window, keys({QKeySequence::New}), ShortcutsWindow::tr("New game")},
        {KeyHelp::Window, keys({QKeySequence::Open}), ShortcutsWindow::tr("Open a saved game")},
        {KeyHelp::Window, keys({QKeySequence::Save}), ShortcutsWindow::tr("Save the game as a file")},
        {KeyHelp::Window, keys({QKeySequence::Undo}), ShortcutsWindow::tr("Undo your last decision")},
        {KeyHelp::Window, keys({Qt::Key_F2}), ShortcutsWindow::tr("Card catalogue")},
        {KeyHelp::Window, keys({QKeySequence::HelpContents}), ShortcutsWindow::tr("Rules reference")},
        {KeyHelp::Window, keys({QKeySequence::Preferences}), ShortcutsWindow::tr("Settings")},
        {KeyHelp::Window, keys({QKeySequence::Quit}), ShortcutsWindow::tr("Quit")},
        {KeyHelp::Replay, keys({Qt::Key_Left, Qt::Key_Right}), ShortcutsWindow::tr("One step back or forward")},
        {KeyHelp::Replay, keys({Qt::Key_PageUp, Qt::Key_PageDown}), ShortcutsWindow::tr("The previous or next turn")},
        {KeyHelp::Replay, keys({Qt::Key_Home, Qt::Key_End}), ShortcutsWindow::tr("The start or the end of the game")},
    };
    QList<KeyHelp> out;
    for (KeyHelp& h : all) {
        h.keys.removeIf([](const QKeySequence& k) { return k.isEmpty(); });
        if (!h.keys.isEmpty()) out << h;
    }
    return out;
}

ShortcutsWindow::ShortcutsWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName("shortcutsWindow");
    setWindowTitle(tr("Keyboard shortcuts — Innovation"));
    closeWithKeys(this);
    auto heading = [](KeyHelp::Where w) {
        switch (w) {
        case KeyHelp::Game: return tr("At the table");
        case KeyHelp::Window: return tr("Anywhere in the window");
        case KeyHelp::Replay: return tr("In a replay");
        }
        return QString();
    };
    const QList<KeyHelp> all = keyHelp();
    // One table for every group, so that the descriptions line up.
    text_ = "<table cellspacing='4'>";
    for (KeyHelp::Where w : {KeyHelp::Game, KeyHelp::Window, KeyHelp::Replay}) {
        text_ += QString("<tr><td colspan='2'><h3>%1</h3></td></tr>").arg(heading(w).toHtmlEscaped());
        for (const KeyHelp& h : all) {
            if (h.where != w) continue;
            QStringList names;
            for (const QKeySequence& k : h.keys) names << k.toString(QKeySequence::NativeText).toHtmlEscaped();
            text_ += QString("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(names.join(", "), h.what.toHtmlEscaped());
        }
    }
    text_ += "</table>";
    auto* label = new QLabel(text_);
    label->setObjectName("shortcutsList");
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setMargin(12);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the descriptions wrap instead
    scroll->setWidget(label);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->addWidget(scroll);
    resize(fitToScreen(this, QSize(620, 640)));
}

QString ShortcutsWindow::listText() const { return text_; }

}  // namespace inno::client
