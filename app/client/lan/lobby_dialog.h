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
    // The `seats` message does not carry the table's large-game rule; its summary in the `list` reply does. Asked
    // once the table is known, page by page until the table is found.
    void askTableOptions(int table, std::int64_t offset);

    net::TcpTransport* transport_;
    QLabel* info_;
    QListWidget* seats_;
    QComboBox* fill_;
    QPushButton* start_;
    QLabel* status_;
    QString address_;
    QList<QWidget*> hostWidgets_;
    int optionsAskedFor_ = 0;  // the table whose summary was asked for
    QString largeGame_;        // "parley", "distant", or empty while unknown or none
};

}  // namespace inno::client
