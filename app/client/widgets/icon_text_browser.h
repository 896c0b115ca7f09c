// Read-only rich text that can show the game's icons inline (<img src="icon:crown">) and card links.
#pragma once

#include <QTextBrowser>

namespace inno::client {

class IconTextBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit IconTextBrowser(QWidget* parent = nullptr);
    QVariant loadResource(int type, const QUrl& name) override;
    // Sizes the widget to its text (for short texts in panels).
    void fitHeight(int maxHeight = 400);
};

}  // namespace inno::client
