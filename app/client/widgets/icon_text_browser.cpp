#include "widgets/icon_text_browser.h"

#include "paint/card_painter.h"

#include "core/types.h"

namespace inno::client {

IconTextBrowser::IconTextBrowser(QWidget* parent) : QTextBrowser(parent) {
    setOpenLinks(false);
    setOpenExternalLinks(false);
    setFrameShape(QFrame::NoFrame);
    setReadOnly(true);
}

QVariant IconTextBrowser::loadResource(int type, const QUrl& name) {
    if (type == QTextDocument::ImageResource && name.scheme() == "icon") {
        if (auto icon = parseIcon(name.path().toStdString()))
            return CardPainter::iconPixmap(*icon, 32, devicePixelRatioF());
    }
    return QTextBrowser::loadResource(type, name);
}

void IconTextBrowser::fitHeight(int maxHeight) {
    document()->setTextWidth(viewport()->width() > 50 ? viewport()->width() : 300);
    const int h = static_cast<int>(document()->size().height()) + 6;
    setFixedHeight(std::min(h, maxHeight));
}

}  // namespace inno::client
