// Words for the Cities of Destiny expansion: its special icons, a City's six positions, its special achievements.
#pragma once

#include "cities/city_cards.h"

#include <QCoreApplication>
#include <QString>

namespace inno::client {

class CityTexts {
    Q_DECLARE_TR_FUNCTIONS(CityTexts)
public:
    // The kind of a special icon, as the catalogue's filter names it ("Plus", "Arrows", ...).
    static QString kindName(inno::cities::SlotKind k);
    // What a special icon kind does, explained for a player (one or two sentences).
    static QString kindExplanation(inno::cities::SlotKind k);
    // One position's content in words: "castle", "search: castle", "arrow: splay left", "flag (red)", "bonus 4".
    static QString slot(const inno::cities::Slot& s);
    // "top left" ... "bottom right" (inno::cities::SlotPos order).
    static QString position(int pos);
    // The five Cities special achievements: translated name and condition (empty for any other name).
    static QString special(const QString& name);
    static QString specialCondition(const QString& name);
};

}  // namespace inno::client
