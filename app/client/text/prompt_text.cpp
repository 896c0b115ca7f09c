#include "text/prompt_text.h"
#include "sets/set_table.h"

#include "text/html.h"
#include "text/card_texts.h"
#include "text/words.h"

#include "core/card.h"
#include "core/card_set.h"
#include "sets/set_words.h"

namespace inno::client {

using html::esc;
using html::name;

QString purposeVerb(Purpose p) {
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
    case Purpose::Promote: return Texts::tr("promote");
    case Purpose::Foreshadow: return Texts::tr("foreshadow");
    default: return Texts::tr("choose");
    }
}
namespace {
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
    Effect::Kind kind = Effect::Demand;  // a set's own kind of demand (a compel) is worded by its set
};
DemandContext demandContext(const PromptState& p, const TableModel& m) {
    DemandContext d;
    // Only a question asked by a demand being executed: a shared effect of the same card is the player's own.
    if (!m.demandRunning || p.source < 0 || p.source >= static_cast<int>(everyCard().size()) || m.current < 0 || m.current == p.seat) return d;
    const auto& effects = card(static_cast<CardId>(p.source)).effects;
    // The demand running, when the table said which effect runs; else the card's first.
    const TableModel::RunningEffect& running = m.runningEffect;
    const bool known = running.card == p.source && running.tag == 0 && running.index >= 0 &&
                       running.index < static_cast<int>(effects.size()) && effects[static_cast<std::size_t>(running.index)].isDemand();
    for (std::size_t i = known ? static_cast<std::size_t>(running.index) : 0; i < effects.size(); ++i) {
        const auto& e = effects[i];
        if (!e.isDemand()) continue;
        d.demander = m.current;
        d.kind = e.kind;
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
// The ways a card's set offers in an order (a card's two icons that act), as words; empty for any other card.
QStringList orderedWays(int cardId) {
    if (cardId < 0) return {};
    const SetWords* words = setWords(setOf(static_cast<CardId>(cardId)));
    return words ? words->orderedWays(cardId) : QStringList();
}

// One of a set's actions offered on a card: its kind, read from the option's text ("<action> <title>").
std::optional<ActionKind> setAction(const PromptOption& o) {
    if (o.type != PromptOption::SetAction) return std::nullopt;
    return o.action();
}
}  // namespace

namespace {
QString promptQuestionWords(const PromptState& p, const TableModel& m) {
    // The parley rule's payments (large games) say what the card buys; the card is returned.
    if (p.purpose == Purpose::Parley || p.purpose == Purpose::ParleyShare || p.purpose == Purpose::ParleyEscape) {
        const QString card = p.source >= 0 ? "<b>" + esc(cardTitle(p.source)) + "</b>" : Texts::tr("the dogma");
        if (p.purpose == Purpose::Parley)
            return Texts::tr("Return a card to parley %1's %2.").arg(name(m, m.topCardOwner(p.source)), card);
        if (p.purpose == Purpose::ParleyShare)
            return Texts::tr("Pay a card to share %1's %2? The card is returned; without paying you do not share.").arg(name(m, m.current), card);
        return Texts::tr("Pay a card to escape %1's demand (%2)? The card is returned; without paying you obey.").arg(name(m, m.current), card);
    }
    // The questions of a set's own rules: its actions, its cards' icons, its own steps.
    if (const QString q = firstWords([&](const SetWords& w) { return w.promptQuestion(p, m); }); !q.isEmpty()) return q;
    // The card that asks, before its question ("Soap: choose…"; French spaces its colon).
    QString src = p.source >= 0 ? Texts::tr("<b>%1</b>: ").arg(esc(cardTitle(p.source))) : QString();
    const DemandContext demand = demandContext(p, m);
    if (demand.demander >= 0) {
        const QString demander = name(m, demand.demander), cardName = "<b>" + esc(cardTitle(p.source)) + "</b>";
        src = Texts::tr("%1's demand (%2): ").arg(demander, cardName);
        if (demand.kind > Effect::Demand)
            if (const QString lead = firstWords([&](const SetWords& w) { return w.demandQuestionLead(demand.kind, demander, cardName); }); !lead.isEmpty())
                src = lead;
        if (p.purpose == Purpose::Transfer && demand.to != Zone::Removed && p.kind == PromptKind::Cards) {
            const QString where = html::destination(m, demand.to, demand.demander);
            if (p.min == 0)
                return src + Texts::tr("you may choose %1 to transfer %2.", "%2: where to, with its preposition (to Ada's score pile)").arg(howMany(p), where);
            return src + Texts::tr("choose %1 to transfer %2.", "%2: where to, with its preposition (to Ada's score pile)").arg(howMany(p), where);
        }
    }
    switch (p.kind) {
    case PromptKind::Action:
        return Texts::tr("Your turn: choose an action (%n left). Draw, meld a card from your hand, activate a top card, or achieve.",
                         nullptr, std::max(1, m.actionsLeft));
    case PromptKind::Cards:
        if (p.purpose == Purpose::OpeningMeld)
            return Texts::tr("Choose the card to meld to start the game; the other stays in your hand.");
        if (p.min == 0) return src + Texts::tr("you may choose %1 to %2.").arg(howMany(p), purposeVerb(p.purpose));
        return src + Texts::tr("choose %1 to %2.").arg(howMany(p), purposeVerb(p.purpose));
    case PromptKind::Color:
        if (p.min == 0) return src + Texts::tr("you may choose a color to %1.").arg(purposeVerb(p.purpose));
        return src + Texts::tr("choose a color to %1.").arg(purposeVerb(p.purpose));
    case PromptKind::YesNo: return src + Texts::tr("do you want to %1?").arg(purposeVerb(p.purpose));
    case PromptKind::Value: return src + Texts::tr("choose a value.");
    case PromptKind::Player: return src + Texts::tr("choose a player.");
    case PromptKind::Option: return src + Texts::tr("choose one of the two possibilities.");
    case PromptKind::Order: return src + Texts::tr("put the cards in order, top card first.");
    case PromptKind::Deck:
        if (p.min == 0) return src + Texts::tr("you may choose a deck.");
        return src + Texts::tr("choose a deck.");
    case PromptKind::Icon: return src + Texts::tr("choose an icon.");
    case PromptKind::Set: return src + Texts::tr("choose a card type.");
    case PromptKind::Number: return src + Texts::tr("choose a number.");
    case PromptKind::Display: return Texts::tr("The start of your turn: choose what to do with the card on your display.");
    }
    return {};
}
}  // namespace

QString promptQuestion(const PromptState& p, const TableModel& m) { return contracted(promptQuestionWords(p, m)); }

namespace {
QString optionLabelWords(const PromptOption& o, const PromptState& p, const TableModel& m) {
    if (const QString w = firstWords([&](const SetWords& words) { return words.optionWords(o, p, m); }); !w.isEmpty()) return w;
    if (const auto action = setAction(o))
        if (const SetWords* words = actionWords(*action))
            if (const QString label = words->actionOption(*action, o.card()); !label.isEmpty()) return label;
    switch (o.type) {
    case PromptOption::Draw: return Texts::tr("Draw a %1").arg(m.drawAge(m.viewer));
    case PromptOption::Meld: return Texts::tr("Meld %1").arg(cardTitle(o.card()));
    case PromptOption::Dogma: return Texts::tr("Dogma %1").arg(cardTitle(o.card()));
    case PromptOption::Parley: return Texts::tr("Parley %1's %2").arg(Texts::playerName(m, m.topCardOwner(o.card())), cardTitle(o.card()));
    case PromptOption::Achieve: return Texts::tr("Achieve %1").arg(o.age);
    case PromptOption::Card: return QString("%1 (%2)").arg(cardTitle(o.card())).arg(o.age);
    case PromptOption::Hidden: {
        const QString owner = Texts::playerName(m, o.player());
        return o.zone() == Zone::Score ? Texts::tr("A %1 from %2's score pile").arg(o.age).arg(owner)
                                     : Texts::tr("A %1 from %2's hand").arg(o.age).arg(owner);
    }
    case PromptOption::Color: return Texts::color(o.color());
    case PromptOption::Yes: return Texts::tr("Yes");
    case PromptOption::No: return Texts::tr("No");
    case PromptOption::Value: return QString::number(o.value());
    case PromptOption::Player: return Texts::playerName(m, o.player());
    case PromptOption::Branch: {
        // An either/or effect names its ways; a set's card may offer its ways in an order (SetWords::orderedWays).
        if (const TableModel::RunningEffect& e = m.runningEffect; e.card >= 0 && e.card == p.source)
            if (const QString way = choiceText(card(static_cast<CardId>(e.card)), e.index, e.tag, o.value()); !way.isEmpty())
                return way;
        const QStringList icons = orderedWays(p.source);
        if (icons.size() == 2)
            return Texts::tr("First %1, then %2").arg(icons[o.value() == 1 ? 0 : 1], icons[o.value() == 1 ? 1 : 0]);
        return o.value() == 1 ? Texts::tr("The first possibility") : Texts::tr("The second possibility");
    }
    case PromptOption::Deck:
        if (o.set == static_cast<int>(kMainSet)) return Texts::tr("The %1 deck").arg(o.age);
        return Texts::tr("The %1 deck of %2").arg(o.age).arg(QString::fromUtf8(cardSet(static_cast<SetId>(o.set)).name));
    case PromptOption::IconKind: return Texts::iconWord(o.icon());
    default: break;  // Other, and a set's action its words do not name
    }
    return o.text;
}
}  // namespace

QString optionLabel(const PromptOption& o, const PromptState& p, const TableModel& m) { return contracted(optionLabelWords(o, p, m)); }

}  // namespace inno::client
