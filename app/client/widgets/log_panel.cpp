#include "widgets/log_panel.h"
#include "style/palette.h"

#include <QCursor>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>

#include <algorithm>

namespace inno::client {

LogPanel::LogPanel(QWidget* parent) : IconTextBrowser(parent) {
    setObjectName("log");
    // An opaque viewport lets a new line scroll the old ones by moving pixels; the style sheet's background
    // would make it transparent, and every line would be drawn again.
    ensurePolished();
    QPalette pal = viewport()->palette();
    pal.setColor(QPalette::Base, palette::kPaper);
    viewport()->setPalette(pal);
    viewport()->setBackgroundRole(QPalette::Base);
    viewport()->setAutoFillBackground(true);
    connect(this, &QTextBrowser::highlighted, this, [this](const QUrl& url) {
        if (url.scheme() == "card") emit cardHovered(url.path().toInt(), QCursor::pos());
        else emit hoverEnded();
    });
    // Follow the newest line unless the reader scrolled back to look at something.
    connect(verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] {
        QScrollBar* bar = verticalScrollBar();
        userScrolledUp_ = bar->sliderPosition() < bar->maximum() - 4;
    });
    // A log that follows stays at its newest line when it gets shorter (the turn header above it wrapping to two
    // lines, the window resized): the scroll position is counted from the top, so the newest line went out of sight.
    connect(verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        if (!userScrolledUp_) verticalScrollBar()->setValue(max);
    });
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == "card") emit cardClicked(url.path().toInt());
    });
}

namespace {
QTextBlockFormat lineFormat() {
    QTextBlockFormat f;
    f.setBottomMargin(3);
    return f;
}
// Lines go in as blocks of their own, inside one edit: the document is laid out once for all of them.
void insertLines(QTextDocument* doc, const QStringList& lines) {
    QTextCursor c(doc);
    c.beginEditBlock();
    c.movePosition(QTextCursor::End);
    for (const auto& l : lines) {
        if (l.isEmpty()) continue;
        if (doc->isEmpty()) c.setBlockFormat(lineFormat());
        else c.insertBlock(lineFormat(), QTextCharFormat());
        c.setCharFormat(QTextCharFormat());
        c.insertHtml(l);
    }
    c.endEditBlock();
}
}  // namespace

void LogPanel::setLines(const QStringList& lines) {
    clear();
    insertLines(document(), lines);
    lines_ = static_cast<int>(std::count_if(lines.begin(), lines.end(), [](const QString& l) { return !l.isEmpty(); }));
    userScrolledUp_ = false;
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void LogPanel::appendLines(const QStringList& lines) {
    if (std::all_of(lines.begin(), lines.end(), [](const QString& l) { return l.isEmpty(); })) return;
    QScrollBar* bar = verticalScrollBar();
    const bool follow = !userScrolledUp_ || bar->value() >= bar->maximum() - 4;
    insertLines(document(), lines);
    lines_ += static_cast<int>(std::count_if(lines.begin(), lines.end(), [](const QString& l) { return !l.isEmpty(); }));
    if (follow) {
        userScrolledUp_ = false;
        bar->setValue(bar->maximum());
    }
}

}  // namespace inno::client
