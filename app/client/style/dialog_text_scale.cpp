#include "style/dialog_text_scale.h"
#include "style/text_size.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QRegularExpression>

namespace inno::client {

DialogTextScale::DialogTextScale(QWidget* window) : QObject(window), window_(window) { qApp->installEventFilter(this); }

bool DialogTextScale::eventFilter(QObject* watched, QEvent* e) {
    if (e->type() != QEvent::Polish) return false;
    auto* dialog = qobject_cast<QDialog*>(watched);
    if (!dialog || !dialog->isWindow() || !dialog->parentWidget() || dialog->parentWidget()->window() != window_) return false;
    // Set once, before the dialog first takes its size (it is polished as it is shown, before it is laid out).
    if (dialog->property("textScale").isValid()) return false;
    const qreal f = windowTextScale(window_->width(), window_->height());
    dialog->setProperty("textScale", f);
    if (f > 1) {
        const int box = qRound(13 * f);  // the style's check boxes are drawn at the size given
        const int icon = qRound(16 * f);  // and the buttons' icons (Close ×, Start the game) at theirs
        dialog->setStyleSheet(scaledLengths(qApp->styleSheet(), f) +
                              QString("\nQCheckBox::indicator, QRadioButton::indicator { width: %1px; height: %1px; }"
                                      "\nQAbstractButton { qproperty-iconSize: %2px %2px; }")
                                  .arg(box)
                                  .arg(icon));
        // A dialog given a size of its own (the Replays list's 900x460) grows with its words, as far as the window
        // goes; one sized by its layout takes the larger words' size by itself.
        if (dialog->testAttribute(Qt::WA_Resized))
            dialog->resize((QSizeF(dialog->size()) * f).toSize().boundedTo(window_->size()));
    }
    return false;
}

QString scaledLengths(const QString& styleSheet, qreal factor) {
    static const QRegularExpression size(QStringLiteral("([0-9.]+)px"));
    QString out;
    qsizetype from = 0;
    for (auto it = size.globalMatch(styleSheet); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out += styleSheet.mid(from, m.capturedStart(1) - from);
        out += QString::number(qRound(m.captured(1).toDouble() * factor));
        from = m.capturedEnd(1);
    }
    return out + styleSheet.mid(from);
}

}  // namespace inno::client
