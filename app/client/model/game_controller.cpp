// The client's controller: table messages in, typed models and prompts out, intentions back as answers.
#include "model/game_controller.h"

#include "text/log_text.h"
#include "logging.h"

#include "client_transport.h"
#include "protocol.h"
#include "wire.h"

#include "core/card.h"
#include "json/codec.h"

namespace inno::client {

namespace bj = boost::json;
using net::qstringField;

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
    return it != seats_.end() && it->second.canUndo && !awaitingReply_;
}

std::optional<SeatKnowledge> GameController::knowledge() const {
    auto it = seats_.find(viewSeat_);
    if (observer_ || viewSeat_ < 0 || it == seats_.end() || !it->second.view || !it->second.view->prompt || !it->second.prompt)
        return std::nullopt;
    return SeatKnowledge{it->second.events, *it->second.view, it->second.answers};
}

qint64 GameController::answersSoFar() const {
    auto it = seats_.find(viewSeat_);
    return it == seats_.end() ? 0 : it->second.answers;
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

void GameController::onMessage(const bj::object& m) {
    const std::string_view type = wire::stringField(m, "type");
    const int seat = static_cast<int>(wire::intField(m, "seat", -1));
    if (type == net::msg::Table) {
        tableMessage_ = m;
        seats_.clear();
        ownSeats_.clear();
        result_.reset();
        awaitingReply_ = false;
        for (const auto& s : wire::arrayField(m, "seats")) ownSeats_.push_back(static_cast<int>(wire::intOf(s)));
        const QList<int> views = ownSeats_.isEmpty() ? QList<int>{-1} : ownSeats_;
        for (int s : views) seats_[s].model = modelFromTable(m, s);
        if (!views.contains(viewSeat_)) viewSeat_ = views.front();
        qCDebug(lcClient) << "table: seats" << ownSeats_ << "viewing" << viewSeat_;
        return;
    }
    if (type == net::msg::GameOver) {
        GameResult r;
        r.winners = net::qstringsOf(wire::arrayField(m, "winners"));
        r.reason = qstringField(m, "reason");
        r.card = qstringField(m, "card");
        r.conceded = qstringField(m, "conceded");
        awaitingReply_ = false;
        r.turns = static_cast<int>(wire::intField(m, "turns"));
        for (const auto& pv : wire::arrayField(m, "players")) {
            const bj::object& po = wire::objectOf(pv);
            r.players.push_back({qstringField(po, "name"), static_cast<int>(wire::intField(po, "score")),
                                 static_cast<int>(wire::intField(po, "achievements")), wire::boolField(po, "winner")});
        }
        const bool first = !result_.has_value();
        result_ = r;
        if (first) emit gameOver();
        return;
    }
    if (type == net::msg::Error) {
        if (wire::boolField(m, "fatal")) {
            fatal_ = qstringField(m, "message");
            awaitingReply_ = false;
            emit fatal(fatal_);
            return;
        }
        awaitingReply_ = false;
        const QString why = qstringField(m, "message");
        qCInfo(lcClient) << "refused:" << why;
        emit answerRefused(why);
        emit promptChanged();
        return;
    }
    auto it = seats_.find(seat);
    if (it == seats_.end()) return;
    try {
        onSeatMessage(it->second, seat, type, m);
    } catch (const json::DecodeError& e) {
        // A message this client cannot read: the table and the client no longer agree on the game.
        fatal_ = tr("The table sent a message this program cannot read (%1).").arg(QString::fromUtf8(e.what()));
        awaitingReply_ = false;
        qCWarning(lcClient) << "undecodable message:" << e.what();
        emit fatal(fatal_);
    }
}

void GameController::onSeatMessage(SeatData& s, int seat, std::string_view type, const bj::object& m) {
    if (type == net::msg::Events) {
        onEvents(s, seat, m);
    } else if (type == net::msg::View) {
        const View view = parseView(wire::objectField(m, "view"), s.model);
        applyView(s.model, view);
        s.view = view;
        s.answers = wire::intField(m, "answers");
        s.canUndo = wire::boolField(m, "canUndo");
        const bool hadPrompt = s.prompt.has_value();
        if (!view.prompt) s.prompt.reset();
        if (seat == viewSeat_) {
            awaitingReply_ = false;
            emit viewUpdated();
            if (hadPrompt && !s.prompt) emit promptChanged();
        }
    } else if (type == net::msg::Prompt) {
        s.prompt = parsePrompt(wire::objectField(m, "prompt"), wire::intField(m, "promptId"), seat, s.model);
        if (seat == viewSeat_) {
            awaitingReply_ = false;
            emit promptChanged();
        } else if (seat >= 0 && !observer_) {
            emit handoverNeeded(seat);
        }
    }
}

void GameController::onEvents(SeatData& s, int seat, const bj::object& m) {
    const bool replay = wire::boolField(m, "replay");
    const bj::array& events = wire::arrayField(m, "events");
    if (replay) {
        s.model = modelFromTable(tableMessage_, seat);
        s.log.clear();
    }
    if (replay) {
        s.concessionsLogged = -1;
        s.events.clear();
    }
    const Names names = s.model.names();
    QList<Step> steps;
    const bool onView = seat == viewSeat_;
    ClientEvent last;
    std::int64_t index = wire::intField(m, "first");
    for (const auto& v : events) {
        logConcessions(s, index++);
        s.events.push_back(json::decode<Event>(wire::objectOf(v), json::Seats{names}));
        const ClientEvent e = clientEvent(s.events.back());
        const TableModel before = s.model;
        applyEvent(s.model, e);
        // "draws and reveals X" already said it: no separate "reveals X".
        const bool echo = e.kind == EventKind::CardRevealed && last.kind == EventKind::CardMoved && last.revealed &&
                          last.card == e.card;
        const QString line = echo ? QString() : describe(e, before, s.model);
        last = e;
        if (!line.isEmpty()) s.log.push_back(line);
        if (onView && !replay) steps.push_back(Step{e, s.model, line});
    }
    logConcessions(s, index);
    if (!onView) return;
    if (replay) emit tableReset();
    else if (!steps.isEmpty()) emit stepsArrived(steps);
}

void GameController::logConcessions(SeatData& s, std::int64_t upTo) {
    for (const auto& pv : wire::arrayField(tableMessage_, "players")) {
        const bj::object& p = wire::objectOf(pv);
        const std::int64_t at = wire::intField(p, "concededAt", -1);
        if (at >= 0 && at > s.concessionsLogged && at <= upTo)
            s.log.push_back(tr("<b>%1</b> conceded; a bot plays their seat.").arg(qstringField(p, "name").toHtmlEscaped()));
    }
    s.concessionsLogged = std::max(s.concessionsLogged, upTo);
}

// ---------------------------------------------------------------- intentions

bool GameController::refuse(const QString& why) {
    emit answerRefused(why);
    return false;
}

bool GameController::send(const QString& option) { return answer(QStringList{option}); }

bool GameController::answer(const QStringList& picks) {
    const auto& p = prompt();
    if (!p) return refuse(tr("Nothing is being asked of you now."));
    if (awaitingReply_) return refuse(tr("Your last answer is still on its way."));
    // Check locally first: a wrong click must not cost a round trip.
    if (!(picks.size() == 1 && picks.front() == "none")) {
        QList<int> used(p->options.size(), 0);
        for (const auto& pick : picks) {
            int i = -1;
            for (int k = 0; k < p->options.size(); ++k)
                if (p->options[k].text == pick && used[k] < p->options[k].count) {
                    i = k;
                    break;
                }
            if (i < 0) return refuse(tr("\"%1\" is not a choice here.").arg(pick));
            ++used[i];
        }
    }
    const int n = picks.size() == 1 && picks.front() == "none" ? 0 : static_cast<int>(picks.size());
    if (n < p->min || n > p->max) {
        if (p->min == p->max) return refuse(tr("Choose exactly %n.", nullptr, p->min));
        return refuse(tr("Choose between %1 and %2.").arg(p->min).arg(p->max));
    }
    bj::array list;
    for (const auto& pick : picks) list.emplace_back(net::jsonString(pick));
    awaitingReply_ = true;
    qCDebug(lcClient) << "answer" << picks;
    transport_->send(bj::object{{"type", net::msg::Answer}, {"seat", p->seat}, {"promptId", p->id}, {"picks", std::move(list)}});
    return true;
}

bool GameController::draw() {
    const auto& p = prompt();
    if (!p || !p->canDraw()) return refuse(tr("You cannot draw now."));
    return send("draw");
}

bool GameController::meld(int card) {
    const auto& p = prompt();
    if (p && p->kind != PromptKind::Action && p->offersCard(card) &&
        (p->purpose == Purpose::Meld || p->purpose == Purpose::OpeningMeld))
        return send(cardTitle(card));
    if (!p || !p->canMeld(card)) return refuse(tr("You cannot meld %1 now.").arg(cardTitle(card)));
    return send("meld " + cardTitle(card));
}

bool GameController::dogma(int card) {
    const auto& p = prompt();
    if (!p || !p->canDogma(card)) return refuse(tr("You cannot activate %1 now.").arg(cardTitle(card)));
    return send("dogma " + cardTitle(card));
}

bool GameController::parley(int card) {
    const auto& p = prompt();
    if (!p || !p->canParley(card)) return refuse(tr("You cannot parley %1 now.").arg(cardTitle(card)));
    return send("parley " + cardTitle(card));
}

bool GameController::endorse(int card) {
    const auto& p = prompt();
    if (!p || !p->canEndorse(card)) return refuse(tr("You cannot endorse %1 now.").arg(cardTitle(card)));
    return send("endorse " + cardTitle(card));
}

bool GameController::achieve(int age) {
    const auto& p = prompt();
    if (!p || !p->canAchieve(age)) return refuse(tr("You cannot achieve %1 now.").arg(age));
    return send("achieve " + QString::number(age));
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

DogmaPreview GameController::previewDogma(int cardId, bool endorse) const {
    const TableModel& m = model();
    return dogmaPreview(m, cardId, m.viewer >= 0 ? m.viewer : m.current, endorse);
}

}  // namespace inno::client
