// Writing, pruning and listing the history of finished games.
#include "replay/game_history.h"

#include "text/words.h"
#include "text/log_text.h"
#include "logging.h"

#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "core/game.h"
#include "json/json_io.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>
#include <optional>

namespace inno::client {

namespace bj = boost::json;

namespace {
QString& folderOverride() {
    static QString path;
    return path;
}

QString fileSafe(QString s) {
    static const QRegularExpression unsafe(QStringLiteral("[^\\w\\-]+"), QRegularExpression::UseUnicodePropertiesOption);
    s.replace(unsafe, QStringLiteral("_"));
    return s.left(40);
}

QStringList winnerNames(const Game& g) {
    QStringList out;
    for (std::size_t p = 0; p < g.names().size(); ++p)
        if (g.state().winners & (1u << p)) out << QString::fromStdString(g.names()[p]);
    return out;
}
}  // namespace

QString GameHistory::folder() {
    if (!folderOverride().isEmpty()) return folderOverride();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/history";
}

void GameHistory::setFolder(const QString& path) { folderOverride() = path; }

QString GameHistory::keep(const QString& saveText, const Game& g) {
    std::string unreadable;
    std::optional<bj::value> save = json::parse(saveText.toStdString(), unreadable);
    if (!save || !save->is_object()) return {};
    const QDateTime now = QDateTime::currentDateTime();
    const QStringList winners = winnerNames(g);
    bj::array winnersJson;
    for (const QString& w : winners) winnersJson.emplace_back(w.toStdString());
    save->as_object()["summary"] = bj::object{{"ended", now.toString(Qt::ISODate).toStdString()},
                                              {"turns", g.state().turnNumber},
                                              {"winners", std::move(winnersJson)},
                                              {"finished", g.over()}};
    QStringList people;
    for (const auto& n : g.names()) people << fileSafe(QString::fromStdString(n));
    const QString base = now.toString("yyyy-MM-dd_HH-mm-ss") + "_" + people.join("-") +
                         (winners.isEmpty() ? QString() : "_won-" + fileSafe(winners.join("-")));
    QDir dir(folder());
    if (!dir.mkpath(".")) return {};
    // Within one second: _002, _003… after the highest number there (padded, so that name order stays the order
    // they were written in, even after the first of them was dropped).
    int next = 0;
    for (const QString& name : dir.entryList({base + "*.json"}, QDir::Files)) {
        const QString rest = name.mid(base.size()).chopped(5);  // "" or "_002"
        next = std::max(next, rest.isEmpty() ? 1 : rest.mid(1).toInt());
    }
    const QString path = dir.filePath(next == 0 ? base + ".json" : QString("%1_%2.json").arg(base).arg(next + 1, 3, 10, QChar('0')));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QByteArray::fromStdString(bj::serialize(*save))) < 0 || !f.commit()) {
        qCWarning(lcApp) << "could not keep the finished game:" << f.errorString();
        return {};
    }
    // The names start with the date: the first in order are the oldest.
    QStringList files = dir.entryList({"*.json"}, QDir::Files, QDir::Name);
    while (files.size() > kLimit) QFile::remove(dir.filePath(files.takeFirst()));
    return path;
}

std::optional<HistoryEntry> GameHistory::describe(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return std::nullopt;
    std::string unreadable;
    const bj::value save = json::parse(f.readAll().toStdString(), unreadable).value_or(nullptr);
    const bj::object& o = wire::objectOf(save);
    if (wire::stringField(o, "format") != "innovation-save") return std::nullopt;
    HistoryEntry e;
    e.path = path;
    QStringList people;
    const bj::array& seats = wire::arrayField(o, "seats");
    const bj::array& players = wire::arrayField(o, "players");
    for (std::size_t i = 0; i < players.size(); ++i) {
        QString n = net::qstring(wire::stringOf(players[i]));
        if (i < seats.size()) {
            const bj::object& so = wire::objectOf(seats[i]);
            if (!wire::boolField(so, "human", true)) n += QString(" (%1)").arg(Texts::botLevel(net::qstring(wire::stringField(so, "level"))));
        }
        people << n;
    }
    e.seats = people.join(", ");
    e.decisions = static_cast<int>(wire::arrayField(o, "answers").size());
    const bj::object& summary = wire::objectField(o, "summary");
    e.ended = QDateTime::fromString(net::qstring(wire::stringField(summary, "ended")), Qt::ISODate);
    if (!e.ended.isValid()) e.ended = QFileInfo(path).lastModified();
    e.turns = static_cast<int>(wire::intField(summary, "turns"));
    e.winners = net::qstringsOf(wire::arrayField(summary, "winners")).join(", ");
    e.finished = wire::boolField(summary, "finished");
    e.summarised = !summary.empty();
    return e;
}

QString GameHistory::title(const QString& path) {
    const auto e = describe(path);
    if (!e) return QFileInfo(path).completeBaseName();
    QString t = tr("%1 · %2").arg(e->seats, QLocale().toString(e->ended, QLocale::ShortFormat));
    if (!e->winners.isEmpty()) t = tr("%1 · %2 won").arg(t, e->winners);
    else if (e->summarised && !e->finished) t = tr("%1 · unfinished").arg(t);
    return t;
}

QList<HistoryEntry> GameHistory::entries() {
    QDir dir(folder());
    QList<HistoryEntry> out;
    const QStringList files = dir.entryList({"*.json"}, QDir::Files, QDir::Name | QDir::Reversed);
    for (const QString& name : files)
        if (auto e = describe(dir.filePath(name))) out << *e;
    return out;
}

}  // namespace inno::client
