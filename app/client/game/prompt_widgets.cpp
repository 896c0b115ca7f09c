#include "game/prompt_widgets.h"
#include "sets/set_words.h"
#include "style/palette.h"

#include "widgets/live_label.h"

#include "sets/set_table.h"
#include "model/pick_rule.h"

#include "paint/card_painter.h"
#include "text/card_texts.h"
#include "text/prompt_text.h"
#include "widgets/flow_layout.h"
#include "widgets/icon_text_browser.h"
#include "widgets/scrolling_rows.h"

#include "core/card.h"
#include "core/queries.h"

#include <QAbstractButton>
#include <QApplication>
#include <QScrollBar>
#include <QCursor>
#include <QEvent>
#include <QGraphicsDropShadowEffect>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QListWidget>
#include <QMenu>
#include <QPainter>
#include <QRegularExpression>
#include <QStyle>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <climits>

namespace inno::client {

namespace {
QIcon colorIcon(Color c) {
    QPixmap pm(QSize(18, 18) * 2);
    pm.setDevicePixelRatio(2);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    CardPainter::paintColorMarker(&p, QRectF(1, 1, 16, 16), c, CardPainter::base(c), CardPainter::dark(c));
    return QIcon(pm);
}
int optionCard(const PromptOption& o) {
    return o.type == PromptOption::Meld || o.type == PromptOption::Dogma || o.type == PromptOption::SetAction ||
                   o.type == PromptOption::Card
               ? o.card()
               : -1;
}
// An action prompt with more choices than this puts its melds in one menu (the hand's cards are on the table to
// click or drag too), so that the bar stays a few rows tall and the table keeps its room.
constexpr int kOptionsBeforeMeldMenu = 16;

int sortRank(const PromptOption& o) {
    switch (o.type) {
    case PromptOption::Draw: return 0;
    case PromptOption::Achieve: return 1;
    case PromptOption::Dogma: return 2;
    case PromptOption::SetAction: return 3;
    case PromptOption::Meld: return 4;
    default: return 5;
    }
}
}  // namespace

namespace {
// A question of a set's rules that the set has answered in the bar (SetWords::answeredInBar).
bool setAsksInBar(const PromptState& p) {
    const auto sets = clientSets();
    return std::any_of(sets.begin(), sets.end(), [&](const ClientSet& s) { return s.words && s.words->answeredInBar(p); });
}
}  // namespace

bool answeredInPanel(const PromptState& p) {
    // The start-of-turn choice for a displayed card is answered in the bar, as an action is: its Dogma has the
    // action's preview and confirmation, and the card glows on the table. So are the questions a set asks there.
    return p.kind != PromptKind::Action && p.kind != PromptKind::Cards && p.kind != PromptKind::Display && !setAsksInBar(p);
}

// ================================================================ ChoiceBox

ChoiceBox::ChoiceBox(QWidget* parent) : QWidget(parent) {
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(6);
    // The options scroll past a few rows, so that a long question never takes the table's room from your hand.
    rows_ = new ScrollingRows(PromptBar::kRowSpacing, PromptBar::kRowsShown, this);
    rows_->setObjectName("optionRows");
    flow_ = rows_->flow();
    v->addWidget(rows_);
    order_ = new QListWidget(this);
    order_->setDragDropMode(QAbstractItemView::InternalMove);
    order_->setMaximumHeight(160);
    order_->hide();
    v->addWidget(order_);
    footer_ = new QWidget(this);
    auto* h = new QHBoxLayout(footer_);
    h->setContentsMargins(0, 0, 0, 0);
    count_ = new QLabel(footer_);
    count_->setObjectName("pickCount");
    pass_ = new QPushButton(tr("Pass"), footer_);
    pass_->setObjectName("passButton");
    pass_->setToolTip(tr("Choose nothing (Esc)"));
    done_ = new QPushButton(tr("Done"), footer_);
    done_->setObjectName("doneButton");
    done_->setToolTip(tr("Confirm your choice (Enter)"));
    h->addWidget(count_, 1);
    h->addWidget(pass_);
    h->addWidget(done_);
    v->addWidget(footer_);
    connect(pass_, &QPushButton::clicked, this, &ChoiceBox::pass);
    connect(done_, &QPushButton::clicked, this, &ChoiceBox::confirm);
}

void ChoiceBox::setPrompt(const std::optional<PromptState>& p, const TableModel& m, bool enabled) {
    const bool same = p && prompt_ && p->id == prompt_->id && p->seat == prompt_->seat;
    prompt_ = p;
    model_ = m;
    enabled_ = enabled;
    if (!same) {
        picks_.clear();
        rebuild();
    }
    updateButtons();
}

bool ChoiceBox::multi() const {
    return prompt_ && (prompt_->max > 1 || (prompt_->kind == PromptKind::Cards && prompt_->min != prompt_->max && prompt_->max > 1));
}

bool ChoiceBox::canPass() const { return prompt_ && prompt_->min == 0 && prompt_->kind != PromptKind::Order; }

int ChoiceBox::optionCount() const { return static_cast<int>(buttons_.size()); }

void ChoiceBox::rebuild() {
    // A button taken away under the pointer gets no Leave: its card's preview stayed until the mouse moved.
    if (hovered_) {
        hovered_ = nullptr;
        emit hoverEnded();
    }
    // A choice that goes with the focus hands it to the next one, which the rows scroll to: the next question
    // opened on its third row, its first choices out of view (after Draw, at five seats).
    if (QWidget* f = QApplication::focusWidget(); f && rows_->isAncestorOf(f)) f->clearFocus();
    for (auto* b : buttons_) b->deleteLater();
    buttons_.clear();
    rows_->verticalScrollBar()->setValue(0);
    while (QLayoutItem* it = flow_->takeAt(0)) delete it;
    order_->clear();
    order_->hide();
    if (!prompt_) {
        footer_->hide();
        fitRows();
        return;
    }
    const PromptState& p = *prompt_;
    if (p.kind == PromptKind::Order) {
        for (const auto& o : p.options) {
            auto* item = new QListWidgetItem(optionLabel(o, p, model_), order_);
            item->setData(Qt::UserRole, o.text);
            if (o.card() >= 0) item->setIcon(colorIcon(inno::color(static_cast<CardId>(o.card()))));
        }
        order_->show();
        footer_->show();
        fitRows();
        return;
    }
    QList<int> order;
    for (int i = 0; i < p.options.size(); ++i) order << i;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return sortRank(p.options[a]) < sortRank(p.options[b]); });
    const auto melds = std::count_if(p.options.begin(), p.options.end(), [](const PromptOption& o) { return o.type == PromptOption::Meld; });
    const bool meldMenu = p.kind == PromptKind::Action && p.options.size() > kOptionsBeforeMeldMenu && melds > 1;
    QMenu* meldItems = nullptr;
    int number = 1;
    for (int i : order) {
        const PromptOption& o = p.options[i];
        if (meldMenu && o.type == PromptOption::Meld) {
            if (!meldItems) {
                QString label = tr("Meld a card from your hand (%n)", nullptr, static_cast<int>(melds));
                if (number <= 10) label = QString("%1  %2").arg(number % 10).arg(label);
                auto* b = new QPushButton(label);
                b->setProperty("option", i);
                b->setObjectName("optionButton");
                meldItems = new QMenu(b);
                b->setMenu(meldItems);
                connect(meldItems, &QMenu::hovered, this, [this](QAction* a) {
                    if (const int c = a->data().toInt(); c >= 0) emit cardHovered(c, QCursor::pos());
                });
                connect(meldItems, &QMenu::aboutToHide, this, &ChoiceBox::hoverEnded);
                flow_->addWidget(b);
                buttons_.push_back(b);
                ++number;
            }
            QAction* a = meldItems->addAction(colorIcon(inno::color(static_cast<CardId>(o.card()))), optionLabel(o, p, model_));
            a->setData(o.card());
            connect(a, &QAction::triggered, this, [this, i] { clicked(i); });
            continue;
        }
        QString label = optionLabel(o, p, model_);
        if (number <= 10) label = QString("%1  %2").arg(number % 10).arg(label);  // the tenth is key 0
        if (o.type == PromptOption::Draw) label += "   [D]";
        auto* b = new QPushButton(label);
        b->setProperty("option", i);
        b->setProperty("optionType", static_cast<int>(o.type));
        b->setCheckable(multi());
        b->setObjectName("optionButton");
        // An option of a set's question in the bar about a card (the relic to seize) previews that card.
        const int c = optionCard(o) >= 0 ? optionCard(o) : setAsksInBar(p) ? p.source : -1;
        if (c >= 0) b->setIcon(colorIcon(inno::color(static_cast<CardId>(c))));
        else if (o.type == PromptOption::Color) b->setIcon(colorIcon(o.color()));
        if (c >= 0) {
            b->setProperty("card", c);
            b->installEventFilter(this);
        }
        connect(b, &QPushButton::clicked, this, [this, i] { clicked(i); });
        flow_->addWidget(b);
        // Shown now, not when the layout gets to it: the bar measures its rows at once (a question of two lines with
        // a Pass button below measured none and left them no height).
        b->show();
        buttons_.push_back(b);
        ++number;
    }
    footer_->setVisible(multi() || canPass());
    fitRows();
}

void ChoiceBox::fitRows() {
    rows_->setVisible(!buttons_.isEmpty());
    rows_->refit();
}

void ChoiceBox::updateButtons() {
    if (!prompt_) return;
    const PromptState& p = *prompt_;
    std::map<QString, int> used;
    for (const auto& pk : picks_) ++used[pk];
    for (auto* b : buttons_) {
        const int i = b->property("option").toInt();
        const PromptOption& o = p.options[i];
        const int n = used[o.text];
        // A card that cannot go with the picks made is not choosable; a picked one can always be taken back.
        b->setEnabled(enabled_ && (n > 0 || fitsPicks(p, picks_, o.text)));
        if (b->isCheckable()) {
            b->setChecked(n > 0);
            if (o.count > 1) {
                QString label = b->text();
                label.remove(QRegularExpression("  ×\\d+$"));
                if (n > 0) label += QString("  ×%1").arg(n);
                b->setText(label);
            }
        }
    }
    order_->setEnabled(enabled_);
    pass_->setVisible(canPass());
    pass_->setEnabled(enabled_);
    // A parley payment asked of you is a yes-or-no question: "No" keeps your cards.
    const bool parley = p.purpose == Purpose::ParleyShare || p.purpose == Purpose::ParleyEscape;
    const QString setPass = firstWords([&](const SetWords& w) { return w.passWords(p, model_); });
    pass_->setText(parley ? tr("No, keep my cards") : !setPass.isEmpty() ? setPass : tr("Pass"));
    const bool isOrder = p.kind == PromptKind::Order;
    done_->setVisible(multi() || isOrder);
    const int n = static_cast<int>(picks_.size());
    done_->setEnabled(enabled_ && (isOrder || answerAllowed(p, picks_)));
    if (isOrder) count_->setText(tr("Drag the cards into order, top card first."));
    else if (multi()) count_->setText(tr("%1 chosen (%2)").arg(n).arg(countText(p)));
    else count_->clear();
}

// How many cards the prompt takes and the rule they keep together: "choose 0 to 3, cards of one color".
QString ChoiceBox::countText(const PromptState& p) {
    const QString count = p.rule.noneOrMax ? tr("choose none or %1").arg(p.max)
                          : p.min == p.max ? tr("choose %1").arg(p.max)
                                           : tr("choose %1 to %2").arg(p.min).arg(p.max);
    switch (p.rule.kind) {
    case CardsRule::SameColor: return tr("%1, cards of one color").arg(count);
    case CardsRule::SameValue: return tr("%1, cards of one value").arg(count);
    case CardsRule::DifferentValues: return tr("%1, cards of different values").arg(count);
    case CardsRule::Any: break;
    }
    return count;
}

void ChoiceBox::clicked(int i) {
    if (!prompt_ || !enabled_) return;
    const PromptOption& o = prompt_->options[i];
    if (prompt_->kind == PromptKind::Action || o.type == PromptOption::Dogma) {
        emit actionChosen(o);
        return;
    }
    pick(o.text);
}

void ChoiceBox::pick(const QString& option) {
    if (!prompt_ || !enabled_) return;
    const int i = prompt_->find(option);
    if (i < 0) return;
    if (!multi()) {
        emit answered({option});
        return;
    }
    const int already = static_cast<int>(picks_.count(option));
    if (already < prompt_->options[i].count && picks_.size() < prompt_->max && fitsPicks(*prompt_, picks_, option)) {
        picks_.push_back(option);
    } else if (already > 0) {
        // A click on a chosen card takes it back (all picks of that option).
        picks_.removeAll(option);
    }
    updateButtons();
    emit picksChanged(picks_);
}

void ChoiceBox::clearPicks() {
    picks_.clear();
    updateButtons();
    emit picksChanged(picks_);
}

bool ChoiceBox::activateNumber(int n) {
    if (!prompt_ || !enabled_ || n < 1 || n > buttons_.size()) return false;
    buttons_[n - 1]->click();
    return true;
}

bool ChoiceBox::confirm() {
    if (!prompt_ || !enabled_) return false;
    if (prompt_->kind == PromptKind::Order) {
        QStringList all;
        for (int i = 0; i < order_->count(); ++i) all << order_->item(i)->data(Qt::UserRole).toString();
        emit answered(all);
        return true;
    }
    if (!multi()) return false;
    if (!answerAllowed(*prompt_, picks_)) return false;
    emit answered(picks_.isEmpty() ? QStringList{"none"} : picks_);
    return true;
}

bool ChoiceBox::pass() {
    if (!canPass() || !enabled_) return false;
    emit answered({"none"});
    return true;
}

bool ChoiceBox::eventFilter(QObject* o, QEvent* e) {
    if (e->type() == QEvent::Enter) {
        const int c = o->property("card").toInt();
        auto* w = qobject_cast<QWidget*>(o);
        if (w) emit cardHovered(c, w->mapToGlobal(QPoint(w->width() / 2, 0)));
        hovered_ = qobject_cast<QPushButton*>(o);
    } else if (e->type() == QEvent::Leave || (e->type() == QEvent::Hide && o == hovered_)) {
        hovered_ = nullptr;
        emit hoverEnded();
    }
    return false;
}

// ================================================================ PromptBar

PromptBar::PromptBar(QWidget* parent) : QFrame(parent) {
    setObjectName("promptBar");
    auto* h = new QHBoxLayout(this);
    h->setContentsMargins(12, kMargin, 12, kMargin);
    h->setSpacing(12);
    source_ = new QLabel(this);
    source_->setFixedSize(120, 80);
    source_->installEventFilter(this);
    source_->hide();
    h->addWidget(source_, 0, Qt::AlignTop);
    auto* v = new QVBoxLayout;
    v->setSpacing(kRowSpacing);
    question_ = new LiveLabel(this);
    question_->setObjectName("question");
    error_ = new QLabel(this);
    error_->setObjectName("promptError");
    error_->setWordWrap(true);
    error_->hide();
    box_ = new ChoiceBox(this);
    // Hint and The result at the end of the question's line: the choices below take the bar's whole width (in a
    // column of their own, they left the rows 90 px less, and a five-seat parley a fourth row).
    auto* line = new QHBoxLayout;
    line->setSpacing(12);
    line->addWidget(question_, 1);
    v->addLayout(line);
    v->addWidget(error_);
    v->addWidget(box_);
    v->addStretch(1);  // the room kept for three rows stays under the buttons, not between them and the question
    h->addLayout(v, 1);
    hint_ = new QPushButton(tr("Hint"), this);
    hint_->setObjectName("hintButton");
    hint_->setToolTip(tr("What would the Expert do? (H)"));
    hint_->hide();
    line->addWidget(hint_, 0, Qt::AlignTop);
    connect(hint_, &QPushButton::clicked, this, &PromptBar::hintRequested);
    // After the game, the way back to its result (and from there its story) once the panel was put aside.
    result_ = new QPushButton(tr("The result"), this);
    result_->setObjectName("resultButton");
    result_->hide();
    line->addWidget(result_, 0, Qt::AlignTop);
    connect(result_, &QPushButton::clicked, this, &PromptBar::resultRequested);
    connect(box_, &ChoiceBox::cardHovered, this, &PromptBar::cardHovered);
    connect(box_, &ChoiceBox::hoverEnded, this, &PromptBar::hoverEnded);
}

void PromptBar::setHintsAvailable(bool on) {
    hintsAvailable_ = on;
    hint_->setVisible(hintsAvailable_ && ownPrompt_);
}

void PromptBar::setState(const std::optional<PromptState>& p, const TableModel& m, bool enabled, const QString& waiting,
                         bool choicesHere) {
    error_->hide();
    ownPrompt_ = p.has_value() && enabled;
    hint_->setVisible(hintsAvailable_ && ownPrompt_);
    if (!p) {
        question_->setText(waiting);
        box_->setPrompt(std::nullopt, m, false);
        box_->hide();
        source_->hide();
        sourceCard_ = -1;
        return;
    }
    QString q = promptQuestion(*p, m);
    if (!choicesHere) q += " " + palette::span(palette::kNoteInk, tr("(answer in the panel over the table)"));
    question_->setText(q);
    box_->setVisible(choicesHere);
    box_->setPrompt(choicesHere ? p : std::nullopt, m, enabled);
    sourceCard_ = p->source;
    if (p->source >= 0) {
        source_->setPixmap(CardPainter::cardPixmap(p->source, source_->size(), devicePixelRatioF()));
        source_->show();
    } else {
        source_->hide();
    }
}

QString PromptBar::questionText() const { return question_->text(); }

QRect PromptBar::questionWordsRect() const { return question_->wordsRect().translated(question_->pos()); }

QRect PromptBar::sourceCardRect() const { return source_->isVisible() ? source_->geometry() : QRect(); }

QList<QRect> PromptBar::shownParts() const {
    QList<QRect> out{questionWordsRect()};
    for (const QWidget* w : std::initializer_list<const QWidget*>{source_, error_})
        if (w->isVisible()) out << w->geometry();
    for (const QAbstractButton* b : findChildren<QAbstractButton*>())
        if (b->isVisible()) out << QRect(b->mapTo(this, QPoint(0, 0)), b->size());
    for (const QLabel* l : box_->findChildren<QLabel*>())
        if (l->isVisible() && !l->text().isEmpty()) out << QRect(l->mapTo(this, QPoint(0, 0)), l->size());
    return out;
}

void PromptBar::setResultAvailable(bool on) { result_->setVisible(on); }

void PromptBar::showError(const QString& why) {
    error_->setText(why);
    error_->setVisible(!why.isEmpty());
}

void PromptBar::drawAttention(const QString& note) {
    showError(note);
    setProperty("attention", true);
    style()->unpolish(this);
    style()->polish(this);
    QTimer::singleShot(900, this, [this] {
        setProperty("attention", false);
        style()->unpolish(this);
        style()->polish(this);
    });
}

bool PromptBar::eventFilter(QObject* o, QEvent* e) {
    if (o == source_ && sourceCard_ >= 0) {
        if (e->type() == QEvent::Enter) emit cardHovered(sourceCard_, source_->mapToGlobal(QPoint(source_->width(), 0)));
        else if (e->type() == QEvent::Leave) emit hoverEnded();
    }
    return false;
}

// ================================================================ ChoicePanel

ChoicePanel::ChoicePanel(QWidget* parent) : QFrame(parent) {
    setObjectName("choicePanel");
    auto* shadow = new QGraphicsDropShadowEffect(this);
    shadow->setBlurRadius(28);
    shadow->setOffset(0, 6);
    shadow->setColor(palette::kPanelShadow);
    setGraphicsEffect(shadow);
    auto* v = new QVBoxLayout(this);
    v->setContentsMargins(18, 14, 18, 14);
    v->setSpacing(10);
    title_ = new QLabel(this);
    title_->setObjectName("panelTitle");
    title_->setWordWrap(true);
    auto* row = new QHBoxLayout;
    card_ = new QLabel(this);
    card_->setObjectName("panelCard");
    card_->setFixedSize(300, 200);
    text_ = new IconTextBrowser(this);
    text_->setObjectName("panelText");
    text_->setMinimumWidth(260);
    text_->setFixedHeight(200);
    row->addWidget(card_);
    row->addWidget(text_, 1);
    box_ = new ChoiceBox(this);
    v->addWidget(title_);
    v->addLayout(row);
    v->addWidget(box_);
    hide();
}

QString ChoicePanel::effectsHtml(const CardDef& def, const TableModel& m) {
    // A question of an effect the card's set added (run under its own tag) is about that effect alone, not the
    // dogma effects printed below it.
    if (m.runningEffect.card == def.id)
        if (QString html = tableOfCard(def.id).runningEffectHtml(def.id, m.runningEffect.tag); !html.isEmpty()) return html;
    QStringList effects;
    for (int i = 0; i < static_cast<int>(def.effects.size()); ++i)
        effects << (def.effects[static_cast<std::size_t>(i)].isDemand()
                        ? "<b>" + demandLabelOf(def.effects[static_cast<std::size_t>(i)].kind, tr("Demand:")) + "</b> "
                        : QString()) +
                       CardPainter::effectHtml(effectText(def, i));
    return effects.join("<br><br>");
}

void ChoicePanel::setPrompt(const std::optional<PromptState>& p, const TableModel& m, bool enabled) {
    if (!p || !answeredInPanel(*p)) {
        box_->setPrompt(std::nullopt, m, false);
        hide();
        return;
    }
    title_->setText(promptQuestion(*p, m));
    source_ = p->source;
    if (p->source >= 0) {
        card_->setPixmap(CardPainter::cardPixmap(p->source, card_->size(), devicePixelRatioF()));
        card_->show();
        text_->setHtml(effectsHtml(card(static_cast<CardId>(p->source)), m));
        text_->show();
    } else {
        card_->hide();
        text_->hide();
    }
    box_->setPrompt(p, m, enabled);
    show();
    ensurePolished();
    adjustSize();
    reposition();
    raise();
}

void ChoicePanel::fitPicture() {
    if (!parentWidget() || source_ < 0 || card_->isHidden()) return;
    // What the panel needs besides the picture's row, and the room the table leaves.
    const int rest = sizeHint().height() - card_->height();
    const int h = std::clamp(parentWidget()->height() - 40 - rest, 90, 200);
    if (h == card_->height()) return;
    card_->setFixedSize(h * 3 / 2, h);
    text_->setFixedHeight(h);
    card_->setPixmap(CardPainter::cardPixmap(source_, card_->size(), devicePixelRatioF()));
    adjustSize();
}

void ChoicePanel::reposition() {
    if (!parentWidget()) return;
    fitPicture();
    const QSize area = parentWidget()->size();
    const QSize s = sizeHint().boundedTo(area - QSize(40, 40));
    resize(std::min(std::max(s.width(), 560), std::max(200, area.width() - 40)), s.height());
    // Centred, unless that covers the card the question is about: then the first place around it that does not.
    const int cx = (area.width() - width()) / 2, left = 20, right = std::max(20, area.width() - width() - 20);
    const int cy = std::max(20, (area.height() - height()) / 2 - 60), top = 20, bottom = std::max(20, area.height() - height() - 20);
    const QList<QPoint> places{{cx, cy}, {cx, top}, {cx, bottom}, {left, cy}, {right, cy}, {left, top}, {right, top}, {left, bottom}, {right, bottom}};
    QPoint best = places.front();
    int bestOverlap = INT_MAX;
    for (const QPoint& p : places) {
        const QRect r = QRect(p, size()).intersected(avoid_);
        const int overlap = avoid_.isNull() || r.isEmpty() ? 0 : r.width() * r.height();
        if (overlap < bestOverlap) best = p, bestOverlap = overlap;
        if (overlap == 0) break;
    }
    move(best);
}

}  // namespace inno::client
