#include "screens/catalogue_window.h"
#include "core/card_set.h"
#include "widgets/window_keys.h"
#include "style/palette.h"

#include "paint/card_painter.h"
#include "text/card_texts.h"
#include "text/words.h"
#include "widgets/icon_text_browser.h"
#include "model/table_model.h"
#include "sets/client_set.h"
#include "sets/set_words.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPainter>
#include <QShortcut>
#include <QSplitter>
#include <QStyledItemDelegate>
#include <QVBoxLayout>

namespace inno::client {

namespace {
QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
constexpr int kSpecialBase = 1000;

// The special achievements of every set, in catalogue order: the base five, then each expansion's.
const std::vector<SpecialDef>& everySpecial() {
    static const std::vector<SpecialDef> all = [] {
        return std::vector<SpecialDef>(allSpecials().begin(), allSpecials().end());
    }();
    return all;
}
// A special achievement's name and condition as the catalogue shows them: its set's words, else the base game's.
QString specialName(const SpecialDef& s) {
    const SetWords* words = setWords(s.set);
    const QString ofSet = words ? words->catalogueSpecial(q(s.name)) : QString();
    return ofSet.isEmpty() ? Texts::special(q(s.name)) : ofSet;
}
QString specialCondition(const SpecialDef& s) {
    const SetWords* words = setWords(s.set);
    const QString ofSet = words ? words->catalogueSpecialCondition(q(s.name)) : QString();
    return ofSet.isEmpty() ? Texts::specialCondition(q(s.name)) : ofSet;
}

// A card's rulings as a section of its page; empty for a card without any.
QString rulingsHtml(const CardDef& c) {
    if (c.rulings.empty()) return {};
    QString html = "<h3>" + CatalogueWindow::tr("Rulings") + "</h3><ul>";
    for (int i = 0; i < static_cast<int>(c.rulings.size()); ++i) html += "<li>" + CardPainter::effectHtml(ruling(c, i)) + "</li>";
    return html + "</ul>";
}

class CardDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QSize sizeHint(const QStyleOptionViewItem&, const QModelIndex&) const override { return {186, 126}; }
    void paint(QPainter* p, const QStyleOptionViewItem& o, const QModelIndex& i) const override {
        const int id = i.data(Qt::UserRole).toInt();
        const QRectF r = QRectF(o.rect).adjusted(6, 6, -6, -6);
        p->save();
        p->setRenderHint(QPainter::Antialiasing);
        if (id >= kSpecialBase) {
            const auto& s = everySpecial()[static_cast<std::size_t>(id - kSpecialBase)];
            CardPainter::paintSpecial(p, r, q(s.name), {});
        } else {
            CardPainter::paintFace(p, r, id);
        }
        if (o.state & QStyle::State_Selected) {
            p->setPen(QPen(palette::kSelected, 3));
            p->setBrush(Qt::NoBrush);
            p->drawRoundedRect(r.adjusted(-3, -3, 3, 3), 9, 9);
        }
        p->restore();
    }
};
}  // namespace

namespace {
bool inFilteredSet(SetId set, const CatalogueFilter& f) { return !f.set || *f.set == set; }
}  // namespace

bool catalogueMatches(const CardDef& c, const CatalogueFilter& f) {
    if (!inFilteredSet(c.set, f)) return false;
    if (f.feature) {
        const SetWords* words = setWords(f.feature->set);
        if (c.set != f.feature->set || !words || !words->hasFeature(c, f.feature->value)) return false;
    }
    if (f.age > 0 && c.age != f.age) return false;
    if (f.color >= 0 && index(c.color) != f.color) return false;
    if (f.icon != Icon::None && !c.has(f.icon) && c.dogmaIcon != f.icon) return false;
    const QString t = f.text.trimmed();
    if (t.isEmpty()) return true;
    if (q(c.title).contains(t, Qt::CaseInsensitive)) return true;
    // The texts as shown, and the English ones too.
    for (int i = 0; i < static_cast<int>(c.effects.size()); ++i)
        if (effectText(c, i).contains(t, Qt::CaseInsensitive) || q(c.effects[i].text).contains(t, Qt::CaseInsensitive))
            return true;
    if (const QString printed = printedEffectText(c); !printed.isEmpty() && printed.contains(t, Qt::CaseInsensitive)) return true;
    for (int i = 0; i < static_cast<int>(c.rulings.size()); ++i)
        if (ruling(c, i).contains(t, Qt::CaseInsensitive) || q(c.rulings[i]).contains(t, Qt::CaseInsensitive)) return true;
    return false;
}

bool catalogueMatchesSpecial(const SpecialDef& s, const CatalogueFilter& f) {
    if (f.age > 0 || f.color >= 0) return false;
    if (f.icon != Icon::None) return false;
    if (f.feature) return false;
    if (!inFilteredSet(s.set, f)) return false;
    const QString t = f.text.trimmed();
    return t.isEmpty() || q(s.name).contains(t, Qt::CaseInsensitive) || q(s.condition).contains(t, Qt::CaseInsensitive) ||
           specialName(s).contains(t, Qt::CaseInsensitive) || specialCondition(s).contains(t, Qt::CaseInsensitive);
}

CatalogueWindow::CatalogueWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName("catalogue");
    setWindowTitle(tr("Card catalogue — Innovation"));
    resize(fitToScreen(this, QSize(1280, 820)));
    auto* v = new QVBoxLayout(this);
    auto* filters = new QHBoxLayout;
    expansion_ = new QComboBox(this);
    expansion_->setObjectName("expansion");
    // The menu of sets (data: the SetId, -1 for all), and a menu for each set's own filter (data: its value, -1 for
    // any).
    expansion_->addItem(tr("All cards"), -1);
    expansion_->addItem(tr("Base game"), static_cast<int>(kMainSet));
    for (const ClientSet& set : clientSets()) {
        if (set.id == kMainSet) continue;
        expansion_->addItem(set.words ? set.words->name() : q(cardSet(set.id).name), static_cast<int>(set.id));
        if (!set.words || set.words->features().isEmpty()) continue;
        auto* box = new QComboBox(this);
        box->setObjectName(setKey(set.id) + "Feature");
        box->addItem(set.words->anyFeature(), -1);
        for (const SetWords::Feature& feature : set.words->features()) box->addItem(feature.label, feature.value);
        box->setToolTip(set.words->featureToolTip());
        features_.push_back({set.id, box});
    }
    age_ = new QComboBox(this);
    age_->addItem(tr("All ages"), 0);
    for (int a = 1; a <= kAges; ++a) age_->addItem(tr("Age %1").arg(a), a);
    color_ = new QComboBox(this);
    color_->addItem(tr("All colors"), -1);
    for (Color c : kAllColors) color_->addItem(Texts::color(c), index(c));
    icon_ = new QComboBox(this);
    icon_->addItem(tr("Any icon"), static_cast<int>(Icon::None));
    for (Icon i : kResourceIcons)
        icon_->addItem(QIcon(CardPainter::iconPixmap(i, 20, devicePixelRatioF())), Texts::iconWord(i), static_cast<int>(i));
    search_ = new QLineEdit(this);
    search_->setPlaceholderText(tr("Search titles, effects and rulings…"));
    search_->setClearButtonEnabled(true);
    // Wide enough for its hint whole in every language (the French one was cut), with the clear button beside it.
    search_->setMinimumWidth(search_->fontMetrics().horizontalAdvance(search_->placeholderText()) + 48);
    search_->setToolTip(search_->placeholderText());
    count_ = new QLabel(this);
    // Two rows, so that the window fits a 1280 px screen with every set's menu in German and French: the menus,
    // then the search and the count.
    filters->addWidget(expansion_);
    for (const FeatureBox& f : features_) filters->addWidget(f.box);
    filters->addWidget(age_);
    filters->addWidget(color_);
    filters->addWidget(icon_);
    filters->addStretch(1);
    auto* searchRow = new QHBoxLayout;
    searchRow->addWidget(search_, 1);
    searchRow->addWidget(count_);
    v->addLayout(filters);
    v->addLayout(searchRow);
    auto* split = new QSplitter(Qt::Horizontal, this);
    list_ = new QListWidget(split);
    list_->setViewMode(QListView::IconMode);
    list_->setResizeMode(QListView::Adjust);
    list_->setMovement(QListView::Static);
    list_->setUniformItemSizes(true);
    list_->setSpacing(2);
    list_->setItemDelegate(new CardDelegate(list_));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    for (const auto& c : everyCard()) entries_.push_back({q(c.title), static_cast<int>(c.id)});
    const auto& specials = everySpecial();
    for (int i = 0; i < static_cast<int>(specials.size()); ++i) entries_.push_back({q(specials[i].name), kSpecialBase + i});
    auto* detail = new QWidget(split);
    auto* dv = new QVBoxLayout(detail);
    image_ = new QLabel(detail);
    image_->setFixedSize(420, 290);
    detail_ = new IconTextBrowser(detail);
    dv->addWidget(image_);
    dv->addWidget(detail_, 1);
    split->addWidget(list_);
    split->addWidget(detail);
    split->setStretchFactor(0, 1);
    split->setSizes({820, 440});
    v->addWidget(split, 1);
    connect(expansion_, &QComboBox::currentIndexChanged, this, &CatalogueWindow::applyFilter);
    for (const FeatureBox& f : features_) connect(f.box, &QComboBox::currentIndexChanged, this, &CatalogueWindow::applyFilter);
    connect(age_, &QComboBox::currentIndexChanged, this, &CatalogueWindow::applyFilter);
    connect(color_, &QComboBox::currentIndexChanged, this, &CatalogueWindow::applyFilter);
    connect(icon_, &QComboBox::currentIndexChanged, this, &CatalogueWindow::applyFilter);
    connect(search_, &QLineEdit::textChanged, this, &CatalogueWindow::applyFilter);
    connect(list_, &QListWidget::currentRowChanged, this, &CatalogueWindow::select);
    applyFilter();
    list_->setCurrentRow(0);
    // Esc and Ctrl+W close the window; F1 opens the rules, as in the main window.
    closeWithKeys(this);
    auto* help = new QShortcut(QKeySequence::HelpContents, this);
    connect(help, &QShortcut::activated, this, &CatalogueWindow::rulesRequested);
}

CatalogueFilter CatalogueWindow::filter() const {
    CatalogueFilter f;
    if (const int set = expansion_->currentData().toInt(); set >= 0) f.set = static_cast<SetId>(set);
    for (const FeatureBox& b : features_)
        if (const int value = b.box->currentData().toInt(); value >= 0) f.feature = CatalogueFilter::Feature{b.set, value};
    f.age = age_->currentData().toInt();
    f.color = color_->currentData().toInt();
    f.icon = static_cast<Icon>(icon_->currentData().toInt());
    f.text = search_->text();
    return f;
}

void CatalogueWindow::setFilter(const CatalogueFilter& f) {
    expansion_->setCurrentIndex(std::max(0, expansion_->findData(f.set ? static_cast<int>(*f.set) : -1)));
    for (const FeatureBox& b : features_)
        b.box->setCurrentIndex(std::max(0, b.box->findData(f.feature && f.feature->set == b.set ? f.feature->value : -1)));
    age_->setCurrentIndex(std::max(0, age_->findData(f.age)));
    color_->setCurrentIndex(std::max(0, color_->findData(f.color)));
    icon_->setCurrentIndex(std::max(0, icon_->findData(static_cast<int>(f.icon))));
    search_->setText(f.text);
    applyFilter();
}

void CatalogueWindow::applyFilter() {
    const CatalogueFilter f = filter();
    const auto& specials = everySpecial();
    // Only the matching cards are in the list (not hidden items), so Home, End and the arrows stay on them.
    const int current = list_->currentItem() ? list_->currentItem()->data(Qt::UserRole).toInt() : -1;
    list_->blockSignals(true);
    list_->clear();
    int cards = 0, specialCount = 0, keep = -1;
    for (const Entry& e : entries_) {
        const bool special = e.id >= kSpecialBase;
        const bool ok = special ? catalogueMatchesSpecial(specials[static_cast<std::size_t>(e.id - kSpecialBase)], f) : catalogueMatches(card(static_cast<CardId>(e.id)), f);
        if (!ok) continue;
        auto* item = new QListWidgetItem(e.title, list_);
        item->setData(Qt::UserRole, e.id);
        item->setSizeHint(QSize(186, 126));
        if (e.id == current) keep = list_->count() - 1;
        ++(special ? specialCount : cards);
    }
    list_->blockSignals(false);
    // The cards and, apart, the special achievements.
    count_->setText(specialCount ? tr("%n card(s)", nullptr, cards) + tr(" and %n special achievement(s)", nullptr, specialCount)
                                 : tr("%n card(s)", nullptr, cards));
    if (list_->count() > 0) {
        list_->setCurrentRow(keep >= 0 ? keep : 0);
        list_->scrollToItem(list_->currentItem());
    }
}

QStringList CatalogueWindow::visibleTitles() const {
    QStringList out;
    for (int i = 0; i < list_->count(); ++i) out << list_->item(i)->text();
    return out;
}

void CatalogueWindow::showCard(int cardId) {
    setFilter({});
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->data(Qt::UserRole).toInt() == cardId) {
            list_->setCurrentRow(i);
            list_->scrollToItem(list_->item(i), QAbstractItemView::PositionAtCenter);
            break;
        }
    show();
    raise();
    activateWindow();
}

void CatalogueWindow::select(int row) {
    if (row < 0) return;
    const int id = list_->item(row)->data(Qt::UserRole).toInt();
    selected_ = id;
    const qreal dpr = devicePixelRatioF();
    QPixmap pm(image_->size() * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    const QRectF r(4, 4, image_->width() - 8, image_->height() - 8);
    QString html;
    if (id >= kSpecialBase) {
        const auto& s = everySpecial()[static_cast<std::size_t>(id - kSpecialBase)];
        CardPainter::paintSpecial(&p, r, q(s.name), specialCondition(s));
        html = QString("<h2>%1</h2><p>%2</p><p style=\"color:" + palette::kSoftInk.name() + "\">%3</p>")
                   .arg(specialName(s), specialCondition(s),
                        tr("A special achievement: claimed at once by whoever meets the condition first (or by the "
                           "effect of a card). It counts like any other achievement."));
    } else if (const SetWords* words = setWords(printedSet(id));
               words && !words->cataloguePage(card(static_cast<CardId>(id))).isEmpty()) {
        // A card that reads differently from a base card: the page of the set it prints (a City, the relic Timbuktu
        // too), and its rulings (what a relic is).
        const CardDef& c = card(static_cast<CardId>(id));
        CardPainter::paintFace(&p, r, id);
        html = words->cataloguePage(c);
        html += rulingsHtml(c);
    } else {
        const CardDef& c = card(static_cast<CardId>(id));
        CardPainter::paintFace(&p, r, id);
        QStringList icons;
        const QStringList slotNames{tr("top left"), tr("bottom left"), tr("bottom middle"), tr("bottom right")};
        for (int i = 0; i < 4; ++i) {
            // A set's card may print something else than an icon in a position.
            if (const SetWords* words = setWords(printedSet(id))) {
                if (const QString printed = words->cataloguePosition(c, i, slotNames[i]); !printed.isEmpty()) {
                    icons << printed;
                    continue;
                }
            }
            icons << tr("%1: <img src=\"icon:%2\" width=\"16\" height=\"16\"> %3")
                         .arg(slotNames[i], q(iconName(c.icons[i])), Texts::iconWord(c.icons[i]));
        }
        html = QString("<h2>%1</h2><p><b>%2</b></p>")
                   .arg(q(c.title).toHtmlEscaped(), tr("Age %1 · %2 · featured icon %3").arg(c.age).arg(Texts::color(c.color), Texts::iconWord(c.dogmaIcon)));
        html += "<p>" + icons.join("<br>") + "</p>";
        if (const QString printed = printedEffectText(c); !printed.isEmpty())  // an effect the set prints beside the dogma's
            html += "<h3>" + setWords(printedSet(id))->printedEffectHeading() + "</h3><p>" + CardPainter::effectHtml(printed) + "</p>";
        html += "<h3>" + tr("Dogma effects") + "</h3>";
        for (int i = 0; i < static_cast<int>(c.effects.size()); ++i)
            html += QString("<p><img src=\"icon:%1\" width=\"16\" height=\"16\"> %2%3</p>")
                        .arg(q(iconName(c.dogmaIcon)), c.effects[i].isDemand() ? "<b>" + demandLabelOf(c.effects[i].kind, tr("Demand:")) + "</b> " : QString(),
                             CardPainter::effectHtml(effectText(c, i)));
        html += rulingsHtml(c);
    }
    p.end();
    image_->setPixmap(pm);
    detail_->setHtml(html);
}

}  // namespace inno::client
