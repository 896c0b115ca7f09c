// What the table draws for Artifacts of History: the Artifacts piles and backs, the bronze frame of an Artifacts
// face, and the display's words (its card's icons are not counted: the label says so).
#include "sets/artifacts/artifacts_client.h"
#include "sets/artifacts/artifacts_painter.h"

#include "sets/set_words.h"

#include "artifacts/artifacts.h"
#include "core/card.h"

#include <QCoreApplication>

#include <optional>

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

    // The relic area (the common zone, option relics): the relics no one has seized, in the supply.
    QString zoneCardTip(Zone zone, int card) const override {
        if (zone != Zone::Common || card < 0) return SetTable::zoneCardTip(zone, card);
        const CardDef& def = inno::card(static_cast<CardId>(card));
        const auto printed = def.playsAs.empty() ? std::optional<SetId>(def.set) : findSet(def.playsAs);
        const SetWords* words = printed ? setWords(*printed) : nullptr;
        const QString set = !printed ? tr("a set this program does not have") : words ? words->name() : tr("the base game");
        return tr("Relic of age %1, a card of %2").arg(def.age).arg(set);
    }

    // The display: one card, seen by everyone; its icons count for nothing, which its label says on the table.
    QStringList zoneLabels(Zone zone, int count, ZoneReader reader) const override {
        if (zone == Zone::Common) return {tr("Relics")};
        if (reader == ZoneReader::Owner)
            return {count ? tr("Your display · icons not counted") : tr("Your display (empty)"), tr("Display · icons not counted"), tr("Display")};
        return {tr("Display · icons not counted"), tr("Display")};
    }
    QString zoneCardBand(Zone zone) const override { return zone == Zone::Common ? QString() : tr("icons not counted"); }
    QString zoneTip(Zone zone, ZoneReader reader) const override {
        if (zone == Zone::Common)
            return tr("The relics no one has seized. After a dig, the digging player may seize the relic whose age is the "
                      "dug Artifact's value, from here or from any player's achievements: to their achievements, where it "
                      "counts as one, or to their hand when its set is in play.");
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
