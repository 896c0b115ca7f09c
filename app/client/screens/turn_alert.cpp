#include "screens/turn_alert.h"

#include "model/game_controller.h"
#include "settings.h"

#include <QApplication>
#include <QWidget>

namespace inno::client {

TurnAlert::TurnAlert(QWidget* window) : QObject(window), window_(window) {}

void TurnAlert::follow(GameController* controller) {
    if (controller_) disconnect(controller_, nullptr, this, nullptr);
    controller_ = controller;
    alertedSeat_ = -1;
    alertedPrompt_ = -1;
    if (controller_) connect(controller_, &GameController::promptChanged, this, &TurnAlert::promptChanged);
}

void TurnAlert::promptChanged() {
    if (!controller_ || controller_->observer()) return;
    const auto& prompt = controller_->prompt();
    if (!prompt || controller_->awaitingReply() || window_->isActiveWindow()) return;
    if (prompt->seat == alertedSeat_ && prompt->id == alertedPrompt_) return;
    const AppSettings& s = AppSettings::instance();
    if (!s.flashOnTurn() && !s.beepOnTurn()) return;
    alertedSeat_ = prompt->seat;
    alertedPrompt_ = prompt->id;
    ++alerts_;
    if (s.flashOnTurn()) QApplication::alert(window_);
    if (s.beepOnTurn()) QApplication::beep();
    emit alerted();
}

}  // namespace inno::client
