// The summary of the others' turns in short clauses, grouped by turn and by who moved.
#include "text/since_text.h"

#include "sets/set_words.h"
#include "text/html.h"
#include "text/words.h"

#include "core/card.h"

#include <QCoreApplication>

namespace inno::client {

namespace {
class SinceText {
    Q_DECLARE_TR_FUNCTIONS(SinceText)
};

// Where a clause's card goes, so that the cards of several moves alike can be named in one clause.
const QString kCards = QStringLiteral("\x01");

QString cardOrAge(const Event& e) {
    if (e.card != kNoCard) return Texts::cardLink(e.card);
    const SetWords* words = setWords(static_cast<SetId>(e.set));
    const QString ofSet = words ? words->hiddenCard(e.age) : QString();
    return ofSet.isEmpty() ? Texts::hiddenCard(e.age) : ofSet;
}

// Where a card went, as the summary's reader sees it: "into your hand", "to Ada's score pile".
QString destinationFor(const TableModel& m, Zone z, int player, int seat) {
    if (player < 0 || player != seat) return html::destination(m, z, player);
    switch (z) {
    case Zone::Hand: return SinceText::tr("into your hand");
    case Zone::Board: return SinceText::tr("to your board");
    case Zone::Score: return SinceText::tr("to your score pile");
    case Zone::Achievement: return SinceText::tr("to your achievements");
    default: return html::destination(m, z, player);
    }
}

// Who made a move: the event's player, or the player a set's rule names (a seize), or for a card a rule draws into a
// player's zone, that player.
int actorOf(const Event& e) {
    if (e.kind != EventKind::CardMoved) return e.player;
    for (const ClientSet& s : clientSets())
        if (s.words)
            if (const int taker = s.words->moveTaker(e); taker >= 0) return taker;
    if (e.player < 0 && e.move == Move::Drawn && e.to.player >= 0) return e.to.player;
    return e.player;
}

QString actionClause(const Event& e, const TableModel& m) {
    switch (e.action) {
    case ActionKind::Dogma: return SinceText::tr("activated %1").arg(Texts::cardLink(e.card));
    case ActionKind::Parley:
        return SinceText::tr("parleyed %1 (%2)").arg(Texts::cardLink(e.card), html::name(m, m.topCardOwner(e.card)));
    case ActionKind::Draw:
    case ActionKind::Meld:
    case ActionKind::Achieve: return {};  // the move that follows says it
    default:
        if (const SetWords* words = actionWords(e.action)) {
            if (const QString done = words->actionDone(e.action, e.card); !done.isEmpty()) return done;
            if (const QString option = words->actionOption(e.action, e.card); !option.isEmpty())
                return SinceText::tr("took the action “%1”").arg(html::esc(option));
        }
        return {};
    }
}

// A move's clause with kCards for its card.
QString moveFrame(const Event& e, const TableModel& m, int seat) {
    const QString what = kCards;
    switch (e.move) {
    case Move::Drawn: return e.revealed ? SinceText::tr("drew and revealed %1").arg(what) : SinceText::tr("drew %1").arg(what);
    case Move::Melded: return e.from.zone == Zone::Board ? QString() : SinceText::tr("melded %1").arg(what);
    case Move::Tucked: return SinceText::tr("tucked %1").arg(what);
    case Move::Scored: return SinceText::tr("scored %1").arg(what);
    case Move::Returned:
        if (e.trigger == Trigger::ParleyPayment || e.trigger == Trigger::ParleyShare || e.trigger == Trigger::ParleyEscape)
            return SinceText::tr("paid %1").arg(what);
        if (e.player < 0 || e.from.zone == Zone::Deck) return {};  // a rule's, not a player's
        if (e.onTop) return SinceText::tr("put %1 on top of its deck").arg(what);
        return SinceText::tr("returned %1").arg(what);
    case Move::Transferred:
        if (actorOf(e) != e.player && actorOf(e) == e.to.player)  // taken, not given (a seize)
            return SinceText::tr("took %1 %2", "%2: where to, with its preposition (into your hand)").arg(what, destinationFor(m, e.to.zone, e.to.player, seat));
        return SinceText::tr("transferred %1 %2", "%2: where to, with its preposition (into your hand)").arg(what, destinationFor(m, e.to.zone, e.to.player, seat));
    case Move::Exchanged:
        return SinceText::tr("exchanged %1 %2", "%2: where to, with its preposition (into your hand)").arg(what, destinationFor(m, e.to.zone, e.to.player, seat));
    case Move::Achieved:
        return e.from.zone == Zone::Achievement ? QString() : SinceText::tr("achieved %1").arg(what);  // a claim says it
    case Move::Removed: return SinceText::tr("removed %1 from the game").arg(what);
    }
    return {};
}
}  // namespace

namespace {
// One move's clause: its words with kCards where its card goes (`card`), or its whole words.
struct Clause {
    QString frame;
    QString card;
};

Clause clauseOf(const Event& e, const TableModel& m, int seat) {
    if (e.kind == EventKind::CardMoved) return {moveFrame(e, m, seat), cardOrAge(e)};
    QString clause;
    switch (e.kind) {
    case EventKind::ActionTaken: clause = actionClause(e, m); break;
    case EventKind::Splayed:
        clause = e.splay == Splay::None ? SinceText::tr("unsplayed %1").arg(Texts::cardsColor(e.color))
                                        : SinceText::tr("splayed %1 %2").arg(Texts::cardsColor(e.color), Texts::splay(e.splay));
        break;
    case EventKind::AchievementClaimed:
        if (e.isSpecial) {
            const std::string_view key = specialName(e.special);
            clause = SinceText::tr("claimed %1").arg(Texts::special(QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()))));
        } else {
            clause = SinceText::tr("achieved age %1").arg(e.value);
        }
        break;
    case EventKind::SeatEliminated: clause = SinceText::tr("left the game"); break;
    default: break;
    }
    return {clause, {}};
}

// The cards of alike moves in one list, a card moved again at once counted: "a 1 ×2, Banking and Coal".
QString cardList(const QStringList& cards, const QList<int>& counts) {
    QStringList named;
    for (int i = 0; i < cards.size(); ++i)
        named << (counts[i] > 1 ? SinceText::tr("%1 ×%2").arg(cards[i]).arg(counts[i]) : cards[i]);
    return nameList(named);
}
}  // namespace

QString sinceClause(const Event& e, const TableModel& m, int seat) {
    const Clause c = clauseOf(e, m, seat);
    return contracted(QString(c.frame).replace(kCards, c.card));
}

QStringList sinceLines(const SinceLastTurn& since, int seat, int maxTurns) {
    const TableModel& m = since.start;
    // Moves alike one after the other (the same words but for their card) make one clause naming every card.
    struct Group {
        QString frame;
        QStringList cards;
        QList<int> counts;
    };
    struct Segment {
        int actor = -1;
        QList<Group> groups;
    };
    struct Turn {
        int of = -1;
        QList<Segment> segments;
    };
    QList<Turn> turns;
    for (const SinceLastTurn::Move& mv : since.moves) {
        const Clause clause = clauseOf(mv.event, m, seat);
        if (clause.frame.isEmpty()) continue;
        if (turns.isEmpty() || turns.back().of != mv.turnOf) turns.push_back({mv.turnOf, {}});
        QList<Segment>& segments = turns.back().segments;
        const int actor = actorOf(mv.event);
        if (segments.isEmpty() || segments.back().actor != actor) segments.push_back({actor, {}});
        QList<Group>& groups = segments.back().groups;
        if (!groups.isEmpty() && groups.back().frame == clause.frame) {
            Group& g = groups.back();
            if (!g.cards.isEmpty() && g.cards.back() == clause.card) ++g.counts.back();
            else if (!clause.card.isEmpty()) g.cards << clause.card, g.counts << 1;
            else ++g.counts.back();  // the same move without a card, again
        } else {
            groups.push_back({clause.frame, {clause.card}, {1}});
        }
    }
    QStringList lines;
    const int earlier = std::max(0, static_cast<int>(turns.size()) - maxTurns);
    if (earlier > 0) lines << SinceText::tr("%n earlier turn(s): see the log.", nullptr, earlier);
    for (int t = earlier; t < turns.size(); ++t) {
        QStringList parts;
        for (const Segment& s : turns[t].segments) {
            QStringList clauses;
            for (const Group& g : s.groups) {
                if (g.frame.contains(kCards)) clauses << contracted(QString(g.frame).replace(kCards, cardList(g.cards, g.counts)));
                else clauses << cardList({contracted(g.frame)}, {g.counts.front()});
            }
            // A long chain of moves (a dogma that goes on and on) keeps its first ones; the log has the rest.
            constexpr int kMaxClauses = 6;
            if (clauses.size() > kMaxClauses) clauses = clauses.mid(0, kMaxClauses) << SinceText::tr("…");
            QString you = SinceText::tr("you");
            if (parts.isEmpty() && !you.isEmpty()) you[0] = you[0].toUpper();  // a line's first word ("Du: …")
            const QString who = s.actor == seat ? html::bold(you) : html::name(m, s.actor);
            parts << SinceText::tr("%1: %2").arg(who, clauses.join(SinceText::tr(", ")));
        }
        lines << parts.join(SinceText::tr("; "));
    }
    return lines;
}

}  // namespace inno::client
