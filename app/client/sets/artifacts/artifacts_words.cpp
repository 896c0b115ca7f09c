// The words of Artifacts of History (sets/set_words.h): its option, its name, its hidden cards, the dig in the log,
// the display as a place, the start-of-turn question and its three answers, a card type's answer, the compel in the
// dogma preview, the log and a question it asks, and its catalogue filter. Linguist context "ArtifactsTexts".
#include "sets/artifacts/artifacts_client.h"
#include "sets/artifacts/artifacts_palette.h"

#include "model/dogma_preview.h"
#include "model/table_model.h"
#include "style/palette.h"
#include "text/html.h"
#include "text/words.h"

#include "artifacts/artifacts.h"
#include "core/card.h"

#include <QCoreApplication>

#include <algorithm>

namespace inno::client {

namespace {

namespace rules = inno::artifacts;

// The compel is the set's first (and only) kind of demand.
bool isCompel(Effect::Kind kind) { return kind == rules::registration().demandKind(0); }

QString bold(const QString& s) { return "<b>" + s + "</b>"; }

// The seize (option relics): after a dig, the relic of the dug card's value to the digger's achievements (1) or
// hand (2), or left where it is.
bool isSeize(const PromptState& p) { return p.kind == PromptKind::Option && p.source >= 0 && rules::isRelic(static_cast<CardId>(p.source)); }
// Where a relic lies for a seize: the relic area, or a player's achievements (escaped words).
QString relicPlace(const TableModel& m, int relic) {
    for (int q = 0; q < m.playerCount(); ++q)
        if (m.players[q].countedAchievements.contains(relic)) return html::place(m, Zone::Achievement, q);
    return html::place(m, Zone::Common, -1);
}

class ArtifactsWords final : public SetWords {
    Q_DECLARE_TR_FUNCTIONS(ArtifactsTexts)
public:
    QString optionLabel() const override {
        return tr("Artifacts of History (expansion: the dig, each player's display, compel effects)");
    }
    QString optionToolTip() const override {
        return tr("Play with the 105 Artifacts cards: after a Meld action that covers a card of equal or higher "
                  "value (or one with its hexagon in the same place), you dig up an Artifact onto your display. At the "
                  "start of your turn you may use its Dogma for free, return it or keep it. Compel effects affect "
                  "the opponents who could share.");
    }
    QString lanOptionLabel() const override { return tr("Artifacts of History expansion"); }
    QList<SubOption> subOptions() const override {
        return {{0, tr("Relics (seize a relic after a dig)"),
                 tr("Five relics lie face up in a relic area. After a dig, the digging player may seize the relic whose "
                    "age is the dug Artifact's value, from the relic area or any player's achievements: to their "
                    "achievements, where it counts as one, or to their hand when its set is in play.")}};
    }
    QString name() const override { return tr("Artifacts of History"); }
    QString tableMark() const override { return tr(" · Artifacts"); }

    QString hiddenCard(int age) const override { return tr("an Artifact of age %1").arg(age); }
    QString hiddenCards(int age, int count) const override {
        return tr("%1 Artifacts of age %2", "%1: how many, in words (seven)", count).arg(Texts::countWord(count)).arg(age);
    }
    QString cause(const Event& e) const override {
        if (e.trigger == rules::trigger(rules::Cause::Dig)) return tr("dug up onto their display after the Meld action");
        return {};
    }

    QString moveLine(const Event& e, const TableModel& m) const override {
        if (e.trigger != rules::trigger(rules::Cause::Seize) || e.card == kNoCard) return {};
        // The relic goes to the seizing player's achievements or hand (the event names who held it before, if anyone).
        const QString who = html::name(m, e.to.player), relic = Texts::cardLink(e.card), from = html::place(m, e.from.zone, e.from.player);
        if (e.to.zone == Zone::Hand) return tr("%1 seizes %2 from %3 and takes it into their hand.").arg(who, relic, from);
        return tr("%1 seizes %2 from %3 and puts it among their achievements.").arg(who, relic, from);
    }

    int moveTaker(const Event& e) const override {
        return e.trigger == rules::trigger(rules::Cause::Seize) ? e.to.player : -1;
    }

    QString zonePlace(Zone z, const QString& owner, bool theirs) const override {
        if (z == Zone::Common) return tr("the relic area");
        if (z != rules::displayZone()) return {};
        return theirs ? tr("their display") : tr("%1's display").arg(owner);
    }
    QString zoneDestination(Zone z, const QString& owner) const override {
        if (z == Zone::Common) return tr("to the relic area");
        return z == rules::displayZone() ? tr("onto %1's display").arg(owner) : QString();
    }

    QString promptQuestion(const PromptState& p, const TableModel& m) const override {
        if (isSeize(p))
            return tr("Seize the relic %1 from %2?").arg(bold(html::esc(cardTitle(p.source))), relicPlace(m, p.source));
        if (p.kind != PromptKind::Display || p.source < 0) return {};
        return tr("Start of your turn: %1 is on your display. Its Dogma for free, return it, or keep it?")
            .arg(bold(html::esc(cardTitle(p.source))));
    }
    bool answeredInBar(const PromptState& p) const override { return isSeize(p); }
    QString passWords(const PromptState& p, const TableModel& m) const override {
        (void)m;
        return isSeize(p) ? tr("Leave it") : QString();
    }
    QString optionWords(const PromptOption& o, const PromptState& p, const TableModel& m) const override {
        (void)m;
        if (isSeize(p) && o.type == PromptOption::Branch) {
            const QString title = cardTitle(p.source);
            return o.value() == 1 ? tr("Seize %1: to your achievements").arg(title) : tr("Seize %1: to your hand").arg(title);
        }
        if (p.kind == PromptKind::Display && p.source >= 0) {
            const QString title = cardTitle(p.source);
            if (o.type == PromptOption::Dogma) return tr("Dogma %1 (free)").arg(title);
            if (o.text == "return") return tr("Return %1").arg(title);
            if (o.text == "keep") return tr("Keep %1").arg(title);
            return {};
        }
        if (p.kind == PromptKind::Set) {
            // A card type: the base cards, or a set's by its name.
            if (o.set == static_cast<int>(kMainSet)) return tr("Base cards");
            if (const SetWords* w = setWords(static_cast<SetId>(o.set))) return w->name();
        }
        return {};
    }

    QString demandRolePreview(Effect::Kind kind, const QString& who, const QString& theirs, int mine) const override {
        if (!isCompel(kind)) return {};
        return palette::span(palette::kCompelInk, tr("%1 is compelled: %2 ≥ your %3.").arg(who, theirs).arg(mine));
    }
    QString demandRoleLog(Effect::Kind kind, const QString& who, const QString& theirs, const QString& against) const override {
        if (!isCompel(kind)) return {};
        return tr("%1 is compelled: %2 ≥ %3").arg(who, theirs, against);
    }
    QString demandLabel(Effect::Kind kind) const override { return isCompel(kind) ? tr("Compel:") : QString(); }
    QString demandQuestionLead(Effect::Kind kind, const QString& demander, const QString& card) const override {
        if (!isCompel(kind)) return {};
        return tr("%1 compels you (%2): ").arg(demander, card);
    }

    QStringList dogmaLinesBefore(const DogmaPreview& d) const override {
        QStringList lines;
        if (d.fromZone == rules::displayZone())
            lines << tr("From your display: a free Dogma action. The card's %1 count for you; it is returned to its "
                        "pile afterwards.")
                         .arg(Texts::icon(d.icon, d.extraIcons));
        const int compel = 1 << rules::registration().demandKind(0);
        if (d.setDemands & compel) {
            QStringList who;
            const int ruled = d.ruled[static_cast<std::size_t>(rules::registration().firstDemandRule)];
            for (int q = 0; q < d.names.size(); ++q)
                if (ruled & (1 << q)) who << bold(html::esc(d.names[q]));
            lines << palette::span(palette::kCompelInk,
                                   who.isEmpty() ? tr("Compels: nobody (a compel affects the opponents who could share).")
                                                 : tr("Compels: %1.").arg(nameList(who)));
        }
        return lines;
    }

    // The catalogue: the Artifacts by the kind of their effects.
    QString anyFeature() const override { return tr("Any kind of effect"); }
    QList<Feature> features() const override {
        return {{tr("With a compel"), 0}, {tr("With a demand"), 1}, {tr("Only effects for everyone"), 2}, {tr("No effects"), 3}};
    }
    QString featureToolTip() const override { return tr("Only Artifacts whose effects are of this kind"); }
    bool hasFeature(const CardDef& c, int value) const override {
        if (c.id == kNoCard || !rules::isArtifact(c.id)) return false;
        const auto has = [&](auto pred) { return std::any_of(c.effects.begin(), c.effects.end(), pred); };
        switch (value) {
        case 0: return has([](const Effect& e) { return isCompel(e.kind); });
        case 1: return has([](const Effect& e) { return e.kind == Effect::Demand; });
        case 2: return !c.effects.empty() && !has([](const Effect& e) { return e.isDemand(); });
        case 3: return c.effects.empty();
        default: return false;
        }
    }
};

}  // namespace

const SetWords& artifactsWords() {
    static const ArtifactsWords w;
    return w;
}

}  // namespace inno::client
