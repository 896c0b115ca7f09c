// The game review window: the runner does the work, this file lays it out and words it.
#include "review/review_window.h"

#include "game/hint_panel.h"
#include "review/review_chart.h"
#include "review/review_runner.h"

#include "json/json_io.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFont>
#include <QGuiApplication>
#include <QScreen>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

#include <algorithm>

namespace inno::client {

namespace {
constexpr int kProgressSteps = 1000;

ReviewSettings& sharedSettings() {
    static ReviewSettings settings;
    return settings;
}

// The first seat a person played in a table's save (its "seats" list), or 0.
int firstPersonSeat(const std::string& saveText) {
    std::string error;
    const auto v = json::parse(saveText, error);
    if (!v || !v->is_object()) return 0;
    const boost::json::value* seats = v->as_object().if_contains("seats");
    if (!seats || !seats->is_array()) return 0;
    const boost::json::array& list = seats->as_array();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].is_object())
            if (const boost::json::value* human = list[i].as_object().if_contains("human"); human && human->is_bool() && human->as_bool())
                return static_cast<int>(i);
    return 0;
}
}  // namespace

void ReviewWindow::setDefaultSettings(const ReviewSettings& settings) { sharedSettings() = settings; }
ReviewSettings ReviewWindow::defaultSettings() { return sharedSettings(); }

ReviewWindow::ReviewWindow(QWidget* parent) : QWidget(parent, Qt::Window), settings_(sharedSettings()) {
    setObjectName("reviewWindow");
    setWindowTitle(tr("Game review — Innovation"));
    runner_ = new ReviewRunner(this);

    heading_ = new QLabel(this);
    heading_->setObjectName("reviewHeading");
    heading_->setWordWrap(true);
    QFont big = heading_->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    big.setBold(true);
    heading_->setFont(big);
    seats_ = new QComboBox(this);
    seats_->setObjectName("reviewSeat");
    seats_->setToolTip(tr("Whose game to review: the Expert uses only what that player could see"));
    connect(seats_, &QComboBox::activated, this, [this](int i) { reviewSeat(seats_->itemData(i).toInt()); });
    auto* top = new QHBoxLayout;
    top->addWidget(heading_, 1);
    top->addWidget(new QLabel(tr("Review for:"), this));
    top->addWidget(seats_);

    progress_ = new QProgressBar(this);
    progress_->setObjectName("reviewProgress");
    progress_->setRange(0, kProgressSteps);
    status_ = new QLabel(this);
    status_->setObjectName("reviewStatus");
    cancel_ = new QPushButton(this);
    cancel_->setObjectName("reviewCancel");
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (runner_->running())
            cancel();
        else
            reviewSeat(seat_);
    });
    auto* work = new QHBoxLayout;
    work->addWidget(progress_, 1);
    work->addWidget(status_, 2);
    work->addWidget(cancel_);

    chart_ = new ReviewChart(this);
    connect(chart_, &ReviewChart::positionClicked, this, &ReviewWindow::positionRequested);

    worstTitle_ = new QLabel(this);
    QFont bold = worstTitle_->font();
    bold.setBold(true);
    worstTitle_->setFont(bold);
    worst_ = new QListWidget(this);
    worst_->setObjectName("reviewWorst");
    worst_->setWordWrap(true);
    worst_->setAlternatingRowColors(true);
    worst_->setFixedHeight(fontMetrics().lineSpacing() * 7 + 24);  // three decisions of two lines each
    connect(worst_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const QVariant at = item->data(Qt::UserRole);
        if (at.isValid()) emit positionRequested(at.toULongLong());
    });
    note_ = new QLabel(this);
    note_->setWordWrap(true);
    note_->setEnabled(false);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(note_, 1);
    bottom->addWidget(buttons);

    auto* v = new QVBoxLayout(this);
    v->addLayout(top);
    v->addLayout(work);
    v->addWidget(chart_, 1);
    v->addWidget(worstTitle_);
    v->addWidget(worst_);
    v->addLayout(bottom);

    for (const QKeySequence& k : {QKeySequence(Qt::Key_Escape), QKeySequence(QKeySequence::Close)}) {
        auto* s = new QShortcut(k, this);
        s->setContext(Qt::WindowShortcut);
        connect(s, &QShortcut::activated, this, &QWidget::close);
    }

    connect(runner_, &ReviewRunner::progressed, this, [this](double f) { progress_->setValue(qRound(f * kProgressSteps)); });
    connect(runner_, &ReviewRunner::graphReady, this, &ReviewWindow::showGraph);
    connect(runner_, &ReviewRunner::finished, this, [this] {
        setRunning(false);
        progress_->setValue(kProgressSteps);
        showGraph();
        showDecisions();
        status_->setText(tr("Done: the Expert went through %n decision(s).", nullptr,
                            static_cast<int>(runner_->review()->decisions.size())));
    });
    connect(runner_, &ReviewRunner::cancelled, this, [this] {
        setRunning(false);
        const std::size_t reviewed = runner_->decisionsReviewed();
        if (reviewed == 0) {
            status_->setText(tr("The review was stopped."));
            return;
        }
        showGraph();
        showDecisions();
        status_->setText(tr("Stopped after %1 of %2 decisions: only those are judged.")
                             .arg(reviewed)
                             .arg(runner_->review()->decisions.size()));
    });
    connect(runner_, &ReviewRunner::failed, this, [this] {
        setRunning(false);
        status_->setText(tr("The review failed: %1").arg(runner_->error()));
    });
    setRunning(false);
    // 1000x660 fits a 1280x720 screen with its title bar; larger screens get a larger graph.
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize area = screen ? screen->availableGeometry().size() : QSize(1280, 720);
    resize(std::min(area.width() - 40, std::max(1000, area.width() * 3 / 5)),
           std::min(area.height() - 60, std::max(660, area.height() * 3 / 5)));
}

ReviewWindow::~ReviewWindow() = default;

QString ReviewWindow::open(const QString& saveText, int seat, const QString& title) {
    const std::string text = saveText.toStdString();
    json::Loaded loaded = json::loadGame(text);
    if (!loaded.game) return QString::fromStdString(loaded.error);
    std::string error;
    auto replay = GameReplay::build(*loaded.game, &error);
    if (!replay) return QString::fromStdString(error);
    runner_->stop();
    saveText_ = saveText;
    game_ = std::make_shared<const Game>(std::move(*loaded.game));
    replay_ = std::make_unique<GameReplay>(std::move(*replay));
    if (!title.isEmpty()) setWindowTitle(tr("Game review: %1 — Innovation").arg(title));
    {
        const QSignalBlocker block(seats_);
        seats_->clear();
        for (int p = 0; p < static_cast<int>(game_->names().size()); ++p) seats_->addItem(names()[p], p);
    }
    reviewSeat(seat >= 0 && seat < seats_->count() ? seat : firstPersonSeat(text));
    return {};
}

void ReviewWindow::reviewSeat(int seat) {
    if (!game_ || seat < 0 || seat >= static_cast<int>(game_->names().size())) return;
    runner_->stop();
    seat_ = seat;
    seats_->setCurrentIndex(seats_->findData(seat));
    const QString name = names()[seat];
    heading_->setText(tr("How the game went for %1").arg(name));
    worstTitle_->setText(tr("Where %1's chance fell most").arg(name));
    note_->setText(tr("The Expert judges every moment from what %1 could see then: the open table, %1's own cards and "
                      "the cards %1 had seen move. The graph is its reading of the table; each decision below is "
                      "searched ahead, so its chances can differ from the graph's. Click the graph or a decision to "
                      "see that moment in the replay.")
                       .arg(name));
    chart_->clearReview();
    worst_->clear();
    progress_->setValue(0);
    status_->setText(tr("Replaying the game…"));
    settings_.seed = reviewSeed(*game_);
    runner_->start(game_, seat, settings_);
    setRunning(true);
}

void ReviewWindow::cancel() {
    if (!runner_->running()) return;
    runner_->cancel();
    status_->setText(tr("Stopping…"));
    cancel_->setEnabled(false);
}

QString ReviewWindow::status() const { return status_->text(); }

void ReviewWindow::setRunning(bool on) {
    cancel_->setEnabled(game_ != nullptr);
    cancel_->setText(on ? tr("Cancel") : tr("Review again"));
    cancel_->setToolTip(on ? tr("Stop the review") : tr("Review this game again"));
}

void ReviewWindow::showGraph() {
    if (!runner_->review()) return;
    chart_->showReview(*runner_->review(), names());
    if (runner_->running()) status_->setText(tr("The Expert is going through %1's decisions…").arg(names()[seat_]));
}

void ReviewWindow::showDecisions() {
    worst_->clear();
    const GameReview& r = *runner_->review();
    for (std::size_t i : r.worst) {
        const ReviewDecision& d = r.decisions[i];
        auto* item = new QListWidgetItem(decisionText(d), worst_);
        item->setData(Qt::UserRole, static_cast<qulonglong>(d.position + 1));
        item->setToolTip(tr("Click to see this moment in the replay"));
    }
    if (r.worst.empty())
        new QListWidgetItem(tr("None of %1's decisions cost a chance the Expert could measure.").arg(names()[r.seat]), worst_);
}

QString ReviewWindow::decisionText(const ReviewDecision& d) const {
    const TableModel m = modelAt(d.position);
    const QString when = d.turn == 0 ? tr("Opening") : tr("Turn %1").arg(d.turn);
    return tr("%1 — %2 chose: %3 (%4 chance to win afterwards)")
               .arg(when, names()[seat_], HintPanel::answerText(d.prompt, d.played, m),
                    ReviewChart::percentText(d.playedChance)) +
           '\n' +
           expertText(d, HintPanel::answerText(d.prompt, d.expert, m));
}

QString ReviewWindow::expertText(const ReviewDecision& d, const QString& answer) {
    // The gain of the two chances as shown (62% after 50%: 12 points), not the rounded gain of the exact ones (11).
    const int shownGain = qRound(d.expertChance * 100) - qRound(d.playedChance * 100);
    if (shownGain < 1)
        return tr("The Expert would have chosen: %1 (%2 too, under one percentage point more)").arg(answer, ReviewChart::percentText(d.expertChance));
    return tr("The Expert would have chosen: %1 (%2, %n percentage point(s) more)", nullptr, shownGain)
        .arg(answer, ReviewChart::percentText(d.expertChance));
}

TableModel ReviewWindow::modelAt(std::size_t position) const {
    TableModel m;
    m.viewer = seat_;
    m.replay = true;
    for (const QString& n : names()) {
        PlayerModel p;
        p.name = n;
        m.players.push_back(p);
    }
    applyView(m, makeView(replay_->gameAt(position), seat_));
    return m;
}

QStringList ReviewWindow::names() const {
    QStringList out;
    if (game_)
        for (const std::string& n : game_->names()) out << QString::fromStdString(n);
    return out;
}

void ReviewWindow::closeEvent(QCloseEvent* e) {
    runner_->stop();
    QWidget::closeEvent(e);
}

}  // namespace inno::client
