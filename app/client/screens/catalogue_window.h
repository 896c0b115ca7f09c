// The card catalogue, offline: every card and special achievement of every card set of the build, filters (a set's
// own among them, SetWords::features), and a detail view with the full texts and rulings (or the page a set gives
// its cards, SetWords::cataloguePage).
#pragma once

#include "core/card.h"

#include <optional>

#include <QList>
#include <QString>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QLabel;

namespace inno::client {

class IconTextBrowser;

struct CatalogueFilter {
    std::optional<SetId> set;  // only the cards and specials of this set; nullopt: every set's
    // A set's own filter (SetWords::features): only its cards with this entry.
    struct Feature {
        SetId set = kMainSet;
        int value = 0;
        bool operator==(const Feature&) const = default;
    };
    std::optional<Feature> feature;
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

    QComboBox* expansion_;
    struct FeatureBox {
        SetId set;
        QComboBox* box;  // objectName "<key>Feature"
    };
    QList<FeatureBox> features_;  // a menu per set with a filter of its own
    QComboBox* age_;
    QComboBox* color_;
    QComboBox* icon_;
    QLineEdit* search_;
    QLabel* count_;
    QListWidget* list_;
    QLabel* image_;
    IconTextBrowser* detail_;
    int selected_ = -1;
    struct Entry {
        QString title;
        int id;
    };
    QList<Entry> entries_;  // every card, then every special achievement (by set, in the engine's order)
};

}  // namespace inno::client
