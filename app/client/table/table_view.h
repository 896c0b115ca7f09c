// The view on the table scene: it sizes the scene to itself and paints the cloth behind the cards.
#pragma once

#include <QGraphicsView>

namespace inno::client {

class TableScene;

class TableView : public QGraphicsView {
    Q_OBJECT
public:
    explicit TableView(TableScene* scene, QWidget* parent = nullptr);

signals:
    void resized();

protected:
    void resizeEvent(QResizeEvent* e) override;
    void drawBackground(QPainter* p, const QRectF& r) override;

private:
    TableScene* table_;
};

}  // namespace inno::client
