#include "log_panel.h"

#include <QCursor>
#include <QScrollBar>

namespace inno::client {

LogPanel::LogPanel(QWidget* parent) : RichText(parent) {
    setObjectName("log");
    document()->setDefaultStyleSheet("p { margin: 0 0 3px 0; } a { text-decoration: none; }");
    connect(this, &QTextBrowser::highlighted, this, [this](const QUrl& url) {
        if (url.scheme() == "card") emit cardHovered(url.path().toInt(), QCursor::pos());
        else emit hoverEnded();
    });
    // Follow the newest line unless the reader scrolled back to look at something.
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] {
        QScrollBar* bar = verticalScrollBar();
        userScrolledUp_ = bar->sliderPosition() < bar->maximum() - 4;
    });
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == "card") emit cardClicked(url.path().toInt());
    });
}

void LogPanel::setLines(const QStringList& lines) {
    QString html;
    html.reserve(lines.size() * 80);
    for (const auto& l : lines) html += "<p>" + l + "</p>";
    setHtml(html);
    lines_ = static_cast<int>(lines.size());
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void LogPanel::appendLine(const QString& html) {
    if (html.isEmpty()) return;
    QScrollBar* bar = verticalScrollBar();
    const bool follow = !userScrolledUp_ || bar->value() >= bar->maximum() - 4;
    append(html);
    ++lines_;
    if (follow) {
        userScrolledUp_ = false;
        bar->setValue(bar->maximum());
    }
}

}  // namespace inno::client
