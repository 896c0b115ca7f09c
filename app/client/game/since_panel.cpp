#include "game/since_panel.h"

#include "style/palette.h"

#include <QCursor>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>
#include <QToolButton>
#include <QVBoxLayout>

namespace inno::client {

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
    v->addWidget(body_);
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
    hide();
}

void SincePanel::setLines(const QStringList& lines) {
    if (lines == lines_ && isVisible() == !lines.isEmpty()) return;
    lines_ = lines;
    body_->setText(lines.join("<br>"));
    setVisible(!lines.isEmpty());
}

QString SincePanel::text() const {
    QTextDocument d;
    d.setHtml(body_->text());
    return d.toPlainText();
}

}  // namespace inno::client
