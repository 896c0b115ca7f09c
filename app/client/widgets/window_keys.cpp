#include "widgets/window_keys.h"

#include <QGuiApplication>
#include <QKeySequence>
#include <QScreen>
#include <QShortcut>
#include <QWidget>

namespace inno::client {

void closeWithKeys(QWidget* window) {
    for (const QKeySequence& keys : {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        auto* s = new QShortcut(keys, window);
        s->setContext(Qt::WindowShortcut);
        QObject::connect(s, &QShortcut::activated, window, &QWidget::close);
    }
}

QSize fitToScreen(const QWidget* w, QSize wanted) {
    const QScreen* screen = w && w->screen() ? w->screen() : QGuiApplication::primaryScreen();
    if (!screen) return wanted;
    const QSize room = screen->availableGeometry().size() - QSize(40, 60);  // the frame and title bar
    return wanted.boundedTo(room);
}

}  // namespace inno::client
