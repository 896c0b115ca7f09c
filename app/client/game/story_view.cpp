// The story dialog and its charts.
#include "game/story_view.h"
#include "style/palette.h"

#include "text/words.h"
#include "text/result_text.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace inno::client {

// ================================================================ chart

StoryChart::StoryChart(const QString& title, QWidget* parent) : QWidget(parent), title_(title) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

QColor StoryChart::playerColor(int p) {
    return palette::seatColor(p);
}

void StoryChart::setSeries(const QList<int>& turns, const QList<QList<int>>& values, const QStringList& names) {
    turns_ = turns;
    values_ = values;
    names_ = names;
    update();
}

void StoryChart::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), palette::kPaper);
    QFont f = font();
    f.setPixelSize(13);
    f.setBold(true);
    p.setFont(f);
    p.setPen(palette::kInk);
    const QFontMetrics fm(f);
    p.drawText(QRect(8, 4, width() - 16, fm.height()), Qt::AlignLeft | Qt::AlignVCenter, title_);
    f.setBold(false);
    f.setPixelSize(11);
    p.setFont(f);
    const QFontMetrics sm(f);
    int top = 8 + fm.height();
    // The legend: one line per player, wrapped on the right of the title.
    int lx = 8 + fm.horizontalAdvance(title_) + 16;
    for (int q = 0; q < names_.size(); ++q) {
        const int w = 18 + sm.horizontalAdvance(names_[q]) + 12;
        if (lx + w > width() - 8) lx = 8, top += sm.height() + 2;
        p.setPen(QPen(playerColor(q), 3));
        const int y = (lx == 8 ? top : 4) + sm.height() / 2;
        p.drawLine(lx, y, lx + 14, y);
        p.setPen(palette::kInk);
        p.drawText(QPoint(lx + 18, y + sm.ascent() / 2 - 1), names_[q]);
        lx += w;
    }
    int maxV = 1;
    for (const auto& s : values_)
        for (int v : s) maxV = std::max(maxV, v);
    const int left = 8 + sm.horizontalAdvance(QString::number(maxV)) + 6;
    const QRectF plot(left, top + 6, width() - left - 12, height() - top - 6 - sm.height() - 8);
    if (plot.width() < 20 || plot.height() < 20 || turns_.isEmpty()) return;
    const int firstTurn = turns_.front(), lastTurn = std::max(turns_.back(), firstTurn + 1);
    auto X = [&](int turn) { return plot.left() + plot.width() * (turn - firstTurn) / (lastTurn - firstTurn); };
    auto Y = [&](int v) { return plot.bottom() - plot.height() * v / maxV; };
    // Grid: four value lines and about six turn marks.
    p.setPen(QPen(palette::kChartGrid, 1));
    for (int i = 0; i <= 4; ++i) {
        const int v = maxV * i / 4;
        p.drawLine(QPointF(plot.left(), Y(v)), QPointF(plot.right(), Y(v)));
        p.setPen(palette::kFaintInk);
        p.drawText(QRectF(0, Y(v) - sm.height() / 2.0, left - 4, sm.height()), Qt::AlignRight | Qt::AlignVCenter, QString::number(v));
        p.setPen(QPen(palette::kChartGrid, 1));
    }
    const int step = std::max(1, (lastTurn - firstTurn) / 6);
    p.setPen(palette::kFaintInk);
    for (int t = firstTurn; t <= lastTurn; t += step)
        p.drawText(QRectF(X(t) - 20, plot.bottom() + 2, 40, sm.height()), Qt::AlignCenter, QString::number(t));
    for (int q = 0; q < values_.size(); ++q) {
        QPolygonF line;
        for (int i = 0; i < values_[q].size() && i < turns_.size(); ++i) line << QPointF(X(turns_[i]), Y(values_[q][i]));
        p.setPen(QPen(playerColor(q), 2.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(line);
    }
}

// ================================================================ words

QStringList storyAchievementLines(const TableModel& m) {
    QStringList out;
    for (const PlayerModel& pl : m.players) {
        QStringList names;
        for (const QString& a : pl.achievements)
            names << (a.toInt() > 0 ? StoryDialog::tr("age %1").arg(a) : Texts::special(a));
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
    score->setSeries(turns, series([](const StoryPoint& pt, int p) { return pt.score[p]; }), names);
    auto* achievements = new StoryChart(tr("Achievements"), this);
    achievements->setSeries(turns, series([](const StoryPoint& pt, int p) { return pt.achievements[p]; }), names);
    auto* icons = new StoryChart(tr("Icons on the board"), this);
    icons->setSeries(turns, series([](const StoryPoint& pt, int p) { return pt.icons[p]; }), names);
    charts->addWidget(score, 0, 0);
    charts->addWidget(achievements, 0, 1);
    charts->addWidget(icons, 1, 0, 1, 2);
    v->addLayout(charts, 1);
    auto* turnsLabel = new QLabel(tr("Turns run left to right."), this);
    turnsLabel->setObjectName("hint");
    v->addWidget(turnsLabel);
    auto* buttons = new QDialogButtonBox(this);
    QPushButton* again = buttons->addButton(tr("Rematch"), QDialogButtonBox::AcceptRole);
    again->setObjectName("rematchButton");
    QPushButton* saveButton = buttons->addButton(tr("Save the game…"), QDialogButtonBox::ActionRole);
    saveButton->setObjectName("saveStoryButton");
    buttons->addButton(QDialogButtonBox::Close);
    connect(again, &QPushButton::clicked, this, [this] {
        emit rematch();
        accept();
    });
    connect(saveButton, &QPushButton::clicked, this, &StoryDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    v->addWidget(buttons);
    resize(900, 640);
}

QString StoryDialog::headline() const { return headline_; }
QString StoryDialog::why() const { return why_; }

}  // namespace inno::client
