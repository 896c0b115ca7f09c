// The Host LAN game dialog: your name, the number of players, the table's name and password, the port, the expansion.
#pragma once

#include <QDialog>

class QCheckBox;
class QLineEdit;
class QSpinBox;

namespace inno::client {

// Host LAN game: name, players, table name, password, port, and the Cities of Destiny expansion.
class HostLanDialog : public QDialog {
    Q_OBJECT
public:
    explicit HostLanDialog(QWidget* parent = nullptr);
    QString playerName() const;
    QString tableName() const;
    QString password() const;
    int players() const;
    quint16 port() const;
    bool cities() const;

private:
    QLineEdit* name_;
    QLineEdit* table_;
    QLineEdit* password_;
    QSpinBox* players_;
    QSpinBox* port_;
    QCheckBox* cities_;
};

}  // namespace inno::client
