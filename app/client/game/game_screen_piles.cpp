// The game screen's pile browser: opened from the table (a click on a pile that is not a choice, its context
// menu, or B over it) and closed with Esc; it shows the table as the seat on view sees it. A click on a deck while
// a card's question waits does not open it (the question stays in view; the bar says how to look into the deck), nor
// does a click on another age's deck while you may draw (the bar says which age you draw).
#include "game/game_screen.h"

#include "widgets/card_popup.h"
#include "game/overlays.h"
#include "game/pile_browser.h"
#include "game/prompt_widgets.h"
#include "table/table_scene.h"

#include <QShortcut>

namespace inno::client {

void GameScreen::setUpPileBrowser() {
    const auto browse = [this](const ItemKey& key) {
        // Not a choice now, but the next question may be on its way: a quick second pick is not lost (nor taken
        // for browsing).
        if (controller_ && !controller_->isOver() && (controller_->awaitingReply() || !idle())) return holdClick(key);
        browseItem(key);
    };
    connect(scene_, &TableScene::browseRequested, this, browse);
    connect(scene_, &TableScene::offChoiceClicked, this, [this, browse](const ItemKey& key) {
        // A deck clicked by habit while a card's question waits: the browser would stand over the question.
        if (key.kind == ItemKey::Deck && answeringCardsQuestion())
            return bar_->drawAttention(tr("The deck is no answer to this question. To look into it: right-click it ▸ Browse this pile, or press B over it."));
        // Another age's deck clicked to draw (the 4s while you draw a 3): say which age you draw rather than open it.
        if (const int age = drawAgeElsewhere(key))
            return bar_->drawAttention(tr("You draw a %1 now (the age of your highest top card, or the next deck with cards): click the glowing deck or Draw. To look into this deck: right-click it ▸ Browse this pile, or press B over it.").arg(age));
        browse(key);
    });
    connect(piles_, &PileBrowser::cardHovered, popup_, &CardPopup::showCard);
    connect(piles_, &PileBrowser::hoverEnded, popup_, &QWidget::hide);
    connect(piles_, &PileBrowser::closed, this, [this] {
        if (isVisible()) setFocus();
    });
    auto* b = new QShortcut(QKeySequence(Qt::Key_B), this);
    b->setContext(Qt::WidgetWithChildrenShortcut);
    connect(b, &QShortcut::activated, this, &GameScreen::keyBrowse);
}

const PromptState* GameScreen::waitingPrompt() const {
    if (!controller_ || controller_->isOver() || controller_->awaitingReply() || !idle()) return nullptr;
    const auto& p = controller_->prompt();
    return p ? &*p : nullptr;
}

bool GameScreen::answeringCardsQuestion() const {
    const PromptState* p = waitingPrompt();
    return p && p->kind != PromptKind::Action;
}

int GameScreen::drawAgeElsewhere(const ItemKey& key) const {
    if (key.kind != ItemKey::Deck || key.set != 0) return 0;
    const PromptState* p = waitingPrompt();
    if (!p || p->kind != PromptKind::Action || !p->canDraw()) return 0;
    const TableModel& m = scene_->shownModel();
    const int age = m.drawAge(m.viewer);
    return age != key.value && age <= kAges ? age : 0;
}

void GameScreen::browsePile(const PileRef& pile) {
    if (cover_->isVisible() || scene_->shownModel().players.isEmpty()) return;
    popup_->hide();
    piles_->open(scene_->shownModel(), pile);
}

bool GameScreen::browseItem(const ItemKey& key) {
    const TableModel& m = scene_->shownModel();
    std::optional<PileRef> pile = pileOfSlot(key);
    if (!pile)
        if (CardItem* it = scene_->item(key)) pile = pileOfItem(m, it->spec());
    if (!pile) return false;
    browsePile(*pile);
    return true;
}

void GameScreen::keyBrowse() {
    if (piles_->isVisible()) {
        piles_->hide();
        return;
    }
    if (browseItem(scene_->hoveredKey())) return;
    const TableModel& m = scene_->shownModel();
    browsePile(PileRef{PileRef::Hand, m.viewer >= 0 ? m.viewer : 0});
}

}  // namespace inno::client
