// What the table draws for Echoes of the Past: the Echoes piles and backs, the echo effects and bonuses in a
// card's positions, the forecast's words, and the echo effects that run before a dogma.
#include "sets/echoes/echoes_client.h"
#include "sets/echoes/echoes_painter.h"

#include "style/palette.h"
#include "sets/echoes/echoes_palette.h"
#include "text/card_texts.h"
#include "text/echoes_texts.h"
#include "text/words.h"

#include "core/card.h"
#include "echoes/echoes.h"

#include <QCoreApplication>

namespace inno::client {

namespace {

class EchoesTable final : public SetTable {
public:
    QString supplyHeading() const override { return QCoreApplication::translate("TableLayout", "Echoes"); }
    QString pileTip(int age, int count) const override { return EchoesTexts::pileTip(age, count); }
    QString hiddenTip(Zone zone, int age, int count, bool ownCards) const override {
        return EchoesTexts::hiddenTip(zone, age, count, ownCards);
    }

    void decorate(QPainter* p, const QRectF& r, int card) const override { EchoesPainter::paintEchoesPositions(p, r, card); }
    // The echo effect comes first on a large face.
    QString effectsPrelude(int card) const override {
        const QString echo = printedEffectText(inno::card(static_cast<CardId>(card)));
        if (echo.isEmpty()) return {};
        return QString("<p style=\"margin:0 0 3px 0\"><span style=\"color:%1;font-weight:bold\">%2</span> %3</p>")
            .arg(palette::kEchoInk.name(), Texts::tr("Echo:"), CardPainter::effectHtml(echo));
    }
    bool paintBack(QPainter* p, const QRectF& r, int age, qreal ageAt) const override {
        EchoesPainter::paintEchoesBack(p, r, age, ageAt);
        return true;
    }

    QStringList zoneLabels(Zone, int count, ZoneReader reader) const override {
        const QString forecast = QCoreApplication::translate("TableLayout", "Forecast: %n", nullptr, count);
        if (reader == ZoneReader::Owner) return {QCoreApplication::translate("TableLayout", "Your forecast (%n)", nullptr, count), forecast};
        return {forecast};
    }
    QString zoneTip(Zone, ZoneReader reader) const override {
        return reader == ZoneReader::Opponent
                   ? QCoreApplication::translate("TableLayout", "Cards foreshadowed: only their owner sees them; age and set are public.")
                   : QCoreApplication::translate("TableLayout", "Cards foreshadowed: only you see them. After a Meld action you may promote one "
                                                                "of value up to the melded card's.");
    }

    // The visible echo effects of the pile, from the bottom up.
    QList<int> preludeCards(const QList<int>& pile, Splay splay) const override {
        CardList cards;
        for (int id : pile) cards.push_back(static_cast<CardId>(id));
        QList<int> out;
        for (CardId e : echoes::visibleEchoCards(PileView(CardSpan(cards.data(), cards.size()), splay))) out << static_cast<int>(e);
        return out;
    }
    QString runningEffectHtml(int card, int tag) const override {
        if (tag != echoes::kEchoTag) return {};
        const QString echo = printedEffectText(inno::card(static_cast<CardId>(card)));
        if (echo.isEmpty()) return {};
        return "<b>" + QCoreApplication::translate("inno::client::ChoicePanel", "Echo effect:") + "</b> " + CardPainter::effectHtml(echo);
    }
};

}  // namespace

const SetTable& echoesTable() {
    static const EchoesTable t;
    return t;
}

}  // namespace inno::client
