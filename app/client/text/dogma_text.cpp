#include "text/dogma_text.h"

#include "text/html.h"
#include "text/words.h"

#include "model/table_model.h"
#include "sets/set_words.h"

#include <QScopeGuard>

namespace inno::client {

using html::esc;

namespace {
QString name(const DogmaPreview& d, int p) { return html::bold(p >= 0 && p < d.names.size() ? d.names[p] : Texts::tr("someone")); }
}  // namespace

namespace {
QString dogmaPreviewTextWords(const DogmaPreview& d) {
    QStringList lines;
    const int a = d.activator;
    if (a < 0) return {};
    if (d.isParley()) {
        lines << Texts::tr("Parley %1's %2: costs one card from your hand (returned).").arg(name(d, d.owner), "<b>" + esc(cardTitle(d.card)) + "</b>");
        lines << Texts::tr("Your icons count: you have %1.").arg(Texts::icon(d.icon, d.counts[a]));
        lines << Texts::tr("%1 is treated as a distant player.").arg(name(d, d.owner));
    } else {
        lines << Texts::tr("Featured icon: %1. You have %2.").arg(Texts::iconWord(d.icon)).arg(d.counts[a]);
    }
    const int n = static_cast<int>(d.names.size());
    bool anyone = false, freeDraw = false, paidShare = false;
    for (int i = 1; i < n; ++i) {
        const int q = (a + i) % n;
        const int bit = 1 << q;
        if (d.gone & bit) continue;  // left the game
        const bool distant = d.distant & bit, parley = d.parley & bit;
        const bool doubled = distant && d.rule == LargeGame::Distant;
        const bool hasCard = d.hands[q] > 0;
        QString who = name(d, q);
        if (d.rule != LargeGame::None) who += " " + (distant ? Texts::tr("(distant)") : Texts::tr("(neighbour)"));
        const QString theirs = Texts::icon(d.icon, d.counts[q]);
        const int mine = d.counts[a];
        // A set's own kind of demand (a compel) that affects this seat, in its set's words.
        QStringList ruledLines;
        for (int r = 0; r < kMaxDemandRules; ++r) {
            const auto kind = static_cast<Effect::Kind>(Effect::SetDemand + r);
            if (!(d.setDemands & (1 << kind)) || !(d.ruled[static_cast<std::size_t>(r)] & bit)) continue;
            if (const QString l = firstWords([&](const SetWords& w) { return w.demandRolePreview(kind, who, theirs, mine); }); !l.isEmpty())
                ruledLines << l;
        }
        if (!ruledLines.isEmpty()) {
            anyone = true;
            // A card of demands alone: the compel is all this seat takes part in.
            if (d.onlyDemands && !(d.demanded & bit)) {
                lines << ruledLines;
                continue;
            }
        }
        const auto ruledAfter = qScopeGuard([&] { lines << ruledLines; });
        if ((d.sharers & bit) && d.onlyDemands && !parley && !doubled) {
            // A card of demands alone: enough icons keep a player out of the demand, with nothing to share. (The
            // large-game rules keep their own sentences, which say the thresholds.)
            lines << Texts::tr("%1 is safe from the demand: %2 ≥ your %3.").arg(who, theirs).arg(mine);
        } else if (d.sharers & bit) {
            if (parley && !hasCard) {
                lines << Texts::tr("%1 cannot share: no card in hand (%2 ≥ your %3).").arg(who, theirs).arg(mine);
                continue;
            }
            if (parley) {
                lines << Texts::tr("%1 may pay a card to share (asked at the first shared effect): %2 ≥ your %3.").arg(who, theirs).arg(mine);
                paidShare = true;
            } else if (doubled) {
                lines << Texts::tr("%1 will share: needs %2, has %3.").arg(who).arg(2 * mine).arg(theirs);
            } else {
                lines << Texts::tr("%1 will share: %2 ≥ your %3.").arg(who, theirs).arg(mine);
            }
            anyone = true;
            freeDraw = freeDraw || !(d.partners & bit);
        } else if (d.demanded & bit) {
            if (parley && hasCard)
                lines << Texts::tr("%1 must obey the demand (%2 &lt; your %3), but may pay a card to escape it.").arg(who, theirs).arg(mine);
            else if (parley)
                lines << Texts::tr("%1 must obey the demand: %2 &lt; your %3, and no card in hand to escape it.").arg(who, theirs).arg(mine);
            else if (doubled)
                lines << Texts::tr("%1 must obey the demand: you have more than twice their %2.").arg(who, theirs);
            else
                lines << Texts::tr("%1 must obey the demand: %2 &lt; your %3.").arg(who, theirs).arg(mine);
            anyone = true;
        } else if (doubled) {
            QString line = Texts::tr("%1 does not share: needs %2, has %3.").arg(who).arg(2 * mine).arg(theirs);
            if (d.hasDemand && !(d.partners & bit))
                line += " " + Texts::tr("Immune to the demand: you need more than twice their %1.").arg(theirs);
            lines << line;
        } else {
            lines << Texts::tr("%1 does not share: %2 &lt; your %3.").arg(who, theirs).arg(mine);
        }
    }
    // What the sets do before the dogma's effects.
    for (const ClientSet& set : clientSets())
        if (set.words) lines << set.words->dogmaLinesBefore(d);
    if (!anyone) lines << Texts::tr("Only you will execute the effects.");
    if (freeDraw)
        lines << (paidShare ? Texts::tr("If an opponent who shares changes anything, you draw a card afterwards (paying for the share is "
                                        "not a change).")
                            : Texts::tr("If an opponent who shares changes anything, you draw a card afterwards."));
    // What the sets change in the dogma (their own actions).
    for (const ClientSet& set : clientSets())
        if (set.words) lines << set.words->dogmaLinesAfter(d);
    return lines.join("<br>");
}
}  // namespace

QString dogmaPreviewText(const DogmaPreview& d) { return contracted(dogmaPreviewTextWords(d)); }

}  // namespace inno::client
