// The Replays list, newest first; double-click or Replay opens the viewer.
#include "replay/replays_dialog.h"

#include "replay/game_history.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace inno::client {

ReplaysDialog::ReplaysDialog(QWidget* parent) : QDialog(parent) {
    setObjectName("replaysDialog");
    setWindowTitle(tr("Replays"));
    resize(900, 460);
    auto* v = new QVBoxLayout(this);
    v->addWidget(new QLabel(tr("Your last %n finished game(s) are kept here, and any unfinished game a new one "
                               "replaced. Choose one to step through it.",
                               nullptr, GameHistory::kLimit),
                            this));
    list_ = new QTreeWidget(this);
    list_->setObjectName("replayList");
    list_->setRootIsDecorated(false);
    list_->setHeaderLabels({tr("Date"), tr("Players"), tr("Winner"), tr("Turns")});
    // The players take the room left; the other columns their words' width, whatever size the words are drawn at.
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    v->addWidget(list_, 1);
    none_ = new QLabel(tr("No finished game yet. Each game you finish or concede is kept here; a saved game can be "
                          "replayed with \"Open a file…\"."),
                       this);
    none_->setObjectName("noReplays");
    none_->setWordWrap(true);
    v->addWidget(none_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* replay = replay_ = buttons->addButton(tr("Replay"), QDialogButtonBox::AcceptRole);
    replay->setObjectName("replayButton");
    QPushButton* review = review_ = buttons->addButton(tr("Review"), QDialogButtonBox::ActionRole);
    review->setObjectName("reviewButton");
    review->setToolTip(tr("How the game went: each player's chance to win, and the decisions that cost most"));
    connect(list_, &QTreeWidget::currentItemChanged, this, &ReplaysDialog::updateButtons);
    connect(review, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem* item = list_->currentItem()) emit reviewRequested(item->data(0, Qt::UserRole).toString());
    });
    QPushButton* file = buttons->addButton(tr("Open a file…"), QDialogButtonBox::ActionRole);
    file->setObjectName("replayFileButton");
    v->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(replay, &QPushButton::clicked, this, &ReplaysDialog::replaySelected);
    connect(list_, &QTreeWidget::itemDoubleClicked, this, &ReplaysDialog::replaySelected);
    connect(file, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Replay a saved game"),
                                                          QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation),
                                                          tr("Innovation saves (*.json);;All files (*)"));
        if (!path.isEmpty()) emit replayRequested(path);
    });
    reload();
}

void ReplaysDialog::reload() {
    list_->clear();
    for (const HistoryEntry& e : GameHistory::entries()) {
        auto* item = new QTreeWidgetItem(list_);
        item->setText(0, QLocale().toString(e.ended, QLocale::ShortFormat));
        item->setText(1, e.seats);
        item->setText(2, e.winners.isEmpty() ? (e.finished ? tr("(conceded)") : tr("(unfinished)")) : e.winners);
        item->setText(3, e.turns > 0 ? QString::number(e.turns) : tr("—"));
        item->setData(0, Qt::UserRole, e.path);
        item->setToolTip(1, e.seats + "\n" + tr("%n decision(s)", nullptr, e.decisions));
    }
    if (list_->topLevelItemCount() > 0) list_->setCurrentItem(list_->topLevelItem(0));
    none_->setVisible(list_->topLevelItemCount() == 0);
    updateButtons();
}

// Replay and Review need a game chosen in the list.
void ReplaysDialog::updateButtons() {
    replay_->setEnabled(list_->currentItem() != nullptr);
    review_->setEnabled(list_->currentItem() != nullptr);
}

void ReplaysDialog::replaySelected() {
    if (QTreeWidgetItem* item = list_->currentItem()) emit replayRequested(item->data(0, Qt::UserRole).toString());
}

}  // namespace inno::client
