// The Host LAN game dialog: your name, the number of players, the table's name and password, the port.
#pragma once

#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace inno::client {

// Host LAN game: name, players, table name, password, port.
class HostLanDialog : public QDialog {
    Q_OBJECT
public:
    explicit HostLanDialog(QWidget* parent = nullptr);
    QString playerName() const;
    QString tableName() const;
    QString password() const;
    int players() const;
    quint16 port() const;

private:
    QLineEdit* name_;
    QLineEdit* table_;
    QLineEdit* password_;
    QSpinBox* players_;
    QSpinBox* port_;
};

}  // namespace inno::client
