#include "text/result_text.h"

#include "text/words.h"

namespace inno::client {

namespace {
QString resultHeadlineWords(const GameResult& r) {
    if (r.winners.isEmpty()) return Texts::tr("The game is over.");
    if (r.winners.size() == 1) return Texts::tr("%1 wins!").arg(r.winners.front());
    return Texts::tr("%1 share the victory!").arg(nameList(r.winners));
}
}  // namespace

QString resultHeadline(const GameResult& r) { return contracted(resultHeadlineWords(r)); }

QString resultReason(const GameResult& r) {
    if (r.reason == "achievements") return Texts::tr("Enough achievements were claimed to win.");
    if (r.reason == "drewAboveTen")
        return Texts::tr("Someone had to draw above age 10: the highest score wins, ties broken by achievements.");
    if (r.reason == "cardEffect") return Texts::tr("The effect of %1 decided the game.").arg(r.card);
    if (r.reason == "conceded") return Texts::tr("%1 conceded the game.").arg(r.conceded);
    return {};
}

}  // namespace inno::client
