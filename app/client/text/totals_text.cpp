#include "text/totals_text.h"

#include "text/words.h"

#include "cities/city_marks.h"
#include "cities/city_rules.h"

namespace inno::client {

QString scoreExplanation(const TableModel& m, int player) {
    if (!m.inPlay(cities::set()) || player < 0 || player >= m.playerCount()) return {};
    const PlayerModel& pl = m.players[player];
    QStringList lines;
    lines << Texts::tr("Score pile: %n point(s).", nullptr, pl.scoreTotal - pl.bonusPoints);
    for (const cities::ShownMark& mk : cities::shownMarks(m.boardState(), player)) {
        if (mk.kind != cities::SlotKind::Bonus) continue;
        lines << (mk.points == mk.bonus && mk.points > 1
                      ? Texts::tr("Bonus %1 on %2: adds %1 (the highest bonus counts its value).").arg(mk.bonus).arg(cardTitle(mk.card))
                      : Texts::tr("Bonus %1 on %2: adds 1 (every bonus but the highest counts 1).").arg(mk.bonus).arg(cardTitle(mk.card)));
    }
    if (pl.bonusPoints == 0) lines << Texts::tr("No bonus is visible.");
    lines << Texts::tr("Score: %1 points.").arg(pl.scoreTotal);
    return lines.join('\n');
}

QString achievementExplanation(const TableModel& m, int player) {
    if (!m.inPlay(cities::set()) || player < 0 || player >= m.playerCount()) return {};
    const PlayerModel& pl = m.players[player];
    QStringList lines;
    lines << Texts::tr("Achievements held: %1.").arg(pl.achievements.size());
    for (const cities::ShownMark& mk : cities::shownMarks(m.boardState(), player)) {
        const QString where = cardTitle(mk.card);
        if (mk.kind == cities::SlotKind::Fountain) {
            lines << Texts::tr("Fountain on %1: counts (a visible fountain always does).").arg(where);
        } else if (mk.kind == cities::SlotKind::Flag) {
            const QString col = Texts::color(mk.color);
            if (mk.counts)
                lines << Texts::tr("Flag (%1) on %2: counts — no opponent shows more %1 cards (%3 shown here).")
                             .arg(col, where)
                             .arg(mk.mine);
            else
                lines << Texts::tr("Flag (%1) on %2: does not count — %3 shows %4 %1 cards, more than the %5 here.")
                             .arg(col, where, Texts::playerName(m, mk.rival))
                             .arg(mk.rivalCount)
                             .arg(mk.mine);
        }
    }
    lines << Texts::tr("Total: %1 of the %2 needed to win.").arg(pl.achievementTotal).arg(m.achievementsToWin());
    return lines.join('\n');
}

}  // namespace inno::client
