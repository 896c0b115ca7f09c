#include "event_text.h"

#include "card_painter.h"
#include "card_texts.h"
#include "dogma_preview.h"
#include "game_result.h"

#include "cities/city_marks.h"
#include "cities/city_rules.h"
#include "core/card.h"
#include "core/queries.h"

#include <QRegularExpression>

namespace inno::client {

namespace {
QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString name(const TableModel& m, int p) { return "<b>" + esc(Texts::playerName(m, p)) + "</b>"; }
// The seat whose board shows `card` on top (-1: none): whose card a parley activates.
int topOwner(const TableModel& m, int card) {
    for (int p = 0; p < m.playerCount(); ++p)
        for (const PileModel& pile : m.players[p].piles)
            if (!pile.cards.isEmpty() && pile.cards.front() == card) return p;
    return -1;
}
}  // namespace

QString Texts::color(Color c) {
    switch (c) {
    case Color::Red: return tr("red");
    case Color::Yellow: return tr("yellow");
    case Color::Green: return tr("green");
    case Color::Blue: return tr("blue");
    case Color::Purple: return tr("purple");
    }
    return {};
}

QString Texts::icon(Icon i, int count) {
    switch (i) {
    case Icon::Castle: return tr("%n castle(s)", nullptr, count);
    case Icon::Crown: return tr("%n crown(s)", nullptr, count);
    case Icon::Leaf: return tr("%n leaf/leaves", nullptr, count);
    case Icon::Lightbulb: return tr("%n lightbulb(s)", nullptr, count);
    case Icon::Factory: return tr("%n factory/factories", nullptr, count);
    case Icon::Clock: return tr("%n clock(s)", nullptr, count);
    case Icon::Hex: return tr("image");
    case Icon::None: break;
    }
    return {};
}

QString Texts::iconWord(Icon i) {
    switch (i) {
    case Icon::Castle: return tr("castle");
    case Icon::Crown: return tr("crown");
    case Icon::Leaf: return tr("leaf");
    case Icon::Lightbulb: return tr("lightbulb");
    case Icon::Factory: return tr("factory");
    case Icon::Clock: return tr("clock");
    case Icon::Hex: return tr("image");
    case Icon::None: break;
    }
    return {};
}

QString Texts::splay(Splay s) {
    switch (s) {
    case Splay::None: return tr("not splayed");
    case Splay::Left: return tr("left");
    case Splay::Right: return tr("right");
    case Splay::Up: return tr("up");
    }
    return {};
}

QString Texts::special(const QString& n) {
    if (n == "Monument") return tr("Monument");
    if (n == "Empire") return tr("Empire");
    if (n == "World") return tr("World");
    if (n == "Wonder") return tr("Wonder");
    if (n == "Universe") return tr("Universe");
    if (n == "Legend") return tr("Legend");
    if (n == "Repute") return tr("Repute");
    if (n == "Fame") return tr("Fame");
    if (n == "Glory") return tr("Glory");
    if (n == "Victory") return tr("Victory");
    return n;
}

QString Texts::specialCondition(const QString& n) {
    if (n == "Monument") return tr("Tuck six cards or score six cards during a single turn.");
    if (n == "Empire") return tr("Have at least three visible icons of each of the six kinds.");
    if (n == "World") return tr("Have at least twelve visible clocks.");
    if (n == "Wonder") return tr("Have all five colors on your board, each splayed right or up.");
    if (n == "Universe") return tr("Have five top cards, each of value 8 or higher.");
    if (n == "Legend") return tr("Meld a City with a left arrow onto its color's pile while that pile is already splayed left.");
    if (n == "Repute") return tr("Meld a City with a right arrow onto its color's pile while that pile is already splayed right.");
    if (n == "Fame") return tr("Meld a City with an up arrow onto its color's pile while that pile is already splayed up.");
    if (n == "Glory") return tr("Tuck a City that has a flag.");
    if (n == "Victory") return tr("Tuck a City that has a fountain.");
    return {};
}

QString Texts::botLevel(const QString& l) {
    if (l == "random") return tr("Random");
    if (l == "easy") return tr("Easy");
    if (l == "medium") return tr("Medium");
    if (l == "hard") return tr("Hard");
    if (l == "expert") return tr("Expert");
    return l;
}

QString Texts::cardLink(int id) {
    if (id < 0) return tr("a card");
    const QColor c = CardPainter::textColor(inno::color(static_cast<CardId>(id)));
    return QString("<a href=\"card:%1\" style=\"color:%2;text-decoration:none;font-weight:600\">%3</a>")
        .arg(id)
        .arg(c.name(), esc(cardTitle(id)));
}

QString Texts::hiddenCard(int age) { return tr("a %1").arg(age); }

QString Texts::playerName(const TableModel& m, int p) {
    if (p < 0 || p >= m.playerCount()) return tr("someone");
    return m.players[p].name;
}

QString effectPlain(const QString& text) {
    static const QRegularExpression marker("\\[(\\w+)\\]");
    QString out = text;
    QRegularExpressionMatch mt;
    qsizetype from = 0;
    while ((mt = marker.match(out, from)).hasMatch()) {
        // The icon's word in the language the card text is shown in.
        const auto icon = parseIcon(mt.captured(1).toLower().toStdString());
        const QString word = icon && !cardTextsInEnglish() ? Texts::iconWord(*icon) : mt.captured(1).toLower();
        out.replace(mt.capturedStart(), mt.capturedLength(), word);
        from = mt.capturedStart() + word.size();
    }
    return out;
}

// ---------------------------------------------------------------- log lines

namespace {
QString cardOrAge(const ClientEvent& e) {
    if (e.card >= 0) return Texts::cardLink(e.card);
    return e.city ? Texts::tr("a City of age %1").arg(e.age) : Texts::hiddenCard(e.age);
}
// The same at the start of a sentence ("A 2 is exchanged…").
QString cardOrAgeFirst(const ClientEvent& e) {
    QString s = cardOrAge(e);
    if (e.card < 0 && !s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

QString placeText(const TableModel& m, Zone z, int p, int viewer, int actor = -2) {
    // Every player by name, the viewer too: a line that names "Ada" and says "your" reads as two people.
    (void)viewer;
    const QString owner = p >= 0 ? Texts::playerName(m, p) : QString();
    const bool theirs = p >= 0 && p == actor;
    switch (z) {
    case Zone::Deck: return Texts::tr("the deck");
    case Zone::Hand:
        return theirs ? Texts::tr("their hand") : Texts::tr("%1's hand").arg(esc(owner));
    case Zone::Board:
        return theirs ? Texts::tr("their board") : Texts::tr("%1's board").arg(esc(owner));
    case Zone::Score:
        return theirs ? Texts::tr("their score pile") : Texts::tr("%1's score pile").arg(esc(owner));
    case Zone::Achievement: return p >= 0 ? Texts::tr("%1's achievements").arg(esc(owner)) : Texts::tr("the achievements");
    case Zone::Removed: return Texts::tr("the box");
    case Zone::Extra1:
    case Zone::Extra2: break;  // an expansion's zone: its own text (expansions' client parts)
    }
    return {};
}

QString rolesText(const ClientEvent& e, const TableModel& m) {
    const int a = e.player;
    QStringList lines;
    const int n = m.playerCount();
    const QString mineCount = QString::number(e.counts[std::max(0, a)]);
    for (int i = 1; i < n; ++i) {
        const int q = (a + i) % n;
        const QString theirs = Texts::icon(e.icon, e.counts[q]);
        QString against = Texts::tr("%1's %2").arg(esc(Texts::playerName(m, a)), mineCount);
        // The distant rule compares a distant seat with twice the activator's count (and the demand with twice theirs).
        const bool doubled = m.largeGame == LargeGame::Distant && m.areDistant(a, q);
        if (doubled) against = Texts::tr("twice %1").arg(against);
        if ((e.parley & (1 << q)) && (e.sharers & (1 << q)))
            lines << Texts::tr("%1 may pay a card to share: %2 ≥ %3").arg(name(m, q), theirs, against);
        else if ((e.parley & (1 << q)) && (e.demanded & (1 << q)))
            lines << Texts::tr("%1 must obey the demand unless they pay a card: %2 &lt; %3").arg(name(m, q), theirs, against);
        else if (doubled && (e.demanded & (1 << q)))
            lines << Texts::tr("%1 must obey the demand: twice %2 &lt; %3").arg(name(m, q), theirs, Texts::tr("%1's %2").arg(esc(Texts::playerName(m, a)), mineCount));
        else if (e.sharers & (1 << q))
            lines << Texts::tr("%1 shares: %2 ≥ %3").arg(name(m, q), theirs, against);
        else if (e.demanded & (1 << q))
            lines << Texts::tr("%1 must obey the demand: %2 &lt; %3").arg(name(m, q), theirs, against);
        else if (m.arePartners(a, q))
            lines << Texts::tr("%1 is a partner and is spared the demand: %2 &lt; %3").arg(name(m, q), theirs, against);
        else
            lines << Texts::tr("%1 does not share: %2 &lt; %3").arg(name(m, q), theirs, against);
    }
    return lines.join("<br>");
}
}  // namespace

namespace {
// Cities: which rule or icon made an event happen, as a short clause for the end of its log line.
QString causeText(const ClientEvent& e) {
    const QString city = e.source >= 0 ? Texts::cardLink(e.source) : Texts::tr("the City");
    const auto cause = cities::causeOf(e.trigger);
    if (!cause) return {};
    switch (*cause) {
    case cities::Cause::CityForNewColor: return Texts::tr("City draw: the Meld action added a new color to the board");
    case cities::Cause::CityForSplay: return Texts::tr("City draw: a pile was splayed in a new direction");
    case cities::Cause::Plus: return Texts::tr("the plus icon of %1: draw a card of value one higher").arg(city);
    case cities::Cause::Arrow: return Texts::tr("the arrow icon of %1").arg(city);
    case cities::Cause::Search: return Texts::tr("the search icon of %1").arg(city);
    case cities::Cause::EndorsePayment: return Texts::tr("the payment for the Endorse action");
    }
    return {};
}
QString describeLine(const ClientEvent& e, const TableModel& m);
}  // namespace

QString describe(const ClientEvent& e, const TableModel& before, const TableModel& m) {
    (void)before;
    QString line = describeLine(e, m);
    const QString cause = causeText(e);
    if (!line.isEmpty() && !cause.isEmpty()) line += " <span style=\"color:#5d4e8a\">(" + cause + ")</span>";
    return line;
}

namespace {
QString describeLine(const ClientEvent& e, const TableModel& m) {
    const int v = m.viewer;
    switch (e.kind) {
    case EventKind::GameStarted:
        return Texts::tr("%1 goes first: their opening card comes first in alphabetical order.").arg(name(m, e.player));
    case EventKind::TurnStarted:
        return QString("<div style=\"margin-top:6px;color:#7a6a50\"><b>") +
               Texts::tr("Turn %1 — %2 (%n action(s))", nullptr, e.value).arg(m.turnNumber > 0 ? m.turnNumber : 1).arg(esc(Texts::playerName(m, e.player))) +
               "</b></div>";
    case EventKind::ActionTaken:
        switch (e.action) {
        case ActionKind::Dogma: return Texts::tr("%1 activates the dogma of %2.").arg(name(m, e.player), Texts::cardLink(e.card));
        case ActionKind::Parley:
            return Texts::tr("%1 parleys %2's %3.").arg(name(m, e.player), name(m, topOwner(m, e.card)), Texts::cardLink(e.card));
        default:
            if (e.action == cities::endorse())
                return Texts::tr("%1 endorses %2: demands are issued twice, and they execute their own effects twice.")
                    .arg(name(m, e.player), Texts::cardLink(e.card));
            return {};  // the card movement that follows says it
        }
    case EventKind::CardMoved: {
        const QString who = name(m, e.player);
        const QString what = cardOrAge(e);
        const QString from = placeText(m, e.fromZone, e.fromPlayer, v, e.player);
        const QString to = placeText(m, e.toZone, e.toPlayer, v);
        const QString fromNamed = placeText(m, e.fromZone, e.fromPlayer, v);
        switch (e.move) {
        case Move::Drawn:
            if (e.revealed) return Texts::tr("%1 draws and reveals %2.").arg(who, what);
            return Texts::tr("%1 draws %2.").arg(who, what);
        case Move::Melded:
            if (e.fromZone == Zone::Board) return {};
            if (e.fromZone == Zone::Hand && e.fromPlayer == e.toPlayer) return Texts::tr("%1 melds %2.").arg(who, what);
            return Texts::tr("%1 melds %2 from %3.").arg(who, what, from);
        case Move::Tucked:
            if (e.fromZone == Zone::Hand && e.fromPlayer == e.toPlayer) return Texts::tr("%1 tucks %2.").arg(who, what);
            return Texts::tr("%1 tucks %2 from %3.").arg(who, what, from);
        case Move::Scored: return Texts::tr("%1 scores %2 from %3.").arg(who, what, from);
        case Move::Returned:
            // A parley payment is its own line: what the card paid for.
            if (e.trigger == Trigger::ParleyPayment) return Texts::tr("%1 pays %2 to parley.").arg(who, what);
            if (e.trigger == Trigger::ParleyShare) return Texts::tr("%1 pays %2 to share.").arg(who, what);
            if (e.trigger == Trigger::ParleyEscape) return Texts::tr("%1 pays %2 to escape the demand.").arg(who, what);
            return Texts::tr("%1 returns %2 from %3.").arg(who, what, from);
        case Move::Transferred: return Texts::tr("%1 goes from %2 to %3.").arg(cardOrAgeFirst(e), fromNamed, to);
        case Move::Exchanged: return Texts::tr("%1 is exchanged from %2 to %3.").arg(cardOrAgeFirst(e), fromNamed, to);
        case Move::Achieved:
            if (e.fromZone == Zone::Achievement) return {};  // the claim line says it
            return Texts::tr("%1 achieves %2 from %3.").arg(who, Texts::hiddenCard(e.age), from);
        case Move::Removed: return Texts::tr("%1 is removed from the game (from %2).").arg(cardOrAgeFirst(e), fromNamed);
        }
        return {};
    }
    case EventKind::CardRevealed: return Texts::tr("%1 reveals %2.").arg(name(m, e.player), Texts::cardLink(e.card));
    case EventKind::HandRevealed: return Texts::tr("%1 reveals their hand.").arg(name(m, e.player));
    case EventKind::Splayed:
        if (e.splay == Splay::None)
            return Texts::tr("%1's %2 cards are no longer splayed.").arg(name(m, e.player), Texts::color(e.color));
        return Texts::tr("%1 splays their %2 cards %3.").arg(name(m, e.player), Texts::color(e.color), Texts::splay(e.splay));
    case EventKind::DogmaStarted: return {};
    case EventKind::DogmaRoles: {
        const QString roles = rolesText(e, m);
        const QString head = Texts::tr("Featured icon %1: %2 has %3.")
                                 .arg(Texts::iconWord(e.icon), name(m, e.player),
                                      QString::number(e.counts[std::max(0, e.player)]));
        return "<span style=\"color:#555\">" + head + (roles.isEmpty() ? "" : "<br>" + roles) + "</span>";
    }
    case EventKind::EffectStarted: return {};
    case EventKind::FreeDraw:
        return Texts::tr("%1 takes a free draw, because an opponent shared and changed something.").arg(name(m, e.player));
    case EventKind::DogmaEnded: return Texts::tr("The dogma action of %1 is complete.").arg(Texts::cardLink(e.card));
    case EventKind::AchievementClaimed:
        if (!e.special.isEmpty() && e.reason == "cardEffect" && e.source >= 0)
            // Claimed by a card's effect (Masonry, Construction…), not by meeting the achievement's condition.
            return "<span style=\"color:#8a5a00\">" +
                   Texts::tr("%1 claims %2 by the effect of %3!").arg(name(m, e.player), Texts::special(e.special),
                                                                     Texts::cardLink(e.source)) +
                   "</span>";
        if (!e.special.isEmpty())
            return "<span style=\"color:#8a5a00\">" +
                   Texts::tr("%1 claims %2! (%3)").arg(name(m, e.player), Texts::special(e.special),
                                                      esc(Texts::specialCondition(e.special))) +
                   "</span>";
        return "<span style=\"color:#8a5a00\">" + Texts::tr("%1 achieves the age %2 achievement.").arg(name(m, e.player)).arg(e.value) +
               "</span>";
    case EventKind::GameEnded: {
        QStringList w;
        for (int p = 0; p < m.playerCount(); ++p)
            if (e.winners & (1 << p)) w << name(m, p);
        if (e.reason == "none" && e.player >= 0)  // a concession
            return "<div style=\"margin-top:6px\"><b>" + Texts::tr("Game over.") + "</b> " +
                   Texts::tr("%1 concedes.").arg(name(m, e.player)) + " " +
                   Texts::tr("Winner(s): %1").arg(w.isEmpty() ? Texts::tr("nobody") : w.join(", ")) + "</div>";
        return "<div style=\"margin-top:6px\"><b>" + Texts::tr("Game over.") + "</b> " +
               Texts::tr("Winner(s): %1").arg(w.isEmpty() ? Texts::tr("nobody") : w.join(", ")) + "</div>";
    }
    }
    return {};
}
}  // namespace

QString dogmaPreviewText(const DogmaPreview& d, const TableModel& m) {
    QStringList lines;
    const int a = d.activator;
    if (a < 0) return {};
    if (d.isParley()) {
        lines << Texts::tr("Parley %1's %2: costs one card from your hand (returned).").arg(name(m, d.owner), "<b>" + esc(cardTitle(d.card)) + "</b>");
        lines << Texts::tr("Your icons count: you have %1.").arg(Texts::icon(d.icon, d.counts[a]));
        lines << Texts::tr("%1 is treated as a distant player.").arg(name(m, d.owner));
    } else {
        lines << Texts::tr("Featured icon: %1. You have %2.").arg(Texts::iconWord(d.icon)).arg(d.counts[a]);
    }
    const int n = m.playerCount();
    bool anyone = false, freeDraw = false, paidShare = false;
    for (int i = 1; i < n; ++i) {
        const int q = (a + i) % n;
        const int bit = 1 << q;
        const bool distant = d.distant & bit, parley = d.parley & bit;
        const bool doubled = distant && d.rule == LargeGame::Distant;
        const bool hasCard = d.hands[q] > 0;
        QString who = name(m, q);
        if (d.rule != LargeGame::None) who += " " + (distant ? Texts::tr("(distant)") : Texts::tr("(neighbour)"));
        const QString theirs = Texts::icon(d.icon, d.counts[q]);
        const int mine = d.counts[a];
        if (d.sharers & bit) {
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
            freeDraw = freeDraw || !m.arePartners(a, q);
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
            if (d.hasDemand && !m.arePartners(a, q))
                line += " " + Texts::tr("Immune to the demand: you need more than twice their %1.").arg(theirs);
            lines << line;
        } else {
            lines << Texts::tr("%1 does not share: %2 &lt; your %3.").arg(who, theirs).arg(mine);
        }
    }
    if (!anyone) lines << Texts::tr("Only you will execute the effects.");
    if (freeDraw)
        lines << (paidShare ? Texts::tr("If an opponent who shares changes anything, you draw a card afterwards (paying for the share is "
                                        "not a change).")
                            : Texts::tr("If an opponent who shares changes anything, you draw a card afterwards."));
    if (d.endorse) {
        lines << "";
        lines << Texts::tr("<b>Endorse</b>: first tuck a card from your hand, of value up to your City's, to pay.");
        if (d.hasDemand && d.demanded)
            lines << Texts::tr("Each demand is issued <b>twice</b> to every player who must obey.");
        lines << Texts::tr("You execute each of your non-demand effects <b>twice</b>; players who share execute them once.");
    }
    return lines.join("<br>");
}

// ---------------------------------------------------------------- Cities: score and achievements explained

QString scoreExplanation(const TableModel& m, int player) {
    if (!m.cities || player < 0 || player >= m.playerCount()) return {};
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
    if (!m.cities || player < 0 || player >= m.playerCount()) return {};
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

// ---------------------------------------------------------------- prompts

namespace {
QString verb(Purpose p) {
    switch (p) {
    case Purpose::Meld:
    case Purpose::OpeningMeld: return Texts::tr("meld");
    case Purpose::Tuck: return Texts::tr("tuck");
    case Purpose::Score: return Texts::tr("score");
    case Purpose::Return: return Texts::tr("return");
    case Purpose::Transfer: return Texts::tr("transfer");
    case Purpose::Exchange: return Texts::tr("exchange");
    case Purpose::Reveal: return Texts::tr("reveal");
    case Purpose::Splay: return Texts::tr("splay");
    case Purpose::Keep: return Texts::tr("keep");
    case Purpose::Rearrange: return Texts::tr("put in order");
    case Purpose::Execute: return Texts::tr("execute");
    case Purpose::Achieve: return Texts::tr("achieve");
    case Purpose::Draw: return Texts::tr("draw");
    default: return Texts::tr("choose");
    }
}
QString howMany(const PromptState& p) {
    if (p.min == p.max) return Texts::tr("%n card(s)", nullptr, p.min);
    if (p.min == 0 && p.max == 1) return Texts::tr("a card");
    if (p.min == 0) return Texts::tr("up to %n card(s)", nullptr, p.max);
    return Texts::tr("%1 to %2 cards").arg(p.min).arg(p.max);
}
}  // namespace

namespace {
// A question asked by another player's demand: whose demand, and (for a transfer) where the card goes.
struct DemandContext {
    int demander = -1;
    Zone to = Zone::Removed;  // Removed: the text names no place of the demander's
};
DemandContext demandContext(const PromptState& p, const TableModel& m) {
    DemandContext d;
    if (p.source < 0 || p.source >= static_cast<int>(everyCard().size()) || m.current < 0 || m.current == p.seat) return d;
    for (const auto& e : card(static_cast<CardId>(p.source)).effects) {
        if (!e.isDemand()) continue;
        d.demander = m.current;
        const std::string_view t = e.text;
        if (t.find("to my hand") != std::string_view::npos) d.to = Zone::Hand;
        else if (t.find("to my score pile") != std::string_view::npos) d.to = Zone::Score;
        else if (t.find("to my board") != std::string_view::npos) d.to = Zone::Board;
        break;
    }
    return d;
}
}  // namespace

namespace {
// Cities: a City's two different immediate icons (plus, arrow, search), in reading order, as words.
QStringList immediateIconWords(int cityId) {
    QStringList out;
    if (cityId < 0 || !cities::isCity(static_cast<CardId>(cityId))) return out;
    const cities::CityCard& city = cities::cityOf(static_cast<CardId>(cityId));
    for (const cities::Slot& s : city.icons) {
        switch (s.kind) {
        case cities::SlotKind::Plus: out << Texts::tr("the plus icon (draw a %1)").arg(city.age + 1); break;
        case cities::SlotKind::Arrow: out << Texts::tr("the arrow (splay %1 %2)").arg(Texts::color(city.color), Texts::splay(s.arrow)); break;
        case cities::SlotKind::Search: out << Texts::tr("the search icon (%1)").arg(Texts::iconWord(s.icon)); break;
        default: break;
        }
    }
    return out;
}
}  // namespace

QString promptQuestion(const PromptState& p, const TableModel& m) {
    // The parley rule's payments (large games) say what the card buys; the card is returned.
    if (p.purpose == Purpose::Parley || p.purpose == Purpose::ParleyShare || p.purpose == Purpose::ParleyEscape) {
        const QString card = p.source >= 0 ? "<b>" + esc(cardTitle(p.source)) + "</b>" : Texts::tr("the dogma");
        if (p.purpose == Purpose::Parley)
            return Texts::tr("Return a card to parley %1's %2.").arg(name(m, topOwner(m, p.source)), card);
        if (p.purpose == Purpose::ParleyShare)
            return Texts::tr("Pay a card to share %1's %2? The card is returned; without paying you do not share.").arg(name(m, m.current), card);
        return Texts::tr("Pay a card to escape %1's demand (%2)? The card is returned; without paying you obey.").arg(name(m, m.current), card);
    }
    // Cities: the questions of an Endorse action (which City endorses, which card pays) and of a City's two icons.
    if (m.endorsing >= 0 && p.source == m.endorsing && p.kind == PromptKind::Cards) {
        const QString what = "<b>" + esc(cardTitle(m.endorsing)) + "</b>";
        if (p.purpose == Purpose::Target)
            return Texts::tr("Endorse %1: choose the top City that endorses it (it must show the featured icon).").arg(what);
        if (p.purpose == Purpose::Tuck)
            return Texts::tr("Endorse %1: choose the card from your hand to tuck as payment (value up to the City's).").arg(what);
    }
    if (p.kind == PromptKind::Option && immediateIconWords(p.source).size() == 2)
        return Texts::tr("%1: which icon acts first?").arg("<b>" + esc(cardTitle(p.source)) + "</b>");
    QString src = p.source >= 0 ? "<b>" + esc(cardTitle(p.source)) + "</b>: " : QString();
    const DemandContext demand = demandContext(p, m);
    if (demand.demander >= 0) {
        src = Texts::tr("%1's demand (%2): ").arg(name(m, demand.demander), "<b>" + esc(cardTitle(p.source)) + "</b>");
        if (p.purpose == Purpose::Transfer && demand.to != Zone::Removed && p.kind == PromptKind::Cards) {
            const QString where = placeText(m, demand.to, demand.demander, m.viewer);
            if (p.min == 0)
                return src + Texts::tr("you may choose %1 to transfer to %2.").arg(howMany(p), where);
            return src + Texts::tr("choose %1 to transfer to %2.").arg(howMany(p), where);
        }
    }
    switch (p.kind) {
    case PromptKind::Action:
        return Texts::tr("Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.",
                         nullptr, std::max(1, m.actionsLeft));
    case PromptKind::Cards:
        if (p.purpose == Purpose::OpeningMeld)
            return Texts::tr("Choose the card to meld to start the game; the other stays in your hand.");
        if (p.min == 0) return src + Texts::tr("you may choose %1 to %2.").arg(howMany(p), verb(p.purpose));
        return src + Texts::tr("choose %1 to %2.").arg(howMany(p), verb(p.purpose));
    case PromptKind::Color:
        if (p.min == 0) return src + Texts::tr("you may choose a color to %1.").arg(verb(p.purpose));
        return src + Texts::tr("choose a color to %1.").arg(verb(p.purpose));
    case PromptKind::YesNo: return src + Texts::tr("do you want to %1?").arg(verb(p.purpose));
    case PromptKind::Value: return src + Texts::tr("choose a value.");
    case PromptKind::Player: return src + Texts::tr("choose a player.");
    case PromptKind::Option: return src + Texts::tr("choose one of the two possibilities.");
    case PromptKind::Order: return src + Texts::tr("put the cards in order, top card first.");
    case PromptKind::Deck: return src + Texts::tr("choose a pile.");
    case PromptKind::Icon: return src + Texts::tr("choose an icon type.");
    }
    return {};
}

QString optionLabel(const PromptOption& o, const PromptState& p, const TableModel& m) {
    switch (o.type) {
    case PromptOption::Draw: return Texts::tr("Draw a %1").arg(m.drawAge(m.viewer));
    case PromptOption::Meld: return Texts::tr("Meld %1").arg(cardTitle(o.card));
    case PromptOption::Dogma: return Texts::tr("Dogma %1").arg(cardTitle(o.card));
    case PromptOption::Parley: return Texts::tr("Parley %1's %2").arg(Texts::playerName(m, topOwner(m, o.card)), cardTitle(o.card));
    case PromptOption::Endorse: return Texts::tr("Endorse %1").arg(cardTitle(o.card));
    case PromptOption::Achieve: return Texts::tr("Achieve %1").arg(o.age);
    case PromptOption::Card: return QString("%1 (%2)").arg(cardTitle(o.card)).arg(o.age);
    case PromptOption::Hidden: {
        const QString owner = Texts::playerName(m, o.player);
        return o.zone == Zone::Score ? Texts::tr("A %1 from %2's score pile").arg(o.age).arg(owner)
                                     : Texts::tr("A %1 from %2's hand").arg(o.age).arg(owner);
    }
    case PromptOption::Color: return Texts::color(o.color);
    case PromptOption::Yes: return Texts::tr("Yes");
    case PromptOption::No: return Texts::tr("No");
    case PromptOption::Value: return QString::number(o.value);
    case PromptOption::Player: return Texts::playerName(m, o.player);
    case PromptOption::Branch: {
        const QStringList icons = immediateIconWords(p.source);
        if (icons.size() == 2)
            return Texts::tr("First %1, then %2").arg(icons[o.value == 1 ? 0 : 1], icons[o.value == 1 ? 1 : 0]);
        return o.value == 1 ? Texts::tr("The first possibility") : Texts::tr("The second possibility");
    }
    case PromptOption::Other: break;
    }
    return o.text;
}

QString resultHeadline(const GameResult& r) {
    if (r.winners.isEmpty()) return Texts::tr("The game is over.");
    if (r.winners.size() == 1) return Texts::tr("%1 wins!").arg(r.winners.front());
    return Texts::tr("%1 share the victory!").arg(r.winners.join(Texts::tr(" and ")));
}

QString resultReason(const GameResult& r) {
    if (r.reason == "achievements") return Texts::tr("Enough achievements were claimed to win.");
    if (r.reason == "drewAboveTen")
        return Texts::tr("Someone had to draw above age 10: the highest score wins, ties broken by achievements.");
    if (r.reason == "cardEffect") return Texts::tr("The effect of %1 decided the game.").arg(r.card);
    if (r.reason == "conceded") return Texts::tr("%1 conceded the game.").arg(r.conceded);
    return {};
}

}  // namespace inno::client
