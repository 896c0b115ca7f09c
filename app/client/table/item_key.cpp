#include "table/item_key.h"

#include "core/types.h"

namespace inno::client {

ItemKey cardKey(int id) { return {ItemKey::Card, -1, id}; }
ItemKey hiddenKey(int player, Zone zone, int age, int ordinal, int set) {
    const Zone z = zone == Zone::Score || isExtraZone(zone) ? zone : Zone::Hand;
    return {ItemKey::Hidden, player, age, ordinal, z, set};
}
ItemKey deckKey(int age, int set) { return {ItemKey::Deck, -1, age, 0, Zone::Hand, set}; }
ItemKey setActionKey(ActionKind action, int card) { return {ItemKey::SetAction, -1, card, static_cast<int>(action)}; }
ItemKey achievementKey(const QString& label) {
    if (const int age = label.toInt(); age > 0) return {ItemKey::Achievement, -1, age};
    if (const auto sp = parseSpecial(label.toStdString())) return {ItemKey::Special, -1, index(*sp)};
    return {};
}
ItemKey heldAchievementKey(int player, int age, int ordinal) { return {ItemKey::HeldAchievement, player, age, ordinal}; }
ItemKey slotKey(int player, Color color) { return {ItemKey::Slot, player, index(color)}; }
ItemKey plateKey(int player) { return {ItemKey::Plate, player}; }

QString ItemKey::toString() const {
    static const char* const names[] = {"none",    "card",      "hidden", "deck",  "achievement", "special",
                                        "heldAchievement", "setAction", "slot",   "plate", "flying"};
    QString s = QString::fromLatin1(names[kind]);
    if (player >= 0) s += QString(" p%1").arg(player);
    s += QString(" %1").arg(value);
    if (kind == Hidden)
        s += QString(" %1%2 #%3").arg(zone == Zone::Score ? QStringLiteral("score") : isExtraZone(zone) ? QString::fromUtf8(zoneName(zone).data(), static_cast<qsizetype>(zoneName(zone).size())) : QStringLiteral("hand"),
                                     set ? QString(" set%1").arg(set) : QString()).arg(ordinal);
    if (kind == Deck && set) s += QString(" set%1").arg(set);
    if (kind == SetAction) s += QString(" action%1").arg(ordinal);
    if (kind == HeldAchievement) s += QString(" #%1").arg(ordinal);
    return s;
}

}  // namespace inno::client
