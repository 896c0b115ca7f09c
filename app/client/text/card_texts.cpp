// A card's effect texts, echo effect and rulings, translated through the "CardText" (effects and echo effects) and
// "CardRuling" Linguist contexts.
#include "text/card_texts.h"

#include "settings.h"

#if INNOVATION_WITH_ECHOES
#include "echoes/echoes.h"
#endif

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

QString echoEffectText(const CardDef& c) {
#if INNOVATION_WITH_ECHOES
    if (c.id == kNoCard || !echoes::isEchoesCard(c.id)) return {};
    const echoes::EchoEffect& echo = echoes::echoesOf(c.id).echo;
    if (echo.printed()) return shown("CardText", echo.text);
#else
    (void)c;
#endif
    return {};
}

QString choiceText(const CardDef& c, int effect, int tag, int branch) {
    std::span<const std::string_view> ways;
#if INNOVATION_WITH_ECHOES
    if (tag == echoes::kEchoTag && c.id != kNoCard && echoes::isEchoesCard(c.id)) ways = echoes::echoesOf(c.id).echo.choices;
#endif
    if (tag == 0 && effect >= 0 && effect < static_cast<int>(c.effects.size())) ways = c.effects[static_cast<std::size_t>(effect)].choices;
    if (branch < 1 || branch > static_cast<int>(ways.size())) return {};
    return shown("CardChoice", ways[static_cast<std::size_t>(branch - 1)]);
}

QString ruling(const CardDef& c, int i) {
    if (i < 0 || i >= static_cast<int>(c.rulings.size())) return {};
    return shown("CardRuling", c.rulings[static_cast<std::size_t>(i)]);
}

}  // namespace inno::client
