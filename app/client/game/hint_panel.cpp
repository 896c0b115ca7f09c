// The Expert's hint: the search on a thread of its own, and the panel showing its progress and its choices.
#include "game/hint_panel.h"

#include "logging.h"
#include "text/html.h"
#include "text/outcome_text.h"
#include "text/prompt_text.h"

#include "bots/seat_unit.h"

#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QTextDocumentFragment>
#include <QFont>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace inno::client {

namespace {
constexpr int kProgressSteps = 1000;
}

// ---------------------------------------------------------------- the search

HintSearch::HintSearch(QObject* parent) : QObject(parent) {}

HintSearch::~HintSearch() { stopThread(); }

void HintSearch::stopThread() {
    if (!thread_) return;
    cancel_->store(true);
    thread_->wait();
    delete thread_;
    thread_ = nullptr;
}

bool HintSearch::start(const GameState& position, const CardTracker& tracker, const Prompt& prompt,
                       const HintSettings& settings, std::optional<ActionSoFar> action) {
    if (running()) {
        stopThread();
        emit cancelled();
    }
    if (position.over() || prompt.player != tracker.seat()) return false;
    prompt_ = prompt;
    choices_.clear();
    std::shared_ptr<const ActionSoFar> soFar;
    if (action && prompt.kind != PromptKind::Action) soFar = std::make_shared<const ActionSoFar>(std::move(*action));
    run(std::make_shared<GameState>(position), tracker, prompt_, settings, soFar);
    return true;
}

void HintSearch::run(std::shared_ptr<GameState> state, const CardTracker& tracker, const Prompt& prompt,
                     const HintSettings& settings, std::shared_ptr<const ActionSoFar> action) {
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++generation_;
    auto cancel = cancel_;
    thread_ = QThread::create([this, state, tracker, prompt, settings, action, cancel, generation] {
        QElapsedTimer clock;
        clock.start();
        auto report = [this, generation](double f) {
            QMetaObject::invokeMethod(this, [this, generation, f] {
                if (generation == generation_) emit progressed(f);
            }, Qt::QueuedConnection);
        };
        std::optional<std::vector<HintChoice>> result;
        try {
            std::optional<UnitSoFar> unit;
            if (action) {
                std::string why;
                unit = unitFromSeat(action->start, action->seen, *state, prompt, &why);
                if (!unit) qCInfo(lcClient) << "the hint cannot play the answers out:" << why.c_str();
            }
            result = expertHint(*state, prompt, tracker, unit ? &*unit : nullptr, settings, report, cancel.get());
            qCInfo(lcClient) << "the hint took" << clock.elapsed() << "ms" << (unit ? "(answers played out)" : "");
        } catch (const std::exception& e) {
            // The hint is given up (the panel says it found nothing), never the game.
            qCWarning(lcClient) << "the hint failed:" << e.what();
            result = std::vector<HintChoice>{};
        }
        QMetaObject::invokeMethod(this, [this, generation, result] {
            if (generation != generation_ || !thread_) return;
            thread_->wait();
            delete thread_;
            thread_ = nullptr;
            if (result) {
                choices_ = *result;
                emit finished();
            } else {
                emit cancelled();
            }
        }, Qt::QueuedConnection);
    });
    thread_->start(QThread::LowPriority);
}

void HintSearch::cancel() {
    if (cancel_) cancel_->store(true);
}

// ---------------------------------------------------------------- the panel

HintPanel::HintPanel(QWidget* parent) : QDialog(parent), search_(new HintSearch(this)) {
    setWindowTitle(tr("What would the Expert do?"));
    setObjectName("hintPanel");
    auto* layout = new QVBoxLayout(this);
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    progress_ = new QProgressBar(this);
    progress_->setRange(0, kProgressSteps);
    layout->addWidget(progress_);
    rows_ = new QVBoxLayout;
    layout->addLayout(rows_);
    orderNote_ = new QLabel(this);
    orderNote_->setObjectName("hintOrderNote");
    orderNote_->setWordWrap(true);
    orderNote_->hide();
    layout->addWidget(orderNote_);
    auto* note = new QLabel(tr("The Expert sees only what you see: your own cards, the open table and the cards "
                               "you have seen move."), this);
    note->setWordWrap(true);
    note->setEnabled(false);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(this);
    cancel_ = buttons->addButton(tr("Stop thinking"), QDialogButtonBox::RejectRole);
    QPushButton* close = buttons->addButton(tr("Close"), QDialogButtonBox::AcceptRole);
    layout->addWidget(buttons);
    connect(cancel_, &QPushButton::clicked, search_, &HintSearch::cancel);
    connect(close, &QPushButton::clicked, this, [this] {
        search_->cancel();
        hide();
    });
    connect(search_, &HintSearch::progressed, this, [this](double f) {
        progress_->setValue(static_cast<int>(f * kProgressSteps));
    });
    connect(search_, &HintSearch::finished, this, &HintPanel::showChoices);
    connect(search_, &HintSearch::cancelled, this, [this] {
        status_->setText(tr("The Expert stopped thinking."));
        progress_->hide();
        cancel_->setEnabled(false);
    });
    setMinimumWidth(460);
}

bool HintPanel::ask(const GameState& position, const CardTracker& tracker, const Prompt& prompt, const TableModel& model,
                    std::size_t answers, std::optional<ActionSoFar> action) {
    model_ = model;
    askedAt_ = answers;
    clearRows();
    if (!search_->start(position, tracker, prompt, settings_, std::move(action))) return false;
    started();
    return true;
}

void HintPanel::started() {
    status_->setText(tr("The Expert is thinking about your choice…"));
    progress_->setValue(0);
    progress_->show();
    cancel_->setEnabled(true);
}

void HintPanel::gameMoved(std::size_t answers) {
    if (answers == askedAt_) return;
    search_->cancel();
    clearRows();
    hide();
}

void HintPanel::clearRows() {
    lines_.clear();
    orderNote_->clear();
    orderNote_->hide();
    while (QLayoutItem* item = rows_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

namespace {
// Whole percents, unless two different estimates would read the same (early in a game they all lie near 50%).
int chanceDecimals(const std::vector<HintChoice>& choices) {
    for (std::size_t i = 0; i < choices.size(); ++i)
        for (std::size_t j = i + 1; j < choices.size(); ++j)
            if (choices[i].winChance >= 0 && choices[j].winChance >= 0 && choices[i].winChance != choices[j].winChance &&
                qRound(choices[i].winChance * 100) == qRound(choices[j].winChance * 100))
                return 1;
    return 0;
}
}  // namespace

QString HintPanel::orderNote(const std::vector<HintChoice>& choices) {
    // Compared as they read: 45% and 45% are not out of order.
    const double unit = chanceDecimals(choices) ? 1000 : 100;
    double best = -1;
    for (const HintChoice& c : choices) {
        if (c.winChance < 0) continue;
        const double shown = std::round(c.winChance * unit);
        if (best >= 0 && shown > best)
            return tr("The Expert puts first the choice it tried most. One it tried less often can show a higher "
                      "chance, from fewer games played out.");
        best = std::max(best, shown);
    }
    return {};
}

QString HintPanel::orderNoteText() const { return orderNote_->isHidden() ? QString() : orderNote_->text(); }

void HintPanel::showChoices() {
    clearRows();
    progress_->hide();
    cancel_->setEnabled(false);
    const auto& choices = search_->choices();
    status_->setText(choices.empty() ? tr("The Expert has no advice here.")
                                     : tr("The Expert would choose, best first:"));
    const int decimals = chanceDecimals(choices);
    int rank = 0;
    for (const HintChoice& c : choices) {
        const Prompt& asked = search_->prompt();
        const QString what = choiceText(asked, c, model_);
        const QString chance = c.winChance < 0 ? tr("win chance not estimated")
                                               : tr("%1% chance to win").arg(QLocale().toString(c.winChance * 100, 'f', decimals));
        // Inside an action the choice says what it does, played out; otherwise what it gains.
        const QString does = outcomeText(c, model_);
        QString why = !does.isEmpty() ? does
                            : c.reason == HintReason::Position && asked.kind != PromptKind::Action
                                ? tr("what it does: %1 %2").arg(purposeVerb(asked.purpose), what)
                                : reasonText(c.reason, c.amount);
        QString whyHtml = !does.isEmpty() ? does : why.toHtmlEscaped();
        if (const QString order = orderText(c, model_); !order.isEmpty()) {
            why += QLatin1Char(' ') + order;
            whyHtml += QStringLiteral(" <i>%1</i>").arg(order.toHtmlEscaped());
        }
        lines_ << QString("%1 — %2 — %3").arg(what, chance, QTextDocumentFragment::fromHtml(why).toPlainText());
        // One rich-text label per choice: it measures its own lines, so nothing of them (descenders, a second
        // line of a long answer) is cut off.
        auto* row = new QLabel(QString("<b>%1. %2</b><div style=\"margin-left:18px\">%3 · %4</div>")
                                   .arg(++rank)
                                   .arg(what.toHtmlEscaped(), chance.toHtmlEscaped(), whyHtml),
                               this);
        row->setObjectName("hintChoice");
        row->setTextFormat(Qt::RichText);
        row->setWordWrap(true);
        row->setContentsMargins(0, 0, 0, 4);
        rows_->addWidget(row);
        // Shown now, not when the layout gets round to it: a hidden row is left out of the panel's size below.
        row->show();
    }
    if (const QString note = orderNote(choices); !note.isEmpty()) {
        orderNote_->setText(note);
        orderNote_->show();
    }
    // Each line as tall as its wrapped text needs at the panel's width: the dialog's layout sizes it by plain
    // size hints, which ignore wrapping, and squeezed the lines (their descenders were cut). A new label is measured
    // in the client's style sheet font only once polished; before, it measured itself in the smaller default font.
    const int w = qMax(width(), sizeHint().width());
    const QMargins margins = layout()->contentsMargins();
    QList<QLabel*> wrapped = findChildren<QLabel*>("hintChoice");
    if (!orderNote_->isHidden()) wrapped << orderNote_;
    for (QLabel* row : wrapped) {
        row->ensurePolished();
        row->setMinimumHeight(row->heightForWidth(w - margins.left() - margins.right()));
    }
    layout()->activate();
    resize(w, qMax(height(), sizeHint().height()));
}

QString HintPanel::reasonText(HintReason reason, int amount) {
    switch (reason) {
    case HintReason::WinsGame: return tr("it wins the game");
    case HintReason::Achievement: return tr("it claims %n achievement(s)", nullptr, amount);
    case HintReason::Score: return tr("it scores %n point(s)", nullptr, amount);
    case HintReason::OpponentsLose: return tr("your opponents lose %n card(s)", nullptr, amount);
    case HintReason::DemandAvoided: return tr("%n fewer demand(s) can reach you", nullptr, amount);
    case HintReason::Icons: return tr("%n more icon(s) on your board", nullptr, amount);
    case HintReason::Splay: return tr("it splays a pile further");
    case HintReason::Cards: return tr("%n more card(s) in your hand", nullptr, amount);
    case HintReason::Position: return tr("the best position overall");
    }
    return {};
}

QString HintPanel::outcomeText(const HintChoice& c, const TableModel& model) {
    if (!c.outcomeKnown) return {};
    return client::outcomeText(c.outcome, c.outcomeNext, model.viewer, model);
}

QString HintPanel::orderText(const HintChoice& c, const TableModel& model) {
    if (!c.orderChanges) return {};
    const ListId list = *c.orderChanges;
    if (lists::isSupply(list)) return tr("(The order decides which card lies deeper in the %1 pile.)").arg(lists::supplyAge(list));
    const Location at = locationOf(list);
    return tr("(The order changes the order of the cards in %1.)")
        .arg(QTextDocumentFragment::fromHtml(html::place(model, at.zone, at.player)).toPlainText());
}

QString HintPanel::choiceText(const Prompt& p, const HintChoice& c, const TableModel& model) {
    Answer sorted = c.answer;
    std::sort(sorted.begin(), sorted.end());
    bool reordered = false;
    QStringList others;
    for (Answer a : c.alike) {
        std::sort(a.begin(), a.end());
        if (a == sorted) reordered = true;
        else others << answerText(p, a, model);
    }
    QString what = answerText(p, c.answer, model);
    if (reordered) what = tr("%1 (in any order)").arg(what);
    if (others.isEmpty()) return what;
    return tr("%1, or %2: the same result").arg(what, others.join(tr(" or ")));
}

QString HintPanel::answerText(const Prompt& p, const Answer& a, const TableModel& model) {
    if (a.empty()) return tr("Choose nothing");
    const PromptState state = promptState(p, 0, p.player, model);
    QStringList parts;
    for (std::uint8_t i : a)
        if (i < state.options.size()) parts << optionLabel(state.options[i], state, model);
    return parts.join(QStringLiteral(", "));
}

}  // namespace inno::client
