// Words for the Echoes of the Past expansion.
#include "text/echoes_texts.h"

#include "text/html.h"
#include "text/words.h"
#include "model/table_model.h"

#include "echoes/echoes.h"

namespace inno::client {

QString EchoesTexts::promoteQuestion(int melded) {
    return tr("Promote a card from your forecast? You may meld one of value up to %1's (%2); then you may take a free "
              "Dogma action on it.")
        .arg("<b>" + html::esc(cardTitle(melded)) + "</b>")
        .arg(melded >= 0 ? age(static_cast<CardId>(melded)) : 0);
}

QString EchoesTexts::freeDogmaQuestion(int promoted) {
    return tr("Take the free Dogma action on %1? It counts as neither of your actions.").arg("<b>" + html::esc(cardTitle(promoted)) + "</b>");
}

QString EchoesTexts::echoEffectLine(const QString& who, int card) {
    return tr("%1 carries out the echo effect of %2.").arg(who, Texts::cardLink(card));
}

QString EchoesTexts::cause(Trigger t) {
    if (t == echoes::trigger(echoes::Cause::Promote)) return tr("promoted from the forecast");
    return {};
}

QString EchoesTexts::pileTip(int age, int count) { return tr("Age %1 Echoes pile: %n card(s) left", nullptr, count).arg(age); }

QString EchoesTexts::hiddenTip(Zone zone, int age, int count, bool echoesCards) {
    if (!echoesCards) return tr("%n base card(s) of age %1 in a forecast", nullptr, count).arg(age);
    if (zone == Zone::Score) return tr("%n Echoes card(s) of age %1 in a score pile", nullptr, count).arg(age);
    if (isExtraZone(zone)) return tr("%n Echoes card(s) of age %1 in a forecast", nullptr, count).arg(age);
    return tr("%n Echoes card(s) of age %1 in a hand", nullptr, count).arg(age);
}

}  // namespace inno::client
