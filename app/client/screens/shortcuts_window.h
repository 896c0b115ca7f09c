// "Keyboard shortcuts" (Help menu, or ?): the keys the client really handles, grouped by where they work. The list
// is data (keyHelp) so that a test can check that every key in it is bound.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>
#include <QWidget>

namespace inno::client {

struct KeyHelp {
    enum Where { Game, Window, Replay };
    Where where = Game;
    QList<QKeySequence> keys;  // any of them does it
    QString what;
};

// Keys with no binding on this platform (a standard key some systems leave empty) are left out.
QList<KeyHelp> keyHelp();

// A window of its own, not modal: the game goes on beside it. Closes with Esc.
class ShortcutsWindow : public QWidget {
    Q_OBJECT
public:
    explicit ShortcutsWindow(QWidget* parent);
    QString listText() const;  // the list as shown (rich text)

private:
    QString text_;
};

}  // namespace inno::client
