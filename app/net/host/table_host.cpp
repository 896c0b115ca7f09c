#include "net/host/table_host.h"

#include "net/host/envelopes.h"
#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "core/queries.h"
#include "core/rules.h"
#include "json/json_io.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QPointer>

#include <algorithm>

// Debug lines (every refused answer) are off unless asked for: a client must not be able to fill the log.
Q_LOGGING_CATEGORY(lcHost, "innovation.host", QtInfoMsg)

namespace inno::net {

namespace bj = boost::json;

namespace {
constexpr int kBotRetries = 40;
// A wall-clock cap on one bot decision at a table, so that an expert on a busy machine still answers within the
// time a player would wait; the budgets in iterations stay the measure of strength (tournaments run uncapped).
constexpr int kBotDecisionLimitMs = 2500;

}  // namespace

TableHost::TableHost(QObject* parent) : QObject(parent) {
    botTimer_.setSingleShot(true);
    connect(&botTimer_, &QTimer::timeout, this, &TableHost::startBotDecision);
}

TableHost::~TableHost() {
    // A decision still waiting is dropped; one running posts its answer to nobody (see startBotDecision).
    BotScheduler::shared().cancel(botJob_);
}

int TableHost::humanCount() const {
    return static_cast<int>(std::count_if(seats_.begin(), seats_.end(), [](const SeatSpec& s) { return s.human; }));
}

QString TableHost::newGame(const QList<SeatSpec>& seats, const Options& options, quint64 seed) {
    Options checked = options;
    checked.playerCount = static_cast<int>(seats.size());
    if (const std::string why = setupError(checked); !why.empty()) return QString::fromStdString(why);  // the engine's rule
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
    std::string unused;  // the engine has read the same text already
    const bj::value save = json::parse(text, unused).value_or(nullptr);
    const bj::object& o = wire::objectOf(save);
    QList<SeatSpec> seats;
    const bj::array& seatsJson = wire::arrayField(o, "seats");
    for (std::size_t p = 0; p < g.names().size(); ++p) {
        SeatSpec s;
        s.name = QString::fromStdString(g.names()[p]);
        if (p < seatsJson.size()) {
            const bj::object& so = wire::objectOf(seatsJson[p]);
            s.human = wire::boolField(so, "human", true);
            if (auto l = parseBotLevel(wire::stringField(so, "level"))) s.level = *l;
            s.concededAt = static_cast<int>(wire::intField(so, "concededAt", -1));
        }
        seats.push_back(s);
    }
    // Who gave each answer: kept in our saves, otherwise found by replaying.
    std::vector<int> by;
    const bj::array& byJson = wire::arrayField(o, "answeredBy");
    if (byJson.size() == g.answers().size()) {
        for (const auto& v : byJson) by.push_back(static_cast<int>(wire::intOf(v)));
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
    bj::value v = bj::parse(engineSave);
    bj::object& o = v.as_object();
    bj::array seats;
    for (const auto& s : seats_) {
        bj::object so;
        so["name"] = jsonString(s.name);
        so["human"] = s.human;
        if (!s.human) so["level"] = botLevelName(s.level);
        if (s.concededAt >= 0) so["concededAt"] = s.concededAt;
        seats.push_back(so);
    }
    o["seats"] = seats;
    bj::array by;
    for (int p : answeredBy_) by.emplace_back(p);
    o["answeredBy"] = by;
    o["program"] = "innovation " INNOVATION_VERSION;
    return QString::fromStdString(bj::serialize(o));
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

void TableHost::receive(int connectionId, const bj::object& m) {
    const QString why = play(connectionId, m);
    if (why.isEmpty()) return;
    auto it = connections_.find(connectionId);
    if (it == connections_.end()) return;
    const std::int64_t seat = wire::intField(m, "seat", it->second.seats.size() == 1 ? it->second.seats.front() : -1);
    it->second.deliver(encode(ErrorEnvelope{{}, why, std::string(wire::stringField(m, "type")), 0, static_cast<int>(seat), false}));
}

QString TableHost::play(int connectionId, const bj::object& m) {
    auto it = connections_.find(connectionId);
    if (it == connections_.end()) return tr("You do not sit in that seat.");
    const Connection& c = it->second;
    const std::string_view type = wire::stringField(m, "type");
    const std::int64_t seat = wire::intField(m, "seat", c.seats.size() == 1 ? c.seats.front() : -1);
    if (!game_) return tr("No game is being played.");
    if (!c.seats.contains(seat)) return tr("You do not sit in that seat.");
    if (type == msg::Answer) {
        if (seat >= 0 && seat < seats_.size() && !seats_[seat].human) return tr("A bot plays that seat.");
        if (m.contains("promptId")) {
            const std::int64_t asked = static_cast<std::int64_t>(game_->answers().size());
            const std::int64_t id = wire::intField(m, "promptId", -1);
            if (id < asked) return tr("That question has already been answered.");
            if (id > asked) return tr("That question has not been asked yet.");
        }
        std::vector<std::string> picks;
        for (const auto& v : wire::arrayField(m, "picks")) picks.emplace_back(wire::stringOf(v));
        if (picks.empty()) picks.push_back("none");
        return answerFrom(static_cast<int>(seat), picks);
    }
    if (type == msg::Undo) return undo(static_cast<int>(seat));
    if (type == msg::Concede) return concede(static_cast<int>(seat));
    return tr("Unknown request \"%1\".").arg(qstring(type));
}

QString TableHost::answerFrom(int seat, const std::vector<std::string>& picks) {
    if (!game_->prompt()) return game_->over() ? tr("The game is over.") : tr("No decision is waiting.");
    if (game_->prompt()->player != seat) return tr("It is not your decision.");
    const std::string why = game_->answer(picks);
    if (!why.empty()) {
        qCDebug(lcHost) << "answer refused for seat" << seat << ":" << why.c_str();
        return QString::fromStdString(why);
    }
    answeredBy_.push_back(seat);
    emit answerAccepted(seat);
    publish();
    return {};
}

void TableHost::sendTable(Connection& c) {
    TableEnvelope t;
    t.seats = c.seats;
    for (const auto& s : seats_) {
        TablePlayer p{s.name, s.human, std::nullopt, s.concededAt};
        if (!s.human) p.level = s.level;
        t.players.push_back(std::move(p));
    }
    t.options = game_->setup().options;
    t.start = tableStartOf(game_->initial());
    c.deliver(encode(t));
}

void TableHost::sendUpdates(Connection& c, bool full) {
    const Game& g = *game_;
    const auto& events = g.events();
    for (int seat : viewSeats(c)) {
        std::size_t& sent = c.sent[seat];
        if (full) sent = 0;
        if (sent < events.size() || full) {
            bj::array list;
            list.reserve(events.size() - sent);
            for (std::size_t i = sent; i < events.size(); ++i)
                list.push_back(json::eventJson(redactFor(events[i], seat), g.names()));
            c.deliver(encode(EventsEnvelope{seat, static_cast<std::int64_t>(sent), full, std::move(list)}));
            sent = events.size();
        }
        c.deliver(encode(ViewEnvelope{seat, json::viewJson(g, seat), static_cast<std::int64_t>(g.answers().size()), canUndo(seat), stallReason_}));
        if (g.prompt() && g.prompt()->player == seat)
            c.deliver(encode(PromptEnvelope{seat, static_cast<std::int64_t>(g.answers().size()), json::promptJson(*g.prompt(), g.names())}));
    }
    if (g.over()) c.deliver(gameOverMessage());
}

bj::object TableHost::gameOverMessage() const {
    const Game& g = *game_;
    const GameState& s = g.state();
    GameOverEnvelope o;
    for (int p = 0; p < s.playerCount(); ++p) {
        const QString name = QString::fromStdString(g.names()[p]);
        if (s.winners & (1u << p)) o.winners << name;
        o.players.push_back({name, scoreTotal(s.player(p)), achievementTotal(s, p), (s.winners & (1u << p)) != 0});
    }
    o.turns = s.turnNumber;
    if (g.over()) o.reason = qstring(endReasonName(s.endReason));
    if (g.concededBy() >= 0) {
        o.reason = QStringLiteral("conceded");
        o.conceded = QString::fromStdString(g.names()[static_cast<std::size_t>(g.concededBy())]);
    }
    if (s.endCard != kNoCard) o.card = qstring(title(s.endCard));
    return encode(o);
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
    if (game_->concededBy() >= 0) return false;  // a conceded game is over for good
    return std::find(answeredBy_.begin(), answeredBy_.end(), seat) != answeredBy_.end();
}

std::optional<std::size_t> TableHost::undoTarget(int seat) const {
    if (!canUndo(seat)) return std::nullopt;
    std::size_t k = answeredBy_.size();
    while (k > 0 && answeredBy_[k - 1] != seat) --k;
    return k - 1;
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
    BotShare share = share_;
    share.people = humanCount() > 0;
    QPointer<TableHost> self(this);
    botJob_ = BotScheduler::shared().submit(share, [self, bot, state, prompt, unit, generation, seat] {
        Answer a;
        try {
            a = bot->decide(state, prompt, unit.get());
        } catch (const std::exception& e) {
            qCWarning(lcHost) << "bot failed to decide:" << e.what();
        }
        // The table may be gone by now: the answer goes to the main thread, and to the table if it is still there.
        // (The application object outlives every running decision: the scheduler drains when it goes.)
        QMetaObject::invokeMethod(QCoreApplication::instance(), [self, generation, seat, a] {
            if (self) self->botDecided(generation, seat, a);
        }, Qt::QueuedConnection);
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
        c.deliver(encode(ErrorEnvelope{{}, reason, {}, 0, std::nullopt, true}));
    emit stalledChanged(reason);
}

}  // namespace inno::net
