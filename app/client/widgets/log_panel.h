// The game log: every event in words; card names show the card when hovered and open the catalogue on click.
#pragma once

#include "widgets/icon_text_browser.h"

namespace inno::client {

class LogPanel : public IconTextBrowser {
    Q_OBJECT
public:
    explicit LogPanel(QWidget* parent = nullptr);
    void setLines(const QStringList& lines);
    void appendLine(const QString& html) { appendLines({html}); }
    // Several lines in one edit: the document is laid out and the view scrolled once.
    void appendLines(const QStringList& html);
    int lineCount() const { return lines_; }

signals:
    void cardHovered(int card, QPoint globalPos);
    void hoverEnded();
    void cardClicked(int card);

private:
    int lines_ = 0;
    bool userScrolledUp_ = false;
};

}  // namespace inno::client
