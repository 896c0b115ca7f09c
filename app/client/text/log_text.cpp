#include "text/log_text.h"

#include "model/event_line.h"

#include "style/palette.h"
#include "text/html.h"
#include "text/words.h"
#include "sets/set_words.h"

#include "core/card.h"

#include <QScopeGuard>

#include <algorithm>

namespace inno::client {

using html::esc;
using html::name;

namespace {
QString cardOrAge(const Event& e) {
    if (e.card != kNoCard) return Texts::cardLink(e.card);
    const SetWords* words = setWords(static_cast<SetId>(e.set));
    const QString ofSet = words ? words->hiddenCard(e.age) : QString();
    return ofSet.isEmpty() ? Texts::hiddenCard(e.age) : ofSet;
}
// The same at the start of a sentence ("A 2 is exchanged…").
QString cardOrAgeFirst(const Event& e) {
    QString s = cardOrAge(e);
    if (e.card == kNoCard && !s.isEmpty()) s[0] = s[0].toUpper();
    return s;
}

QString rolesText(const Event& e, const TableModel& m) {
    const int a = e.player;
    QStringList lines;
    const int n = m.playerCount();
    const QString mineCount = QString::number(e.counts[std::max(0, a)]);
    for (int i = 1; i < n; ++i) {
        const int q = (a + i) % n;
        if (m.players[q].eliminated) continue;  // a seat that left the game takes no part
        const QString theirs = Texts::icon(e.icon, e.counts[q]);
        QString against = Texts::tr("%1's %2").arg(esc(Texts::playerName(m, a)), mineCount);
        // The distant rule compares a distant seat with twice the activator's count (and the demand with twice theirs).
        const bool doubled = m.rules.largeGame == LargeGame::Distant && m.areDistant(a, q);
        if (doubled) against = Texts::tr("twice %1").arg(against);
        // A set's own kind of demand (a compel) affecting this seat, in its set's words; on a card of demands alone
        // it is all the seat takes part in.
        QStringList ruled;
        const int kinds = e.card != kNoCard ? facts(e.card).demandKinds : 0;
        for (int r = 0; r < kMaxDemandRules; ++r) {
            const auto kind = static_cast<Effect::Kind>(Effect::SetDemand + r);
            if (!(kinds & (1 << kind)) || !(e.ruled[static_cast<std::size_t>(r)] & (1 << q))) continue;
            if (const QString l = firstWords([&](const SetWords& w) { return w.demandRoleLog(kind, name(m, q), theirs, against); }); !l.isEmpty())
                ruled << l;
        }
        if (!ruled.isEmpty()) {
            const auto& effects = card(e.card).effects;
            const bool onlyDemands = std::all_of(effects.begin(), effects.end(), [](const auto& x) { return x.isDemand(); });
            if (onlyDemands && !(e.demanded & (1 << q))) {
                lines << ruled;
                continue;
            }
        }
        const auto ruledAfter = qScopeGuard([&] { lines << ruled; });
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
// A set's rule or icon that made an event happen, as a short clause for the end of its log line.
QString causeText(const Event& e) {
    return firstWords([&](const SetWords& w) { return w.cause(e); });
}
QString describeLine(const Event& e, const TableModel& m);
}  // namespace

QString describe(const Event& e, const TableModel& before, const TableModel& m) {
    (void)before;
    QString line = describeLine(e, m);
    const QString cause = causeText(e);
    if (!line.isEmpty() && !cause.isEmpty()) line += " " + palette::span(palette::kCauseInk, "(" + cause + ")");
    return contracted(line);
}

namespace {
bool isExchange(const Event& e) { return e.kind == EventKind::CardMoved && e.move == Move::Exchanged; }
// A plain return by a player (not a payment, not onto a deck's top, not a set's own rule): several in a row from one
// place are told as one line.
bool isPlainReturn(const Event& e) {
    return e.kind == EventKind::CardMoved && e.move == Move::Returned && static_cast<int>(e.trigger) < kCoreTriggers &&
           e.trigger != Trigger::ParleyPayment && e.trigger != Trigger::ParleyShare && e.trigger != Trigger::ParleyEscape &&
           e.from.zone != Zone::Deck && e.player >= 0 && !e.onTop;
}
bool sameReturn(const Event& a, const Event& b) {
    return isPlainReturn(a) && isPlainReturn(b) && a.player == b.player && a.from.zone == b.from.zone &&
           a.from.player == b.from.player && a.trigger == b.trigger && a.source == b.source;
}
bool sameDirection(const Event& a, const Event& b) {
    return a.from.zone == b.from.zone && a.from.player == b.from.player && a.to.zone == b.to.zone && a.to.player == b.to.player;
}
// The cards named one by one, the hidden ones counted by set and age where they first come: "Oars, three 2s and
// a 4" rather than "Oars, a 2, a 2, a 4 and a 2".
QStringList cardsByAge(const std::vector<const Event*>& moved) {
    QStringList out;
    std::vector<std::pair<const Event*, int>> hidden;  // the first of a set and age, and how many
    std::vector<int> slot;                             // where each hidden group stands in out
    for (const Event* m : moved) {
        if (m->card != kNoCard) {
            out << cardOrAge(*m);
            continue;
        }
        const auto alike = std::find_if(hidden.begin(), hidden.end(), [&](const auto& h) { return h.first->set == m->set && h.first->age == m->age; });
        if (alike != hidden.end()) {
            ++alike->second;
            continue;
        }
        hidden.emplace_back(m, 1);
        slot.push_back(static_cast<int>(out.size()));
        out << QString();
    }
    for (std::size_t h = 0; h < hidden.size(); ++h) {
        const auto& [first, count] = hidden[h];
        const SetWords* words = setWords(static_cast<SetId>(first->set));
        const QString ofSet = count > 1 && words ? words->hiddenCards(first->age, count) : QString();
        out[slot[h]] = count == 1 ? cardOrAge(*first) : ofSet.isEmpty() ? Texts::hiddenCards(first->age, count) : ofSet;
    }
    return out;
}
}  // namespace

QString describeIn(const std::vector<Event>& events, std::size_t i, const TableModel& before, const TableModel& after) {
    const Event& e = events[i];
    // Several cards returned in a row from one place: one line, the hidden ones counted by age ("Ada returns four 1s
    // and a 3 from her hand"), told where the first of them comes.
    if (isPlainReturn(e)) {
        if (i > 0 && sameReturn(events[i - 1], e)) return {};
        std::vector<const Event*> moved;
        for (std::size_t j = i; j < events.size() && sameReturn(events[j], e); ++j) moved.push_back(&events[j]);
        if (moved.size() > 1) {
            QString line = Texts::tr("%1 returns %2 from %3.")
                               .arg(name(after, e.player), nameList(cardsByAge(moved)),
                                    html::place(after, e.from.zone, e.from.player, e.player));
            const QString cause = causeText(e);
            if (!cause.isEmpty()) line += " " + palette::span(palette::kCauseInk, "(" + cause + ")");
            return contracted(line);
        }
    }
    // A set's rule that exchanges cards has its own words for each.
    if (!isExchange(e) || static_cast<int>(e.trigger) >= kCoreTriggers) return describe(e, before, after);
    std::size_t first = i;
    while (first > 0 && isExchange(events[first - 1])) --first;
    for (std::size_t j = first; j < i; ++j)
        if (sameDirection(events[j], e)) return {};  // told with the direction's first card
    std::vector<const Event*> moved;
    for (std::size_t j = i; j < events.size() && isExchange(events[j]); ++j)
        if (sameDirection(events[j], e)) moved.push_back(&events[j]);
    const QString line = Texts::tr("In the exchange, %1 go(es) from %2 %3.", "%3: where to, with its preposition (into Ada's hand)",
                                   static_cast<int>(moved.size()))
                             .arg(nameList(cardsByAge(moved)), html::place(after, e.from.zone, e.from.player),
                                  html::destination(after, e.to.zone, e.to.player));
    return contracted(line);
}

namespace {
QString describeLine(const Event& e, const TableModel& m) {
    switch (e.kind) {
    case EventKind::GameStarted:
        return Texts::tr("%1 goes first: their opening card comes first in alphabetical order.").arg(name(m, e.player));
    case EventKind::TurnStarted:
        return QString("<div style=\"margin-top:6px;color:%1\"><b>").arg(palette::kHeadingInk.name()) +
               Texts::tr("Turn %1 — %2 (%n action(s))", nullptr, e.value).arg(m.turnNumber > 0 ? m.turnNumber : 1).arg(esc(Texts::playerName(m, e.player))) +
               "</b></div>";
    case EventKind::ActionTaken:
        switch (e.action) {
        case ActionKind::Dogma: return Texts::tr("%1 activates the dogma of %2.").arg(name(m, e.player), Texts::cardLink(e.card));
        case ActionKind::Parley:
            return Texts::tr("%1 parleys %2's %3.").arg(name(m, e.player), name(m, m.topCardOwner(e.card)), Texts::cardLink(e.card));
        default:
            if (const SetWords* words = actionWords(e.action)) return words->actionLine(e, m);  // a set's action
            return {};  // the card movement that follows says it
        }
    case EventKind::CardMoved: {
        // A move a set's rule made, in that set's words where it has some.
        if (static_cast<int>(e.trigger) >= kCoreTriggers)
            if (QString line = firstWords([&](const SetWords& w) { return w.moveLine(e, m); }); !line.isEmpty()) return line;
        const QString who = name(m, e.player);
        const QString what = cardOrAge(e);
        const QString from = html::place(m, e.from.zone, e.from.player, e.player);
        const QString to = html::destination(m, e.to.zone, e.to.player);
        const QString fromNamed = html::place(m, e.from.zone, e.from.player);
        switch (e.move) {
        case Move::Drawn:
            if (e.revealed) return Texts::tr("%1 draws and reveals %2.").arg(who, what);
            return Texts::tr("%1 draws %2.").arg(who, what);
        case Move::Melded:
            if (e.from.zone == Zone::Board) return {};
            if (e.from.zone == Zone::Hand && e.from.player == e.to.player) return Texts::tr("%1 melds %2.").arg(who, what);
            return Texts::tr("%1 melds %2 from %3.").arg(who, what, from);
        case Move::Tucked:
            if (e.from.zone == Zone::Hand && e.from.player == e.to.player) return Texts::tr("%1 tucks %2.").arg(who, what);
            return Texts::tr("%1 tucks %2 from %3.").arg(who, what, from);
        case Move::Scored: return Texts::tr("%1 scores %2 from %3.").arg(who, what, from);
        case Move::Returned:
            // A parley payment is its own line: what the card paid for.
            if (e.trigger == Trigger::ParleyPayment) return Texts::tr("%1 pays %2 to parley.").arg(who, what);
            if (e.trigger == Trigger::ParleyShare) return Texts::tr("%1 pays %2 to share.").arg(who, what);
            if (e.trigger == Trigger::ParleyEscape) return Texts::tr("%1 pays %2 to escape the demand.").arg(who, what);
            // A card no player held (a set's rule may send cards it revealed back under their deck).
            if (e.from.zone == Zone::Deck) return Texts::tr("%1 goes back to the bottom of its deck.").arg(cardOrAgeFirst(e));
            if (e.player < 0) return Texts::tr("%1 is returned from %2.").arg(cardOrAgeFirst(e), fromNamed);
            // Put on top of its deck by a card, where the next draw takes it (a return goes under the deck).
            if (e.onTop) return Texts::tr("%1 puts %2 from %3 on top of its deck.").arg(who, what, from);
            return Texts::tr("%1 returns %2 from %3.").arg(who, what, from);
        case Move::Transferred:
            return Texts::tr("%1 goes from %2 %3.", "%3: where to, with its preposition (into Ada's hand)").arg(cardOrAgeFirst(e), fromNamed, to);
        case Move::Exchanged:
            return Texts::tr("%1 is exchanged from %2 %3.", "%3: where to, with its preposition (into Ada's hand)").arg(cardOrAgeFirst(e), fromNamed, to);
        case Move::Achieved:
            if (e.from.zone == Zone::Achievement) return {};  // the claim line says it
            return Texts::tr("%1 achieves %2 from %3.").arg(who, Texts::hiddenCard(e.age), from);
        case Move::Removed: return Texts::tr("%1 is removed from the game (from %2).").arg(cardOrAgeFirst(e), fromNamed);
        }
        return {};
    }
    case EventKind::CardRevealed: return Texts::tr("%1 reveals %2.").arg(name(m, e.player), Texts::cardLink(e.card));
    case EventKind::HandRevealed: return Texts::tr("%1 reveals their hand.").arg(name(m, e.player));
    case EventKind::CardShown:  // only its viewer is told
        if (e.from.zone == Zone::Deck) return Texts::tr("%1 looks at %2 on top of its deck.").arg(name(m, e.player), cardOrAge(e));
        return Texts::tr("%1 looks at %2 in %3.").arg(name(m, e.player), cardOrAge(e), html::place(m, e.from.zone, e.from.player));
    case EventKind::Splayed:
        if (e.splay == Splay::None)
            return Texts::tr("%1's %2 cards are no longer splayed.").arg(name(m, e.player), Texts::cardsColor(e.color));
        return Texts::tr("%1 splays their %2 cards %3.").arg(name(m, e.player), Texts::cardsColor(e.color), Texts::splay(e.splay));
    case EventKind::DogmaStarted: return {};
    case EventKind::DogmaRoles: {
        const QString roles = rolesText(e, m);
        const QString head = Texts::tr("Featured icon %1: %2 has %3.")
                                 .arg(Texts::iconWord(e.icon), name(m, e.player),
                                      QString::number(e.counts[std::max(0, static_cast<int>(e.player))]));
        return palette::span(palette::kRolesInk, head + (roles.isEmpty() ? "" : "<br>" + roles));
    }
    case EventKind::EffectStarted:
        // An effect a set runs with its own tag.
        if (e.tag != 0) return firstWords([&](const SetWords& w) { return w.effectLine(e, m); });
        return {};
    case EventKind::FreeDraw:
        return Texts::tr("%1 takes a free draw, because an opponent shared and changed something.").arg(name(m, e.player));
    case EventKind::DogmaEnded: return Texts::tr("The dogma action of %1 is complete.").arg(Texts::cardLink(e.card));
    case EventKind::AchievementClaimed: {
        const std::string_view specialKey = e.isSpecial ? specialName(e.special) : std::string_view();
        const QString special = QString::fromUtf8(specialKey.data(), static_cast<qsizetype>(specialKey.size()));
        if (e.isSpecial && e.claimReason == ClaimReason::CardEffect && e.source != kNoCard)
            // Claimed by a card's effect (Masonry, Construction…), not by meeting the achievement's condition.
            return "<span style=\"color:" + palette::kClaimInk.name() + "\">" +
                   Texts::tr("%1 claims %2 by the effect of %3!").arg(name(m, e.player), Texts::special(special),
                                                                     Texts::cardLink(e.source)) +
                   "</span>";
        if (e.isSpecial)
            return "<span style=\"color:" + palette::kClaimInk.name() + "\">" +
                   Texts::tr("%1 claims %2! (%3)").arg(name(m, e.player), Texts::special(special),
                                                      esc(Texts::specialCondition(special))) +
                   "</span>";
        return "<span style=\"color:" + palette::kClaimInk.name() + "\">" + Texts::tr("%1 achieves the age %2 achievement.").arg(name(m, e.player)).arg(e.value) +
               "</span>";
    }
    case EventKind::SeatEliminated:
        return e.card != kNoCard ? Texts::tr("%1 leaves the game (%2).").arg(name(m, e.player), Texts::cardLink(e.card))
                           : Texts::tr("%1 leaves the game.").arg(name(m, e.player));
    case EventKind::GameEnded: {
        QStringList w;
        for (int p = 0; p < m.playerCount(); ++p)
            if (e.winners & (1 << p)) w << name(m, p);
        if (e.reason == EndReason::None && e.player >= 0)  // a concession
            return "<div style=\"margin-top:6px\"><b>" + Texts::tr("Game over.") + "</b> " +
                   Texts::tr("%1 concedes.").arg(name(m, e.player)) + " " +
                   Texts::tr("Winner(s): %1").arg(w.isEmpty() ? Texts::tr("nobody") : w.join(", ")) + "</div>";
        if (e.reason == EndReason::LastStanding)
            return "<div style=\"margin-top:6px\"><b>" + Texts::tr("Game over.") + "</b> " +
                   Texts::tr("Every other player left the game. Winner(s): %1").arg(w.join(", ")) + "</div>";
        return "<div style=\"margin-top:6px\"><b>" + Texts::tr("Game over.") + "</b> " +
               Texts::tr("Winner(s): %1").arg(w.isEmpty() ? Texts::tr("nobody") : w.join(", ")) + "</div>";
    }
    }
    return {};
}
}  // namespace

QString eventLogLine(const std::vector<Event>& events, std::size_t i, const TableModel& before, const TableModel& after) {
    return describeIn(events, i, before, after);
}

}  // namespace inno::client
