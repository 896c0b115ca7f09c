// The Join LAN game dialog: the tables that discovery finds on the network, or an address typed in.
#pragma once

#include <QDialog>
#include <QPointer>

#include <boost/json/fwd.hpp>

class QLabel;
class QLineEdit;
class QPushButton;
class QTreeWidget;

namespace inno::net {
class DiscoveryBrowser;
class TcpTransport;
}  // namespace inno::net

namespace inno::client {

// Join LAN game: the servers and tables found by discovery within 2 seconds, or an address typed in.
class JoinLanDialog : public QDialog {
    Q_OBJECT
public:
    explicit JoinLanDialog(QWidget* parent = nullptr);
    ~JoinLanDialog() override;
    QString playerName() const;
    QString password() const;
    QString host() const { return host_; }
    quint16 port() const { return port_; }
    int table() const { return table_; }
    bool spectate() const { return spectate_; }
    bool rejoin() const { return rejoin_; }  // take the saved seat back (savedLanSeat())
    void search();

private:
    void addServer(const QString& host, quint16 port, const QString& name, const boost::json::array& tables);
    void lookUp();
    void choose(bool spectate);
    void selectionChanged();

    QLineEdit* name_;
    QLineEdit* password_;
    QLineEdit* address_;
    QTreeWidget* list_;
    QLabel* status_;
    QPushButton* join_;
    QPushButton* watch_;
    net::DiscoveryBrowser* browser_;
    QPointer<net::TcpTransport> probe_;
    QString host_;
    quint16 port_ = 0;
    int table_ = 0;
    bool spectate_ = false;
    bool rejoin_ = false;
};

}  // namespace inno::client
