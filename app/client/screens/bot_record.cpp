#include "screens/bot_record.h"

#include "settings.h"
#include "net/host/protocol.h"
#include "text/words.h"

#include "bots/bot.h"

#include <QStringList>

#include <algorithm>
#include <optional>

namespace inno::client {

namespace {
constexpr BotLevel kLevels[] = {BotLevel::Random, BotLevel::Easy, BotLevel::Medium, BotLevel::Hard, BotLevel::Expert};

QString keyOf(BotLevel level, const char* what) {
    return net::qstring(botLevelName(level)) + "/" + what;
}
}  // namespace

void BotRecord::recordGame(const QList<net::SeatSpec>& seats, const GameResult& result) {
    const net::SeatSpec* person = nullptr;
    std::optional<BotLevel> strongest;
    for (const net::SeatSpec& s : seats) {
        if (s.human) {
            if (person) return;  // hot-seat: not a game against the bots
            person = &s;
        } else {
            strongest = std::max(strongest.value_or(s.level), s.level);
        }
    }
    if (!person || !strongest) return;
    const bool won = result.winners.contains(person->name);
    AppSettings& settings = AppSettings::instance();
    const QString key = keyOf(*strongest, won ? "wins" : "losses");
    settings.setBotRecordValue(key, settings.botRecordValue(key) + 1);
}

QString BotRecord::summary() {
    const AppSettings& settings = AppSettings::instance();
    QStringList parts;
    for (BotLevel level : kLevels) {
        const int wins = settings.botRecordValue(keyOf(level, "wins"));
        const int losses = settings.botRecordValue(keyOf(level, "losses"));
        if (wins + losses == 0) continue;
        parts << tr("%1 %2–%3").arg(Texts::botLevel(net::qstring(botLevelName(level))))
                     .arg(wins)
                     .arg(losses);
    }
    if (parts.isEmpty()) return {};
    return tr("Your record: %1").arg(parts.join(QStringLiteral(" · ")));
}

}  // namespace inno::client
