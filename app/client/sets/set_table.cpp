#include "sets/set_table.h"

#include "sets/client_set.h"

#include "core/card.h"

#include <QCoreApplication>

namespace inno::client {

QStringList SetTable::zoneLabels(Zone zone, int count, ZoneReader) const {
    return {QCoreApplication::translate("TableLayout", "%1: %2").arg(zoneTitle(zone)).arg(count)};
}

QString SetTable::zoneTip(Zone zone, ZoneReader) const {
    return isPublicExtraZone(zone)
               ? QCoreApplication::translate("TableLayout", "%1: everyone sees these cards.").arg(zoneTitle(zone))
               : QCoreApplication::translate("TableLayout", "%1: only their owner sees these cards; age and set are public.").arg(zoneTitle(zone));
}

QString SetTable::zoneCardTip(Zone, int card) const {
    return QCoreApplication::translate("TableLayout", "Age %1").arg(card >= 0 ? static_cast<int>(inno::card(static_cast<CardId>(card)).age) : 0);
}

const SetTable& setTable(SetId set) {
    static const SetTable plain;
    const SetTable* t = clientSet(set).table;
    return t ? *t : plain;
}

const SetTable& tableOfCard(int card) { return setTable(printedSet(card)); }

SetId setOfZone(Zone zone) {
    clientSets();  // the registry is filled
    for (SetId s = 0; s < setCount(); ++s) {
        if (zone == Zone::Common && !cardSet(s).commonZone.empty()) return s;
        const int first = static_cast<int>(registeredSet(s).firstZone);
        const int n = static_cast<int>(cardSet(s).zones.size());
        if (n > 0 && static_cast<int>(zone) >= first && static_cast<int>(zone) < first + n) return s;
    }
    return kMainSet;
}

const SetTable& tableOfZone(Zone zone) { return setTable(setOfZone(zone)); }
const SetTable& tableOfAction(ActionKind action) { return setTable(setOfAction(action)); }

QString zoneTitle(Zone zone) {
    const std::string_view name = zoneName(zone);
    QString text = QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size()));
    if (!text.isEmpty()) text[0] = text[0].toUpper();
    return text;
}

}  // namespace inno::client
