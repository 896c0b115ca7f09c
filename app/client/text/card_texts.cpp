// A card's effect texts, the effects its set prints beside them, and its rulings, translated through the "CardText" (effects and a set's printed effects) and
// "CardRuling" Linguist contexts.
#include "text/card_texts.h"

#include "settings.h"

#include "sets/client_set.h"
#include "sets/set_words.h"

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

QString cardText(std::string_view english) { return shown("CardText", english); }

QString printedEffectText(const CardDef& c) {
    if (c.id == kNoCard) return {};
    const SetWords* words = setWords(printedSet(static_cast<int>(c.id)));
    return words ? words->printedEffect(c) : QString();
}

QString choiceText(const CardDef& c, int effect, int tag, int branch) {
    std::span<const std::string_view> ways;
    if (tag != 0 && c.id != kNoCard)
        if (const SetWords* words = setWords(printedSet(static_cast<int>(c.id)))) ways = words->choicesOf(c, tag);
    if (tag == 0 && effect >= 0 && effect < static_cast<int>(c.effects.size())) ways = c.effects[static_cast<std::size_t>(effect)].choices;
    if (branch < 1 || branch > static_cast<int>(ways.size())) return {};
    return shown("CardChoice", ways[static_cast<std::size_t>(branch - 1)]);
}

QString ruling(const CardDef& c, int i) {
    if (i < 0 || i >= static_cast<int>(c.rulings.size())) return {};
    return shown("CardRuling", c.rulings[static_cast<std::size_t>(i)]);
}

}  // namespace inno::client
