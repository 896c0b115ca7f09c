#include "learn/tutor_tips.h"

#include <QCoreApplication>

namespace inno::client {

namespace {
// The Linguist context of the lessons: one place for translators to read them in order.
class TutorTips {
    Q_DECLARE_TR_FUNCTIONS(TutorTips)
public:
    static TipText text(Tip tip, int toWin) {
        switch (tip) {
        case Tip::Opening:
            return {tr("Your first card"),
                    tr("Everyone starts with two cards and melds one of them: it goes face up onto your board, where "
                       "it starts a pile of its color. Whoever melds the card first in alphabetical order plays "
                       "first. Pick one of the two cards in your hand.")};
        case Tip::Actions:
            return {tr("Four actions"),
                    tr("On your turn you take two actions, one after the other (the very first turn of the game has "
                       "only one). Each action is one of four: <b>Draw</b> a card, <b>Meld</b> a card from your hand "
                       "onto your board, <b>Dogma</b>: use the effects of one of your top cards, or <b>Achieve</b>. "
                       "Click a card or a deck on the table, or use these buttons.")};
        case Tip::Dogma:
            return {tr("Dogma, icons and sharing"),
                    tr("A Dogma carries out the effects of one of your top cards. Each card has a featured icon, "
                       "shown beside its effects. Count that icon on your board and on each opponent's: an opponent "
                       "with at least as many shares the effects (not the demands) and does them first; if that "
                       "changed anything, you get a free draw. The box with each player's name counts their icons.")};
        case Tip::Demand:
            return {tr("A demand"),
                    tr("An effect that says <b>I demand</b> hits every opponent with fewer of the featured icon than "
                       "the player who uses it. This time it is you: do what it asks. Having as many of that icon on "
                       "your board keeps you safe from it.")};
        case Tip::Splay:
            return {tr("Splaying"),
                    tr("A splayed pile fans out so that the cards under the top one show some of their icons: one "
                       "each when splayed left, two when splayed right, three when splayed up. More icons make your "
                       "dogmas stronger and keep demands away. Only card effects splay a pile.")};
        case Tip::Score:
            return {tr("Scoring"),
                    tr("A scored card goes face down into the score pile. Your score is the sum of the ages of the "
                       "cards there. Points are not spent: they let you achieve. If anyone must draw a card above "
                       "age 10, the game ends and the highest score wins.")};
        case Tip::Achieve:
            return {tr("Achieving"),
                    tr("You may achieve an age when your score is at least five times that age and one of your top "
                       "cards is of that age or higher. It costs an action and no points. The first to hold %n "
                       "achievement(s) wins the game.", nullptr, toWin)};
        case Tip::Special:
            return {tr("Special achievements"),
                    tr("The five special achievements are not bought: whoever first meets one's condition takes it "
                       "at once, for example Monument for tucking or scoring six cards in one turn. Point at one "
                       "to read its condition. They count like any other achievement.")};
        }
        return {};
    }
};
}  // namespace

QList<Tip> allTips() {
    return {Tip::Opening, Tip::Actions, Tip::Dogma, Tip::Demand, Tip::Splay, Tip::Score, Tip::Achieve, Tip::Special};
}

TipText tipText(Tip tip, int toWin) { return TutorTips::text(tip, toWin); }

QString tipName(Tip tip) {
    switch (tip) {
    case Tip::Opening: return QStringLiteral("opening");
    case Tip::Actions: return QStringLiteral("actions");
    case Tip::Dogma: return QStringLiteral("dogma");
    case Tip::Demand: return QStringLiteral("demand");
    case Tip::Splay: return QStringLiteral("splay");
    case Tip::Score: return QStringLiteral("score");
    case Tip::Achieve: return QStringLiteral("achieve");
    case Tip::Special: return QStringLiteral("special");
    }
    return {};
}

}  // namespace inno::client
