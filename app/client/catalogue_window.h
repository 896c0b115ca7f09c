// The card catalogue, offline: every card and special achievement, filters, and a detail view with the
// full texts and rulings.
#pragma once

#include "core/card.h"

#include <QString>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QLabel;

namespace inno::client {

class RichText;

struct CatalogueFilter {
    int age = 0;         // 0: any
    int color = -1;      // -1: any
    Icon icon = Icon::None;  // None: any
    QString text;        // searched in titles, effects and rulings (case-insensitive)
};
bool catalogueMatches(const CardDef& c, const CatalogueFilter& f);
bool catalogueMatchesSpecial(const SpecialDef& s, const CatalogueFilter& f);

class CatalogueWindow : public QWidget {
    Q_OBJECT
public:
    explicit CatalogueWindow(QWidget* parent = nullptr);
    void setFilter(const CatalogueFilter& f);
    CatalogueFilter filter() const;
    // Titles of the cards shown now, in order (tests).
    QStringList visibleTitles() const;
    void showCard(int card);
    int selectedCard() const { return selected_; }

signals:
    void rulesRequested();

private:
    void applyFilter();
    void select(int row);

    QComboBox* age_;
    QComboBox* color_;
    QComboBox* icon_;
    QLineEdit* search_;
    QLabel* count_;
    QListWidget* list_;
    QLabel* image_;
    RichText* detail_;
    int selected_ = -1;
    struct Entry {
        QString title;
        int id;
    };
    QList<Entry> entries_;  // every card and special achievement, in catalogue order
};

}  // namespace inno::client
