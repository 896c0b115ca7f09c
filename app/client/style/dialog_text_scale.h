// Dialogs opened over the main window take the growth of its words: at 2560x1440 the New game dialog kept its
// 1280x720 size, a small box of 13 px words in the middle of a window whose every other word had doubled.
#pragma once

#include <QObject>
#include <QString>

class QWidget;

namespace inno::client {

class DialogTextScale : public QObject {
public:
    // Watches every dialog whose parent is in `window` (it installs itself on the application).
    explicit DialogTextScale(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* e) override;

private:
    QWidget* window_;
};

// The style sheet with every length in pixels (font sizes, paddings, margins, corners) multiplied by `factor`, so
// that a dialog keeps the application's proportions (a title stays larger than the text under it).
QString scaledLengths(const QString& styleSheet, qreal factor);

}  // namespace inno::client
