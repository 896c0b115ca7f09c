#include "table_host.h"

#include "protocol.h"

#include "core/queries.h"
#include "json/json_io.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRunnable>
#include <QThreadPool>

#include <algorithm>

Q_LOGGING_CATEGORY(lcHost, "innovation.host")

namespace inno::net {

namespace {
constexpr int kBotRetries = 40;
// A wall-clock cap on one bot decision at a table, so that an expert on a busy machine still answers within the
// time a player would wait; the budgets in iterations stay the measure of strength (tournaments run uncapped).
constexpr int kBotDecisionLimitMs = 2500;

QThreadPool& botPool() {
    // One worker: decisions are serialised, and the GUI thread never waits for one.
    static QThreadPool* pool = [] {
        auto* p = new QThreadPool;
        p->setMaxThreadCount(1);
        return p;
    }();
    return *pool;
}

QJsonArray namesJson(const Names& names, std::uint8_t mask) {
    QJsonArray a;
    for (std::size_t p = 0; p < names.size(); ++p)
        if (mask & (1u << p)) a.append(QString::fromStdString(names[p]));
    return a;
}
}  // namespace

TableHost::TableHost(QObject* parent) : QObject(parent) {
    botTimer_.setSingleShot(true);
    connect(&botTimer_, &QTimer::timeout, this, &TableHost::startBotDecision);
}

TableHost::~TableHost() {
    // A decision in flight posts back to this object: let it finish first.
    ++generation_;
    botPool().waitForDone();
}

int TableHost::humanCount() const {
    return static_cast<int>(std::count_if(seats_.begin(), seats_.end(), [](const SeatSpec& s) { return s.human; }));
}

QString TableHost::newGame(const QList<SeatSpec>& seats, const Options& options, quint64 seed) {
    if (seats.size() < 2 || seats.size() > kMaxPlayers) return tr("A game needs 2 to 4 players.");
    GameSetup setup;
    for (const auto& s : seats) {
        if (s.name.trimmed().isEmpty()) return tr("Every player needs a name.");
        setup.players.push_back(s.name.trimmed().toStdString());
    }
    for (std::size_t i = 0; i < setup.players.size(); ++i)
        for (std::size_t j = i + 1; j < setup.players.size(); ++j)
            if (setup.players[i] == setup.players[j]) return tr("Two players cannot share a name.");
    setup.options = options;
    setup.options.playerCount = static_cast<int>(seats.size());
    setup.seed = seed;
    try {
        game_ = Game::start(setup);
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    seats_ = seats;
    for (auto& s : seats_) s.name = s.name.trimmed();
    answeredBy_.clear();
    botSeed_ = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    restartTable();
    return {};
}

QString TableHost::loadGame(const QString& saveText) {
    const std::string text = saveText.toStdString();
    json::Loaded loaded = json::loadGame(text);
    if (!loaded.game) return QString::fromStdString(loaded.error);
    const Game& g = *loaded.game;
    const QJsonObject o = QJsonDocument::fromJson(saveText.toUtf8()).object();
    QList<SeatSpec> seats;
    const QJsonArray seatsJson = o.value("seats").toArray();
    for (std::size_t p = 0; p < g.names().size(); ++p) {
        SeatSpec s;
        s.name = QString::fromStdString(g.names()[p]);
        if (static_cast<qsizetype>(p) < seatsJson.size()) {
            const QJsonObject so = seatsJson.at(static_cast<qsizetype>(p)).toObject();
            s.human = so.value("human").toBool(true);
            if (auto l = parseBotLevel(so.value("level").toString().toStdString())) s.level = *l;
        }
        seats.push_back(s);
    }
    // Who gave each answer: kept in our saves, otherwise found by replaying.
    std::vector<int> by;
    const QJsonArray byJson = o.value("answeredBy").toArray();
    if (byJson.size() == static_cast<qsizetype>(g.answers().size())) {
        for (const auto& v : byJson) by.push_back(v.toInt());
    } else {
        std::string error;
        auto replay = g.withAnswers(0, &error);
        if (!replay) return QString::fromStdString(error);
        for (const Answer& a : g.answers()) {
            if (!replay->prompt()) return tr("The save's answers do not fit its game.");
            by.push_back(replay->prompt()->player);
            if (auto why = replay->answer(a); !why.empty()) return QString::fromStdString(why);
        }
    }
    const quint64 seed = g.setup().seed;
    game_ = std::move(loaded.game);
    seats_ = seats;
    answeredBy_ = by;
    botSeed_ = seed * 6364136223846793005ULL + 1442695040888963407ULL + answeredBy_.size();
    restartTable();
    return {};
}

// A new or loaded game takes the table: late bot answers are dropped and every connection starts over.
void TableHost::restartTable() {
    ++generation_;
    botBusy_ = false;
    stallReason_.clear();
    resetBots();
    for (auto& [id, c] : connections_) {
        c.sent.clear();
        sendTable(c);
    }
    publish();
}

QString TableHost::saveText() const {
    if (!game_) return {};
    const std::string engineSave = json::saveGame(*game_);
    boost::json::value v = boost::json::parse(engineSave);
    boost::json::object& o = v.as_object();
    boost::json::array seats;
    for (const auto& s : seats_) {
        boost::json::object so;
        so["name"] = s.name.toStdString();
        so["human"] = s.human;
        if (!s.human) so["level"] = botLevelName(s.level);
        seats.push_back(so);
    }
    o["seats"] = seats;
    boost::json::array by;
    for (int p : answeredBy_) by.emplace_back(p);
    o["answeredBy"] = by;
    o["program"] = "innovation " INNOVATION_VERSION;
    return QString::fromStdString(boost::json::serialize(o));
}

void TableHost::setBotsRunning(bool running) {
    botsRunning_ = running;
    if (running) scheduleBot();
    else botTimer_.stop();
}

// ---------------------------------------------------------------- connections

int TableHost::addConnection(const QList<int>& seats, Deliver deliver) {
    const int id = nextConnection_++;
    Connection& c = connections_[id];
    c.seats = seats;
    c.deliver = std::move(deliver);
    if (game_) {
        sendTable(c);
        sendUpdates(c, true);
    }
    return id;
}

void TableHost::removeConnection(int id) { connections_.erase(id); }

QList<int> TableHost::viewSeats(const Connection& c) const { return c.seats.isEmpty() ? QList<int>{-1} : c.seats; }

void TableHost::receive(int connectionId, const QJsonObject& m) {
    auto it = connections_.find(connectionId);
    if (it == connections_.end()) return;
    Connection& c = it->second;
    const QString type = m.value("type").toString();
    int seat = m.value("seat").toInt(c.seats.size() == 1 ? c.seats.front() : -1);
    auto refuse = [&](const QString& why) {
        c.deliver(QJsonObject{{"type", msg::Error}, {"seat", seat}, {"re", type}, {"message", why}});
    };
    if (!game_) return refuse(tr("No game is being played."));
    if (!c.seats.contains(seat)) return refuse(tr("You do not sit in that seat."));
    if (type == msg::Answer) {
        if (seat >= 0 && seat < seats_.size() && !seats_[seat].human) return refuse(tr("A bot plays that seat."));
        if (m.contains("promptId") && m.value("promptId").toInteger() != static_cast<qint64>(game_->answers().size()))
            return refuse(tr("That question has already been answered."));
        std::vector<std::string> picks;
        for (const auto& v : m.value("picks").toArray()) picks.push_back(v.toString().toStdString());
        if (picks.empty()) picks.push_back("none");
        if (QString why = answerFrom(seat, picks); !why.isEmpty()) return refuse(why);
    } else if (type == msg::Undo) {
        if (QString why = undo(seat); !why.isEmpty()) return refuse(why);
    } else {
        refuse(tr("Unknown request \"%1\".").arg(type));
    }
}

QString TableHost::answerFrom(int seat, const std::vector<std::string>& picks) {
    if (!game_->prompt()) return game_->over() ? tr("The game is over.") : tr("No decision is waiting.");
    if (game_->prompt()->player != seat) return tr("It is not your decision.");
    const std::string why = game_->answer(picks);
    if (!why.empty()) {
        qCInfo(lcHost) << "answer refused for seat" << seat << ":" << why.c_str();
        return QString::fromStdString(why);
    }
    answeredBy_.push_back(seat);
    emit answerAccepted(seat);
    publish();
    return {};
}

void TableHost::sendTable(Connection& c) {
    QJsonArray players;
    for (const auto& s : seats_) {
        QJsonObject p{{"name", s.name}, {"human", s.human}};
        if (!s.human) p["level"] = QString::fromUtf8(botLevelName(s.level).data());
        players.append(p);
    }
    QJsonArray seats;
    for (int s : c.seats) seats.append(s);
    // Where the history starts: deck sizes and achievements before the first event.
    const GameState& init = game_->initial();
    QJsonObject decks;
    for (int a = 1; a <= kAges; ++a) decks[QString::number(a)] = static_cast<int>(init.deck(a).size());
    QJsonArray available;
    for (CardId c2 : init.availableAchievements) available.append(QString::number(age(c2)));
    for (Special sp : kAllSpecials)
        if (init.availableSpecials & (1u << index(sp))) available.append(QString::fromUtf8(specialName(sp).data()));
    c.deliver(QJsonObject{{"type", msg::Table},
                          {"start", QJsonObject{{"deckSizes", decks}, {"available", available}}},
                          {"protocol", kProtocolVersion},
                          {"seats", seats},
                          {"players", players},
                          {"options", toQt(json::optionsJson(game_->setup().options))}});
}

void TableHost::sendUpdates(Connection& c, bool full) {
    const Game& g = *game_;
    const auto& events = g.events();
    for (int seat : viewSeats(c)) {
        std::size_t& sent = c.sent[seat];
        if (full) sent = 0;
        if (sent < events.size() || full) {
            QJsonArray list;
            for (std::size_t i = sent; i < events.size(); ++i)
                list.append(toQt(json::eventJson(redactFor(events[i], seat), g.names())));
            c.deliver(QJsonObject{{"type", msg::Events},
                                  {"seat", seat},
                                  {"first", static_cast<qint64>(sent)},
                                  {"replay", full},
                                  {"events", list}});
            sent = events.size();
        }
        c.deliver(QJsonObject{{"type", msg::View},
                              {"seat", seat},
                              {"view", toQt(json::viewJson(g, seat))},
                              {"answers", static_cast<qint64>(g.answers().size())},
                              {"canUndo", canUndo(seat)},
                              {"stalled", stallReason_}});
        if (g.prompt() && g.prompt()->player == seat)
            c.deliver(QJsonObject{{"type", msg::Prompt},
                                  {"seat", seat},
                                  {"promptId", static_cast<qint64>(g.answers().size())},
                                  {"prompt", toQt(json::promptJson(*g.prompt(), g.names()))}});
    }
    if (g.over()) c.deliver(gameOverMessage());
}

QJsonObject TableHost::gameOverMessage() const {
    const Game& g = *game_;
    const GameState& s = g.state();
    QJsonArray players;
    for (int p = 0; p < s.playerCount(); ++p)
        players.append(QJsonObject{{"name", QString::fromStdString(g.names()[p])},
                                   {"score", scoreTotal(s.player(p))},
                                   {"achievements", s.player(p).achievementCount()},
                                   {"winner", (s.winners & (1u << p)) != 0}});
    const QJsonObject view = toQt(json::viewJson(g, -1));
    QJsonObject o{{"type", msg::GameOver},
                  {"winners", namesJson(g.names(), s.winners)},
                  {"reason", view.value("endReason")},
                  {"players", players},
                  {"turns", s.turnNumber}};
    if (s.endCard != kNoCard) o["card"] = QString::fromUtf8(title(s.endCard).data());
    return o;
}

void TableHost::publish() {
    if (!game_) return;
    feedBots();
    for (auto& [id, c] : connections_) sendUpdates(c, false);
    if (game_->over()) {
        botTimer_.stop();
        emit gameFinished();
        return;
    }
    scheduleBot();
}

// ---------------------------------------------------------------- undo

bool TableHost::canUndo(int seat) const {
    if (!game_ || seat < 0 || seat >= seats_.size() || !seats_[seat].human || humanCount() != 1) return false;
    return std::find(answeredBy_.begin(), answeredBy_.end(), seat) != answeredBy_.end();
}

QString TableHost::undo(int seat) {
    if (!game_) return tr("No game is being played.");
    if (!canUndo(seat))
        return humanCount() > 1 ? tr("Undo is only possible when no other person plays at this table.")
                                : tr("There is no decision of yours to take back.");
    std::size_t k = answeredBy_.size();
    while (k > 0 && answeredBy_[k - 1] != seat) --k;
    std::string error;
    auto earlier = game_->withAnswers(k - 1, &error);
    if (!earlier) return QString::fromStdString(error);
    game_ = std::move(earlier);
    answeredBy_.resize(k - 1);
    ++generation_;
    botBusy_ = false;
    botTimer_.stop();
    stallReason_.clear();
    resetBots();
    qCInfo(lcHost) << "undo for seat" << seat << "back to answer" << k - 1;
    for (auto& [id, c] : connections_) {
        c.sent.clear();
        sendTable(c);
        sendUpdates(c, true);
    }
    emit answerAccepted(seat);
    scheduleBot();
    return {};
}

// ---------------------------------------------------------------- bots

void TableHost::resetBots() {
    bots_.clear();
    for (int p = 0; p < seats_.size(); ++p)
        if (!seats_[p].human) {
            bots_[p].bot = std::shared_ptr<Bot>(makeBot(seats_[p].level, p, botSeed_ + 977 * p + generation_));
            bots_[p].bot->setTimeLimitMs(kBotDecisionLimitMs);
        }
    feedBots();
}

void TableHost::feedBots() {
    const auto& events = game_->events();
    for (auto& [seat, b] : bots_) {
        for (; b.observed < events.size(); ++b.observed) b.bot->observe(redactFor(events[b.observed], seat));
    }
}

void TableHost::scheduleBot() {
    if (!game_ || game_->over() || !game_->prompt() || !botsRunning_ || botBusy_ || stalled()) return;
    const int seat = game_->prompt()->player;
    if (!bots_.count(seat)) return;
    botBusy_ = true;
    emit botThinking(seat, true);
    botTimer_.start(botDelayMs_);
}

void TableHost::startBotDecision() {
    if (!game_ || !game_->prompt() || !botsRunning_) {
        botBusy_ = false;
        return;
    }
    const int seat = game_->prompt()->player;
    auto it = bots_.find(seat);
    if (it == bots_.end()) {
        botBusy_ = false;
        return;
    }
    std::shared_ptr<Bot> bot = it->second.bot;
    const GameState state = game_->state();
    const Prompt prompt = *game_->prompt();
    auto unit = std::make_shared<UnitSoFar>(UnitSoFar{game_->unitStart(), game_->unitAnswers()});
    const quint64 generation = generation_;
    botPool().start([this, bot, state, prompt, unit, generation, seat] {
        Answer a;
        try {
            a = bot->decide(state, prompt, unit.get());
        } catch (const std::exception& e) {
            qCWarning(lcHost) << "bot failed to decide:" << e.what();
        }
        QMetaObject::invokeMethod(this, [this, generation, seat, a] { botDecided(generation, seat, a); },
                                  Qt::QueuedConnection);
    });
}

void TableHost::botDecided(quint64 generation, int seat, const Answer& answer) {
    if (generation != generation_) return;  // history was rewritten meanwhile
    botBusy_ = false;
    emit botThinking(seat, false);
    if (!game_ || !game_->prompt() || game_->prompt()->player != seat) return;
    if (!botsRunning_) return;
    const std::string why = game_->answer(answer);
    if (!why.empty()) {
        ++botRetries_;
        qCWarning(lcHost) << "bot answer refused for seat" << seat << "(try" << botRetries_ << "):" << why.c_str();
        if (botRetries_ >= kBotRetries) {
            setStall(tr("The game cannot go on: %1").arg(QString::fromStdString(why)));
            return;
        }
        const int delay = botDelayMs_;
        botDelayMs_ = 0;
        scheduleBot();
        botDelayMs_ = delay;
        return;
    }
    botRetries_ = 0;
    answeredBy_.push_back(seat);
    emit answerAccepted(seat);
    publish();
}

void TableHost::setStall(const QString& reason) {
    stallReason_ = reason;
    botRetries_ = 0;
    for (auto& [id, c] : connections_)
        c.deliver(QJsonObject{{"type", msg::Error}, {"fatal", true}, {"message", reason}});
    emit stalledChanged(reason);
}

}  // namespace inno::net
