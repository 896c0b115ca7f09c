#include "game/since_panel.h"

#include "style/palette.h"

#include <QCursor>
#include <QHBoxLayout>
#include <QEvent>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace inno::client {

namespace {
// The summary's words, scrolling once the panel has its greatest height: as tall as they need up to there.
class SinceWords : public QScrollArea {
public:
    SinceWords(QLabel* words, QWidget* parent) : QScrollArea(parent), words_(words) {
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setWidgetResizable(true);
        // In a layout, which gives the words their height for the width (a label alone is given the viewport's).
        auto* host = new QWidget(this);
        auto* v = new QVBoxLayout(host);
        v->setContentsMargins(0, 0, 0, 0);
        v->addWidget(words);
        setWidget(host);
        setStyleSheet("QScrollArea, QScrollArea > QWidget, QScrollArea > QWidget > QLabel { background: transparent; }");
        viewport()->setAutoFillBackground(false);
        QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override { return words_->heightForWidth(w - verticalScrollBar()->sizeHint().width()) + 2; }
    QSize sizeHint() const override { return {words_->sizeHint().width(), heightForWidth(width())}; }
    QSize minimumSizeHint() const override { return {0, 0}; }

private:
    QLabel* words_;
};
}  // namespace

SincePanel::SincePanel(QWidget* parent) : QFrame(parent) {
    setObjectName("sincePanel");
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(10, 4, 4, 6);
    v->setSpacing(2);
    auto* head = new QHBoxLayout;
    title_ = new QLabel(tr("Since your last move"), this);
    title_->setObjectName("sinceTitle");
    close_ = new QToolButton(this);
    close_->setObjectName("sinceClose");
    close_->setText(QStringLiteral("×"));
    close_->setAutoRaise(true);
    close_->setToolTip(tr("Hide this summary (the outlined piles stay outlined until you act)."));
    close_->setCursor(Qt::PointingHandCursor);
    close_->setFocusPolicy(Qt::NoFocus);
    head->addWidget(title_, 1);
    head->addWidget(close_, 0, Qt::AlignTop);
    body_ = new QLabel(this);
    body_->setObjectName("sinceText");
    body_->setWordWrap(true);
    body_->setTextFormat(Qt::RichText);
    body_->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    v->addLayout(head);
    words_ = new SinceWords(body_, this);
    v->addWidget(words_, 1);
    setStyleSheet(QString("QFrame#sincePanel { background: %1; border: 1px solid #e0d5c2; border-left: 4px solid %2; border-radius: 6px; }"
                          "QLabel#sinceTitle { font-weight: bold; color: %3; }")
                      .arg(palette::css(palette::kPaper), palette::css(QColor(palette::kChangedEdge.rgb())),
                           palette::css(palette::kHeadingInk)));
    connect(close_, &QToolButton::clicked, this, [this] {
        hide();
        emit dismissed();
    });
    connect(body_, &QLabel::linkHovered, this, [this](const QString& link) {
        if (link.startsWith("card:")) emit cardHovered(link.mid(5).toInt(), QCursor::pos());
        else emit hoverEnded();
    });
    // At most a share of the log's column, so that a long summary (four others' turns at five seats) leaves the
    // log readable below it; the rest scrolls.
    if (parent) parent->installEventFilter(this);
    hide();
}

bool SincePanel::eventFilter(QObject* o, QEvent* e) {
    if (o == parentWidget() && e->type() == QEvent::Resize) setMaximumHeight(qRound(parentWidget()->height() * kMostOfColumn));
    return QFrame::eventFilter(o, e);
}

void SincePanel::setLines(const QStringList& lines) {
    if (lines == lines_ && isVisible() == !lines.isEmpty()) return;
    lines_ = lines;
    body_->setText(lines.join("<br>"));
    words_->updateGeometry();  // its height for its width is the words' (the label's own request stops at the scroll area)
    setVisible(!lines.isEmpty());
}

QString SincePanel::text() const {
    QTextDocument d;
    d.setHtml(body_->text());
    return d.toPlainText();
}

}  // namespace inno::client
