// Small HTML pieces the words of the table are made of: escaped text, a player's name in bold, a place named
// for its owner ("Ada's hand", "their score pile").
#pragma once

#include "model/table_model.h"

#include <QString>

namespace inno::client::html {

inline QString esc(const QString& s) { return s.toHtmlEscaped(); }
inline QString bold(const QString& s) { return "<b>" + esc(s) + "</b>"; }
// A player's name in bold; "someone" for a seat that is none.
QString name(const TableModel& m, int p);
// A place: the deck, a player's hand, board, score pile or achievements, the box. Every player by name, the
// viewer too (a line that names "Ada" and says "your" reads as two people); `actor`'s own places are "their".
QString place(const TableModel& m, Zone z, int p, int actor = -2);
// Where a card goes, with the preposition its place takes: "to Ada's board", "into Ada's hand" (German "auf Adas
// Punktestapel", "in Adas Hand"; French "sur le plateau d’Ada", "dans la main d’Ada"). Every player by name.
QString destination(const TableModel& m, Zone z, int p);

}  // namespace inno::client::html
