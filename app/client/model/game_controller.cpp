// The client's controller: table messages in, typed models and prompts out, intentions back as answers.
#include "model/game_controller.h"

#include "sets/set_table.h"
#include "model/event_line.h"
#include "logging.h"

#include "net/host/client_transport.h"
#include "net/host/envelopes.h"
#include "net/host/protocol.h"
#include "net/wire/wire.h"

#include "core/card.h"
#include "json/codec.h"

#include <algorithm>


namespace inno::client {

namespace bj = boost::json;

GameController::GameController(net::ClientTransport* transport, QObject* parent)
    : QObject(parent), transport_(transport) {
    connect(transport, &net::ClientTransport::messageReceived, this, &GameController::onMessage);
    connect(transport, &net::ClientTransport::connectionLost, this, [this](const QString& why) {
        fatal_ = why;
        emit fatal(why);
    });
}

const TableModel& GameController::model() const {
    static const TableModel empty;
    auto it = seats_.find(viewSeat_);
    return it == seats_.end() ? empty : it->second.model;
}

const std::optional<PromptState>& GameController::prompt() const {
    static const std::optional<PromptState> none;
    auto it = seats_.find(viewSeat_);
    return it == seats_.end() || observer_ ? none : it->second.prompt;
}

bool GameController::canUndo() const {
    auto it = seats_.find(viewSeat_);
    // A finished game stays finished: undoing into it would reopen it (and finish it twice).
    return it != seats_.end() && it->second.canUndo && !awaitingReply_ && !isOver();
}

std::optional<SeatKnowledge> GameController::knowledge() const {
    auto it = seats_.find(viewSeat_);
    if (observer_ || viewSeat_ < 0 || it == seats_.end() || !it->second.view || !it->second.view->prompt || !it->second.prompt)
        return std::nullopt;
    const SeatData& seat = it->second;
    return SeatKnowledge{seat.events, *seat.view, seat.answers, seat.actionStartView, seat.actionStartEvents};
}

qint64 GameController::answersSoFar() const {
    auto it = seats_.find(viewSeat_);
    return it == seats_.end() ? 0 : it->second.answers;
}

GameStory GameController::story() const {
    auto it = seats_.find(viewSeat_);
    if (it == seats_.end()) return {};
    return seatStory(modelFromTable(table_, viewSeat_), it->second.events);
}

SinceLastTurn GameController::sinceLastDecision() const {
    auto it = seats_.find(viewSeat_);
    if (observer_ || it == seats_.end()) {
        SinceLastTurn nothing;
        return nothing;
    }
    const SeatData& s = it->second;
    const std::span<const Event> events(s.events);
    return sinceLastTurn(s.atDecision, events.subspan(std::min(s.decidedAt, events.size())), viewSeat_);
}

QStringList GameController::logLines() const {
    auto it = seats_.find(viewSeat_);
    return it == seats_.end() ? QStringList{} : it->second.log;
}

int GameController::seatWaitingForHandover() const {
    if (observer_) return -1;
    for (const auto& [seat, s] : seats_)
        if (seat != viewSeat_ && seat >= 0 && s.prompt) return seat;
    return -1;
}

void GameController::setViewSeat(int seat) {
    if (!seats_.count(seat) || seat == viewSeat_) return;
    viewSeat_ = seat;
    emit tableReset();
    emit promptChanged();
}

// ---------------------------------------------------------------- messages

void GameController::onTable(const bj::object& m) {
    QString why;
    auto table = net::decodeTable(m, &why);
    if (!table) return unreadable(net::msg::Table, why);  // the table on screen stays as it was
    table_ = std::move(*table);
    seats_.clear();
    ownSeats_ = table_.seats;
    result_.reset();
    awaitingReply_ = false;
    const QList<int> views = ownSeats_.isEmpty() ? QList<int>{-1} : ownSeats_;
    for (int s : views) seats_[s].model = seats_[s].atDecision = modelFromTable(table_, s);
    if (!views.contains(viewSeat_)) viewSeat_ = views.front();
    qCDebug(lcClient) << "table: seats" << ownSeats_ << "viewing" << viewSeat_;
}

void GameController::unreadable(std::string_view type, const QString& why) {
    // The table and the client no longer agree on the game: say so, and guess nothing.
    fatal_ = tr("The table sent a message this program cannot read (%1).").arg(why);
    awaitingReply_ = false;
    qCWarning(lcClient) << "unreadable" << net::qstring(type) << "message:" << why;
    emit fatal(fatal_);
}

void GameController::onMessage(const bj::object& m) {
    const std::string_view type = wire::stringField(m, "type");
    try {
        if (type == net::msg::Table) return onTable(m);
        if (type == net::msg::GameOver) {
            QString why;
            auto result = net::decodeGameOver(m, &why);
            if (!result) return unreadable(type, why);
            awaitingReply_ = false;
            const bool first = !result_.has_value();
            result_ = std::move(*result);
            if (first) emit gameOver();
            return;
        }
        if (type == net::msg::Error) {
            QString why;
            const auto error = net::decodeError(m, &why);
            if (!error) return unreadable(type, why);
            awaitingReply_ = false;
            if (error->fatal) {
                fatal_ = error->message;
                emit fatal(fatal_);
                return;
            }
            qCInfo(lcClient) << "refused:" << error->message;
            emit answerRefused(error->message);
            emit promptChanged();
            return;
        }
        // A seat's events, view and question: the envelope is read first (its seat too), then its seat takes it.
        QString why;
        if (type == net::msg::Events) {
            const auto events = net::decodeEvents(m, &why);
            if (!events) return unreadable(type, why);
            if (auto it = seats_.find(events->seat); it != seats_.end()) onEvents(it->second, events->seat, *events);
        } else if (type == net::msg::View) {
            const auto view = net::decodeView(m, &why);
            if (!view) return unreadable(type, why);
            if (auto it = seats_.find(view->seat); it != seats_.end()) onView(it->second, view->seat, *view);
        } else if (type == net::msg::Prompt) {
            const auto prompt = net::decodePrompt(m, &why);
            if (!prompt) return unreadable(type, why);
            if (auto it = seats_.find(prompt->seat); it != seats_.end()) onPrompt(it->second, prompt->seat, *prompt);
        }
    } catch (const json::DecodeError& e) {
        // An event, view or prompt the engine's codec cannot read.
        unreadable(type, QString::fromUtf8(e.what()));
    }
}

void GameController::onView(SeatData& s, int seat, const net::ViewEnvelope& envelope) {
    const View view = parseView(envelope.view, s.model);
    applyView(s.model, view);
    s.view = view;
    s.answers = envelope.answers;
    s.canUndo = envelope.canUndo;
    const bool hadPrompt = s.prompt.has_value();
    if (!view.prompt) s.prompt.reset(), s.enginePrompt.reset();
    if (seat == viewSeat_) {
        awaitingReply_ = false;
        emit viewUpdated();
        if (hadPrompt && !s.prompt) emit promptChanged();
    }
}

void GameController::onPrompt(SeatData& s, int seat, const net::PromptEnvelope& envelope) {
    const Names names = s.model.names();
    s.enginePrompt = json::decode<Prompt>(envelope.prompt, json::Seats{names});
    s.prompt = promptState(*s.enginePrompt, envelope.promptId, seat, s.model);
    if (seat == viewSeat_) {
        awaitingReply_ = false;
        emit promptChanged();
    } else if (seat >= 0 && !observer_) {
        emit handoverNeeded(seat);
    }
}

void GameController::onEvents(SeatData& s, int seat, const net::EventsEnvelope& m) {
    const bool replay = m.replay;
    // Every event is decoded before any is applied: one that does not fit leaves the seat as it was.
    const Names names = s.model.names();  // the table's players, as a replay's fresh model has them too
    std::vector<Event> decoded;
    for (const auto& v : m.events) decoded.push_back(json::decode<Event>(v.get_object(), json::Seats{names}));
    if (replay) {
        s.model = modelFromTable(table_, seat);
        s.log.clear();
        s.concessionsLogged = -1;
        s.events.clear();
    }
    // An action begins with its ActionTaken, the first event after the view that asked for it; a new turn ends it.
    const bool turnMoved = std::any_of(decoded.begin(), decoded.end(), [](const Event& e) {
        return e.kind == EventKind::TurnStarted || e.kind == EventKind::GameEnded;
    });
    if (!replay && !turnMoved && !decoded.empty() && decoded.front().kind == EventKind::ActionTaken &&
        m.first == static_cast<std::int64_t>(s.events.size())) {
        s.actionStartView = s.view;
        s.actionStartEvents = s.events.size();
    } else if (replay || turnMoved) {
        s.actionStartView.reset();
    }
    QList<Step> steps;
    const bool onView = seat == viewSeat_;
    Event last;
    std::int64_t index = m.first;
    for (std::size_t k = 0; k < decoded.size(); ++k) {
        logConcessions(s, index++);
        s.events.push_back(decoded[k]);
        const Event& e = decoded[k];
        const TableModel before = s.model;
        applyEvent(s.model, e);
        // "draws and reveals X" already said it: no separate "reveals X".
        const bool repeated = e.kind == EventKind::CardRevealed && last.kind == EventKind::CardMoved && last.revealed &&
                          last.card == e.card;
        const QString line = repeated ? QString() : eventLogLine(decoded, k, before, s.model);
        last = e;
        if (!line.isEmpty()) s.log.push_back(line);
        if (onView && !replay) steps.push_back(Step{e, s.model, line});
    }
    logConcessions(s, index);
    if (replay) {
        // A history told again (undo, a reconnection) holds nothing new since the seat's decision.
        s.decidedAt = s.events.size();
        s.atDecision = s.model;
    }
    if (!onView) return;
    if (replay) emit tableReset();
    else if (!steps.isEmpty()) emit stepsArrived(steps);
}

void GameController::logConcessions(SeatData& s, std::int64_t upTo) {
    for (const net::TablePlayer& p : table_.players) {
        const std::int64_t at = p.concededAt;
        if (at >= 0 && at > s.concessionsLogged && at <= upTo)
            s.log.push_back(tr("<b>%1</b> conceded; a bot plays their seat.").arg(p.name.toHtmlEscaped()));
    }
    s.concessionsLogged = std::max(s.concessionsLogged, upTo);
}

// ---------------------------------------------------------------- intentions

bool GameController::refuse(const QString& why) {
    emit answerRefused(why);
    return false;
}

bool GameController::sendOption(const std::function<bool(const PromptOption&)>& is, const QString& why) {
    const auto& p = prompt();
    if (p)
        for (const PromptOption& o : p->options)
            if (is(o)) return answer({o.text});
    return refuse(why);
}

bool GameController::answer(const QStringList& picks) {
    const auto& p = prompt();
    auto it = seats_.find(viewSeat_);
    if (!p || it == seats_.end() || !it->second.enginePrompt) return refuse(tr("Nothing is being asked of you now."));
    if (awaitingReply_) return refuse(tr("Your last answer is still on its way."));
    // The engine's own check, here first: a wrong click must not cost a round trip.
    std::vector<std::string> texts;
    for (const QString& pick : picks) texts.push_back(pick.toStdString());
    const Prompt& engine = *it->second.enginePrompt;
    const ParsedAnswer parsed = parseAnswer(engine, texts, it->second.model.names());
    if (!parsed.error.empty()) {
        for (const QString& pick : picks)
            if (pick != "none" && p->find(pick) < 0) return refuse(tr("\"%1\" is not a choice here.").arg(pick));
        if (p->min == p->max) return refuse(tr("Choose exactly %n.", nullptr, p->min));
        return refuse(tr("Choose between %1 and %2.").arg(p->min).arg(p->max));
    }
    bj::array list;
    for (const auto& pick : picks) list.emplace_back(net::jsonString(pick));
    awaitingReply_ = true;
    it->second.decidedAt = it->second.events.size();
    it->second.atDecision = it->second.model;
    qCDebug(lcClient) << "answer" << picks;
    transport_->send(bj::object{{"type", net::msg::Answer}, {"seat", p->seat}, {"promptId", p->id}, {"picks", std::move(list)}});
    emit answerSent();
    return true;
}

bool GameController::draw() {
    return sendOption([](const PromptOption& o) { return o.type == PromptOption::Draw; }, tr("You cannot draw now."));
}

bool GameController::meld(int card) {
    // The meld action, or a card chosen to meld by a card's effect (the opening meld too).
    const auto& p = prompt();
    const bool choosing = p && p->kind != PromptKind::Action && (p->purpose == Purpose::Meld || p->purpose == Purpose::OpeningMeld);
    return sendOption([&](const PromptOption& o) {
        return o.card() == card && (o.type == PromptOption::Meld || (choosing && o.type == PromptOption::Card));
    }, tr("You cannot meld %1 now.").arg(cardTitle(card)));
}

bool GameController::dogma(int card) {
    return sendOption([card](const PromptOption& o) { return o.type == PromptOption::Dogma && o.card() == card; },
                      tr("You cannot activate %1 now.").arg(cardTitle(card)));
}

bool GameController::parley(int card) {
    return sendOption([card](const PromptOption& o) { return o.type == PromptOption::Parley && o.card() == card; },
                      tr("You cannot parley %1 now.").arg(cardTitle(card)));
}

bool GameController::takeSetAction(ActionKind action, int card) {
    return sendOption([action, card](const PromptOption& o) { return o.type == PromptOption::SetAction && o.action() == action && o.card() == card; },
                      tableOfAction(action).actionRefused(action, cardTitle(card)));
}

bool GameController::achieve(int age) {
    return sendOption([age](const PromptOption& o) { return o.type == PromptOption::Achieve && o.age == age; },
                      tr("You cannot achieve %1 now.").arg(age));
}

bool GameController::undo() {
    if (!canUndo()) return refuse(tr("Nothing to undo."));
    awaitingReply_ = true;
    transport_->send(bj::object{{"type", net::msg::Undo}, {"seat", viewSeat_}});
    return true;
}

bool GameController::canConcede() const {
    return hasTable() && !isOver() && !observer_ && ownSeats_.contains(viewSeat_) && fatal_.isEmpty();
}

bool GameController::concede() {
    if (!canConcede()) return refuse(tr("You cannot concede now."));
    awaitingReply_ = true;
    transport_->send(bj::object{{"type", net::msg::Concede}, {"seat", viewSeat_}});
    return true;
}

DogmaPreview GameController::previewDogma(int cardId, std::optional<ActionKind> setAction) const {
    const TableModel& m = model();
    return dogmaPreview(m, cardId, m.viewer >= 0 ? m.viewer : m.current, setAction);
}

}  // namespace inno::client
