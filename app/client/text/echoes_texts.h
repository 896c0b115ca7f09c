// Words for the Echoes of the Past expansion: the promotion questions, echo effects in the log, and the hover texts
// of Echoes piles, hidden Echoes cards and forecasts.
#pragma once

#include "core/card_set.h"
#include "core/types.h"

#include <QCoreApplication>
#include <QString>

namespace inno::client {

struct TableModel;

class EchoesTexts {
    Q_DECLARE_TR_FUNCTIONS(EchoesTexts)
public:
    // After a Meld action: which forecast card to promote (none is a choice), and whether to take the free Dogma.
    static QString promoteQuestion(int melded);
    static QString freeDogmaQuestion(int promoted);
    // The log line of an echo effect starting: "Ann carries out the echo effect of Perfume."
    static QString echoEffectLine(const QString& who, int card);
    // The clause naming why a card moved (a promotion), or empty.
    static QString cause(Trigger t);
    // Hover texts: an age's Echoes pile, and hidden Echoes cards in a hand, score pile or forecast.
    static QString pileTip(int age, int count);
    static QString hiddenTip(Zone zone, int age, int count, bool echoesCards);
};

}  // namespace inno::client
