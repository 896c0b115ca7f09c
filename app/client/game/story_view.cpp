// The story dialog and its charts.
#include "game/story_view.h"
#include "style/palette.h"

#include "text/words.h"
#include "text/result_text.h"
#include "sets/set_words.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QCursor>
#include <QPainter>
#include <QToolTip>
#include <QPushButton>
#include <QVBoxLayout>

namespace inno::client {

// ================================================================ chart

namespace {
// A round step for integer ticks giving at most `ticks` intervals up to `max`.
int tickStep(int max, int ticks = 8) {
    for (int step : {1, 2, 5, 10, 20, 25, 50, 100})
        if (max / step <= ticks) return step;
    return 200;
}
}  // namespace

StoryChart::StoryChart(const QString& title, QWidget* parent) : QChartView(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setRenderHint(QPainter::Antialiasing);
    auto* chart = new QChart;
    chart->setTitle(title);
    QFont titleFont = font();
    titleFont.setBold(true);
    chart->setTitleFont(titleFont);
    chart->setBackgroundBrush(palette::kPaper);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignTop);
    turnAxis_ = new QValueAxis(chart);
    turnAxis_->setLabelFormat("%d");
    turnAxis_->setTitleText(tr("Turn"));
    valueAxis_ = new QValueAxis(chart);
    valueAxis_->setLabelFormat("%d");
    for (QValueAxis* axis : {turnAxis_, valueAxis_}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
        axis->setGridLineColor(palette::kChartGrid);
        axis->setLabelsColor(palette::kFaintInk);
    }
    chart->addAxis(turnAxis_, Qt::AlignBottom);
    chart->addAxis(valueAxis_, Qt::AlignLeft);
    setChart(chart);
}

QColor StoryChart::playerColor(int p) { return palette::seatColor(p); }

void StoryChart::setSeries(const QList<int>& turns, const QList<QList<int>>& values, const QStringList& names) {
    chart()->removeAllSeries();
    lines_.clear();
    int maxV = 1;
    for (const auto& s : values)
        for (int v : s) maxV = std::max(maxV, v);
    const int firstTurn = turns.isEmpty() ? 0 : turns.front();
    const int lastTurn = turns.isEmpty() ? 1 : std::max(turns.back(), firstTurn + 1);
    for (int q = 0; q < values.size(); ++q) {
        auto* line = new QLineSeries(chart());
        line->setName(names.value(q));
        line->setPen(QPen(playerColor(q), 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        line->setPointsVisible(turns.size() <= 40);
        for (int i = 0; i < values[q].size() && i < turns.size(); ++i) line->append(turns[i], values[q][i]);
        chart()->addSeries(line);
        line->attachAxis(turnAxis_);
        line->attachAxis(valueAxis_);
        // The value under the pointer: who, which turn, how much.
        connect(line, &QLineSeries::hovered, this, [this, line](const QPointF& at, bool entered) {
            if (!entered) return QToolTip::hideText();
            QToolTip::showText(QCursor::pos(), tr("%1, turn %2: %3").arg(line->name()).arg(qRound(at.x())).arg(qRound(at.y())), this);
        });
        lines_ << line;
    }
    maxValue_ = maxV;
    fitValueTicks();
    turnAxis_->setRange(firstTurn, lastTurn);
    turnAxis_->setTickAnchor(firstTurn);
    turnAxis_->setTickInterval(tickStep(lastTurn - firstTurn));
}

// As many value ticks as the chart's height holds with a line of text between them: a short chart with ten ticks
// had every label elided to "...".
void StoryChart::fitValueTicks() {
    const qreal plotH = std::max(20, height() - 110);  // less the title, the legend and the turn axis
    const int ticks = std::clamp(static_cast<int>(plotH / (fontMetrics().height() * 1.5)), 2, 8);
    const int step = tickStep(maxValue_, ticks);
    valueAxis_->setRange(0, (maxValue_ + step - 1) / step * step);
    valueAxis_->setTickInterval(step);
}

void StoryChart::resizeEvent(QResizeEvent* e) {
    QChartView::resizeEvent(e);
    fitValueTicks();
}

int StoryChart::lastValue(int player) const {
    if (player < 0 || player >= lines_.size() || lines_[player]->count() == 0) return -1;
    return qRound(lines_[player]->at(lines_[player]->count() - 1).y());
}

int StoryChart::axisMax() const { return qRound(valueAxis_->max()); }
int StoryChart::valueIntervals() const { return qRound(valueAxis_->max() / valueAxis_->tickInterval()); }

// ================================================================ words

QStringList storyAchievementLines(const TableModel& m) {
    QStringList out;
    for (const PlayerModel& pl : m.players) {
        QStringList names;
        for (const QString& a : pl.achievements)
            names << (a.toInt() > 0 ? StoryDialog::tr("age %1").arg(a) : Texts::special(a));
        for (const int c : pl.countedAchievements) names << cardTitle(c);
        // The marks a set's cards show that count as achievements at the end are listed too (SetWords::countedMarks).
        const int marks = pl.achievementTotal - static_cast<int>(pl.achievements.size() + pl.countedAchievements.size());
        if (marks > 0)
            if (const QString counted = firstWords([&](const SetWords& w) { return w.countedMarks(marks); }); !counted.isEmpty())
                names << counted;
        out << StoryDialog::tr("%1: %2").arg(pl.name, names.isEmpty() ? StoryDialog::tr("no achievement") : names.join(", "));
    }
    return out;
}

QStringList storyMomentLines(const GameStory& story, const TableModel& m) {
    QStringList out;
    auto name = [&](int p) { return p >= 0 && p < m.playerCount() ? m.players[p].name : QString(); };
    if (story.swingPlayer >= 0 && story.swingPoints != 0)
        out << StoryDialog::tr("Biggest swing: turn %1, %2's score %3 by %4 points.")
                   .arg(story.swingTurn)
                   .arg(name(story.swingPlayer))
                   .arg(story.swingPoints > 0 ? StoryDialog::tr("rose") : StoryDialog::tr("fell"))
                   .arg(std::abs(story.swingPoints));
    for (int p = 0; p < m.playerCount(); ++p)
        out << StoryDialog::tr("%1 had to obey %n demand(s).", nullptr, story.demandsSuffered[p]).arg(name(p));
    return out;
}

// ================================================================ dialog

StoryDialog::StoryDialog(const GameStory& story, const GameResult& result, const TableModel& m, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("The story of the game"));
    setObjectName("storyDialog");
    headline_ = resultHeadline(result);
    why_ = resultReason(result);
    achievementLines_ = storyAchievementLines(m);
    momentLines_ = storyMomentLines(story, m);
    auto* v = new QVBoxLayout(this);
    auto* head = new QLabel(headline_, this);
    head->setObjectName("resultHeadline");
    auto* why = new QLabel(why_, this);
    why->setWordWrap(true);
    auto html = [](const QStringList& lines) {
        QStringList out;
        for (const QString& l : lines) out << l.toHtmlEscaped();
        return out.join("<br>");
    };
    auto* ach = new QLabel("<b>" + tr("Achievements") + "</b><br>" + html(achievementLines_), this);
    ach->setWordWrap(true);
    auto* moments = new QLabel("<b>" + tr("Key moments") + "</b><br>" + html(momentLines_), this);
    moments->setWordWrap(true);
    auto* words = new QHBoxLayout;
    words->addWidget(ach, 1);
    words->addWidget(moments, 1);
    v->addWidget(head);
    v->addWidget(why);
    v->addLayout(words);
    // The charts.
    QList<int> turns;
    for (const StoryPoint& pt : story.points) turns << pt.turn;
    QStringList names;
    for (const PlayerModel& pl : m.players) names << pl.name;
    auto series = [&](auto get) {
        QList<QList<int>> out;
        for (int p = 0; p < m.playerCount(); ++p) {
            QList<int> s;
            for (const StoryPoint& pt : story.points) s << get(pt, p);
            out << s;
        }
        return out;
    };
    auto* charts = new QGridLayout;
    auto* score = new StoryChart(tr("Score"), this);
    score->setObjectName("scoreChart");
    score->setSeries(turns, series([](const StoryPoint& pt, int p) { return pt.score[p]; }), names);
    auto* achievements = new StoryChart(tr("Achievements"), this);
    achievements->setObjectName("achievementsChart");
    achievements->setSeries(turns, series([](const StoryPoint& pt, int p) { return pt.achievements[p]; }), names);
    auto* icons = new StoryChart(tr("Icons on the board"), this);
    icons->setObjectName("iconsChart");
    icons->setSeries(turns, series([](const StoryPoint& pt, int p) { return pt.icons[p]; }), names);
    charts->addWidget(score, 0, 0);
    charts->addWidget(achievements, 0, 1);
    charts->addWidget(icons, 1, 0, 1, 2);
    v->addLayout(charts, 1);
    auto* turnsLabel = new QLabel(tr("Turns run left to right."), this);
    turnsLabel->setObjectName("hint");
    v->addWidget(turnsLabel);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* again = rematch_ = buttons->addButton(tr("Rematch"), QDialogButtonBox::AcceptRole);
    again->setObjectName("rematchButton");
    QPushButton* saveButton = save_ = buttons->addButton(tr("Save the game…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName("saveStoryButton");
    buttons->addButton(QDialogButtonBox::Close);
    connect(again, &QPushButton::clicked, this, [this] {
        emit rematch();
        accept();
    });
    connect(saveButton, &QPushButton::clicked, this, &StoryDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);
    resize(900, 620);  // within a 1280x720 screen with its title bar
}

void StoryDialog::setRematchAvailable(bool on) {
    rematch_->setVisible(on);
    save_->setVisible(on);
}

QString StoryDialog::headline() const { return headline_; }
QString StoryDialog::why() const { return why_; }

}  // namespace inno::client
