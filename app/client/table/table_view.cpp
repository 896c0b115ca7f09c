#include "table/table_view.h"

#include "style/palette.h"
#include "table/table_scene.h"

#include <QPainter>
#include <QResizeEvent>

namespace inno::client {

TableView::TableView(TableScene* scene, QWidget* parent) : QGraphicsView(scene, parent), table_(scene) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setFrameShape(QFrame::NoFrame);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setCacheMode(QGraphicsView::CacheBackground);
    setOptimizationFlags(QGraphicsView::DontSavePainterState);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setMouseTracking(true);
}

void TableView::resizeEvent(QResizeEvent* e) {
    QGraphicsView::resizeEvent(e);
    table_->setTableSize(viewport()->size());
    emit resized();
}

void TableView::drawBackground(QPainter* p, const QRectF& r) {
    // A plain warm cloth: calm behind the cards, and cheap to paint.
    p->fillRect(r, palette::kCloth);
}

}  // namespace inno::client
