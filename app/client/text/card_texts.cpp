// A card's effect texts and rulings, translated through the "CardText" and "CardRuling" Linguist contexts.
#include "text/card_texts.h"

#include "settings.h"

#include <QCoreApplication>

#include <string>

namespace inno::client {

namespace {
QString shown(const char* context, std::string_view english) {
    const std::string source(english);  // translate() wants a terminated string
    if (cardTextsInEnglish()) return QString::fromUtf8(source.data(), static_cast<qsizetype>(source.size()));
    return QCoreApplication::translate(context, source.c_str());
}
}  // namespace

bool cardTextsInEnglish() { return AppSettings::instance().englishCardTexts(); }

QString effectText(const CardDef& c, int i) {
    if (i < 0 || i >= static_cast<int>(c.effects.size())) return {};
    return shown("CardText", c.effects[static_cast<std::size_t>(i)].text);
}

QString ruling(const CardDef& c, int i) {
    if (i < 0 || i >= static_cast<int>(c.rulings.size())) return {};
    return shown("CardRuling", c.rulings[static_cast<std::size_t>(i)]);
}

}  // namespace inno::client
