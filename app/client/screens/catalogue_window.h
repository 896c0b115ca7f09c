// The card catalogue, offline: every card and special achievement of the base game and of Cities of Destiny (when
// the build has it), filters, and a detail view with the full texts and rulings (a City's six positions and its
// special icons).
#pragma once

#include "core/card.h"
#if INNOVATION_WITH_CITIES
#include "cities/city_cards.h"
#endif

#include <optional>

#include <QString>
#include <QWidget>

class QComboBox;
class QLineEdit;
class QListWidget;
class QLabel;

namespace inno::client {

class IconTextBrowser;

struct CatalogueFilter {
    enum class Expansion { All, Base, Cities, Echoes };
    Expansion expansion = Expansion::All;
#if INNOVATION_WITH_CITIES
    std::optional<cities::SlotKind> special;  // only Cities with this special icon (Plus, Arrow, Search, Flag, Fountain, Bonus)
#endif
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
#if INNOVATION_WITH_CITIES
    QString cityHtml(const CardDef& c) const;
#endif

    QComboBox* expansion_;
#if INNOVATION_WITH_CITIES
    QComboBox* special_;
#endif
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
    QList<Entry> entries_;  // every card, then every special achievement (base, then Cities), in catalogue order
};

}  // namespace inno::client
