// Preferences: animation speed, card size, language, confirmations, the alert when it is the player's turn.
#pragma once

#include <QDialog>

namespace inno::client {

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);
};

}  // namespace inno::client
