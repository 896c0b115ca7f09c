// Windows that are not dialogs close with Esc and Ctrl+W as dialogs do, and open no larger than their screen.
#pragma once

#include <QSize>

class QWidget;

namespace inno::client {

void closeWithKeys(QWidget* window);
// `wanted`, shrunk to fit the available area of the screen `w` is on (or the primary screen), less a margin.
QSize fitToScreen(const QWidget* w, QSize wanted);

}  // namespace inno::client
