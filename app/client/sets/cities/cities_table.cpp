// What the table draws for Cities of Destiny: the City piles and backs, the landscape City faces, the Endorse
// badge and question, and the totals its bonuses, flags and fountains make.
#include "sets/cities/cities_client.h"
#include "sets/cities/city_painter.h"

#include "text/city_texts.h"
#include "text/html.h"
#include "text/words.h"

#include "cities/city_rules.h"

#include <QCoreApplication>

namespace inno::client {

namespace {

class CitiesTable final : public SetTable {
public:
    QString supplyHeading() const override { return QCoreApplication::translate("TableLayout", "Cities"); }
    QString pileTip(int age, int count) const override {
        return QCoreApplication::translate("inno::client::TableScene", "Age %1 City pile: %n card(s) left", nullptr, count).arg(age);
    }
    QString hiddenTip(Zone zone, int age, int count, bool ownCards) const override {
        if (!ownCards) return {};
        return zone == Zone::Score ? QCoreApplication::translate("inno::client::TableScene", "%n City card(s) of age %1 in a score pile", nullptr, count).arg(age)
                                   : QCoreApplication::translate("inno::client::TableScene", "%n City card(s) of age %1 in a hand", nullptr, count).arg(age);
    }

    bool paintFace(QPainter* p, const QRectF& r, int card, bool keepIcons) const override {
        if (!cities::isCity(static_cast<CardId>(card))) return false;
        CityPainter::paintCityFace(p, r, card, keepIcons);
        return true;
    }
    bool titleBandOnly(int card) const override { return cities::isCity(static_cast<CardId>(card)); }
    bool paintBack(QPainter* p, const QRectF& r, int age, qreal ageAt) const override {
        CityPainter::paintCityBack(p, r, age, ageAt);
        return true;
    }
    // A City's special icons: where each one is, what it is, and what it does.
    QString cardNotes(int card) const override {
        if (!cities::isCity(static_cast<CardId>(card))) return {};
        QString out;
        const cities::CityCard& city = cities::cityOf(static_cast<CardId>(card));
        for (int pos = 0; pos < cities::kCitySlots; ++pos) {
            const cities::Slot& slot = city.icons[pos];
            if (slot.kind == cities::SlotKind::Standard || slot.kind == cities::SlotKind::Hex) continue;
            out += QString("<p style=\"margin:0 0 4px 0\"><b>%1 · %2</b>: %3</p>")
                       .arg(html::esc(CityTexts::position(pos)), html::esc(CityTexts::slot(slot)), html::esc(CityTexts::kindExplanation(slot.kind)));
        }
        return out;
    }

    QString actionBadge(ActionKind) const override { return QCoreApplication::translate("inno::client::TableScene", "Endorse ×2"); }
    QString actionMenuItem(ActionKind, const QString& title) const override {
        return QCoreApplication::translate("inno::client::TableScene", "Endorse %1 (demands twice, your effects twice)…").arg(title);
    }
    QString actionQuestion(ActionKind, const QString& title) const override {
        return QCoreApplication::translate("inno::client::DogmaConfirm", "Endorse %1?").arg(title);
    }
    QString actionButton(ActionKind) const override { return QCoreApplication::translate("inno::client::DogmaConfirm", "Endorse"); }
    QString actionRefused(ActionKind, const QString& title) const override {
        return QCoreApplication::translate("inno::client::GameController", "You cannot endorse %1 now.").arg(title);
    }

    bool explainsTotals() const override { return true; }
};

}  // namespace

const SetTable& citiesTable() {
    static const CitiesTable t;
    return t;
}

}  // namespace inno::client
