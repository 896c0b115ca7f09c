// What the table draws for Artifacts of History: the Artifacts piles and backs, the bronze frame of an Artifacts
// face, and the display's words (its card's icons are not counted: the label says so).
#include "sets/artifacts/artifacts_client.h"
#include "sets/artifacts/artifacts_painter.h"

#include "artifacts/artifacts.h"

#include <QCoreApplication>

namespace inno::client {

namespace {

class ArtifactsTable final : public SetTable {
    Q_DECLARE_TR_FUNCTIONS(ArtifactsTexts)
public:
    QString supplyHeading() const override { return tr("Artifacts"); }
    QString pileTip(int age, int count) const override { return tr("Age %1 Artifacts pile: %n card(s) left", nullptr, count).arg(age); }
    QString hiddenTip(Zone zone, int age, int count, bool ownCards) const override {
        if (!ownCards) return {};
        if (zone == Zone::Score) return tr("%n Artifact(s) of age %1 in a score pile", nullptr, count).arg(age);
        return tr("%n Artifact(s) of age %1 in a hand", nullptr, count).arg(age);
    }

    void decorate(QPainter* p, const QRectF& r, int card) const override { ArtifactsPainter::paintArtifactsFrame(p, r, card); }
    bool paintBack(QPainter* p, const QRectF& r, int age, qreal ageAt) const override {
        ArtifactsPainter::paintArtifactsBack(p, r, age, ageAt);
        return true;
    }
    QString cardNotes(int card) const override {
        if (card < 0 || faceUpAge(static_cast<CardId>(card)) == inno::card(static_cast<CardId>(card)).age) return {};
        return "<p>" + tr("Face up (on a board or a display) this card's value is %1; in a hand or a score pile it is %2.")
                           .arg(faceUpAge(static_cast<CardId>(card)))
                           .arg(inno::card(static_cast<CardId>(card)).age) +
               "</p>";
    }

    // The display: one card, seen by everyone; its icons count for nothing, which its label says on the table.
    QStringList zoneLabels(Zone, int count, ZoneReader reader) const override {
        if (reader == ZoneReader::Owner)
            return {count ? tr("Your display · icons not counted") : tr("Your display (empty)"), tr("Display · icons not counted"), tr("Display")};
        return {tr("Display · icons not counted"), tr("Display")};
    }
    QString zoneCardBand(Zone) const override { return tr("icons not counted"); }
    QString zoneTip(Zone, ZoneReader reader) const override {
        const QString rule = tr("The card on display is seen by everyone; its icons are not counted. A card is dug up "
                                "onto an empty display after a Meld action that covers a card of equal or higher "
                                "value, or one with its hexagon in the same place.");
        if (reader == ZoneReader::Opponent)
            return rule + " " + tr("At the start of their turn its owner may use its Dogma for free, return it or keep it.");
        return rule + " " + tr("At the start of your turn you may use its Dogma for free (its featured icons then count "
                               "for you), return it or keep it.");
    }
};

}  // namespace

const SetTable& artifactsTable() {
    static const ArtifactsTable t;
    return t;
}

}  // namespace inno::client
