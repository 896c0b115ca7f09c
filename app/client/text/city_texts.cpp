// Words for the Cities of Destiny expansion.
#include "text/city_texts.h"

#include "text/words.h"

namespace inno::client {

using cities::SlotKind;

QString CityTexts::kindName(SlotKind k) {
    switch (k) {
    case SlotKind::Standard: return tr("Ordinary icon");
    case SlotKind::Hex: return tr("Hexagon");
    case SlotKind::Search: return tr("Search");
    case SlotKind::Plus: return tr("Plus");
    case SlotKind::Arrow: return tr("Arrows");
    case SlotKind::Flag: return tr("Flag");
    case SlotKind::Fountain: return tr("Fountain");
    case SlotKind::Bonus: return tr("Bonus");
    }
    return {};
}

QString CityTexts::kindExplanation(SlotKind k) {
    switch (k) {
    case SlotKind::Standard: return tr("Counts like the same icon on a base card.");
    case SlotKind::Hex: return tr("The picture of the City: no icon.");
    case SlotKind::Search:
        return tr("An icon under a magnifying glass. While visible it counts as that icon. When you meld the City "
                  "with a Meld action, reveal as many cards from the base pile of the City's age as that age: those "
                  "showing the icon go to your hand, the others to the bottom of the pile.");
    case SlotKind::Plus:
        return tr("When you meld the City with a Meld action, draw a base card of a value one higher than the "
                  "City's age.");
    case SlotKind::Arrow:
        return tr("When you meld the City with a Meld action, splay its color on your board the way the arrow "
                  "points (left, right or up).");
    case SlotKind::Flag:
        return tr("While visible, the flag counts as one achievement for you, unless an opponent shows more cards "
                  "of the flag's color than you do.");
    case SlotKind::Fountain: return tr("While visible, the fountain counts as one achievement for you.");
    case SlotKind::Bonus:
        return tr("While visible, adds points to your score: your highest visible bonus counts its number, every "
                  "other visible bonus counts 1.");
    }
    return {};
}

QString CityTexts::slot(const cities::Slot& s) {
    switch (s.kind) {
    case SlotKind::Standard: return Texts::iconWord(s.icon);
    case SlotKind::Hex: return tr("hexagon (picture)");
    case SlotKind::Search: return tr("search: %1").arg(Texts::iconWord(s.icon));
    case SlotKind::Plus: return tr("plus");
    case SlotKind::Arrow: return tr("arrow: splay %1").arg(Texts::splay(s.arrow));
    case SlotKind::Flag: return tr("flag (%1)").arg(Texts::color(s.flag));
    case SlotKind::Fountain: return tr("fountain");
    case SlotKind::Bonus: return tr("bonus %1").arg(s.bonus);
    }
    return {};
}

QString CityTexts::position(int pos) {
    switch (pos) {
    case cities::TL: return tr("top left");
    case cities::TM: return tr("top middle");
    case cities::TR: return tr("top right");
    case cities::BL: return tr("bottom left");
    case cities::BM: return tr("bottom middle");
    case cities::BR: return tr("bottom right");
    }
    return {};
}

QString CityTexts::special(const QString& n) {
    if (n == "Legend") return tr("Legend");
    if (n == "Repute") return tr("Repute");
    if (n == "Fame") return tr("Fame");
    if (n == "Glory") return tr("Glory");
    if (n == "Victory") return tr("Victory");
    return {};
}

QString CityTexts::specialCondition(const QString& n) {
    if (n == "Legend")
        return tr("Meld a City with a left arrow onto your pile of its color while that pile is already splayed left.");
    if (n == "Repute")
        return tr("Meld a City with a right arrow onto your pile of its color while that pile is already splayed right.");
    if (n == "Fame")
        return tr("Meld a City with an up arrow onto your pile of its color while that pile is already splayed up.");
    if (n == "Glory") return tr("Tuck a City with a flag.");
    if (n == "Victory") return tr("Tuck a City with a fountain.");
    return {};
}

}  // namespace inno::client
