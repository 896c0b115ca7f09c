// The LAN lobby: who sits where until the host fills the open seats and starts.
#pragma once

#include <QDialog>

#include <cstdint>

#include <boost/json/fwd.hpp>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace inno::net {
class TcpTransport;
}  // namespace inno::net

namespace inno::client {

// Until the host starts: who sits where; the host fills open seats with bots and starts.
class LobbyDialog : public QDialog {
    Q_OBJECT
public:
    LobbyDialog(net::TcpTransport* transport, const QString& address, QWidget* parent = nullptr);

private:
    void refresh(const boost::json::object& seats);

    net::TcpTransport* transport_;
    QLabel* info_;
    QListWidget* seats_;
    QComboBox* fill_;
    QPushButton* start_;
    QLabel* status_;
    QString address_;
    QList<QWidget*> hostWidgets_;
};

}  // namespace inno::client
